import { type FastifyInstance } from 'fastify';
import { capturedAnswer, shapeDifferences, shapeOf } from './answer-shape.fixture.js';
import { type CatalogueCourse } from './catalogue.js';
import { buildTestSandbox, fixtureCatalogue, foreupDate } from './test-support.fixture.js';

/**
 * The stand-in against the one slot captured from the real foreUP
 * (test/platform-answers/captured/foreup-booking-times-stonebridge-slot.json): Stonebridge (UT),
 * read the evening before for the next day by its booking page's own request, with the course's
 * booking class and a signed-in golfer. Asked the same request for a Colorado schedule, the
 * sandbox answers field for field and type for type as that slot shows.
 */
const tomorrow = '2026-06-18';

const foreupCourse = (id: string, name: string, courseId: string, scheduleId: string) => ({
  ...(fixtureCatalogue.courses[0] as CatalogueCourse),
  id,
  name,
  links: [{ platform: 'foreup' as const, ids: { courseId, scheduleId, bookingClass: null } }],
});
/** Two real Colorado schedules: Patty Jewett's sends numbers as the capture does, Aspen's strings. */
const catalogue = {
  courses: [
    ...fixtureCatalogue.courses,
    foreupCourse('patty-jewett', 'Patty Jewett Golf Course', '19459', '17344'),
    foreupCourse('aspen', 'Aspen Golf Club', '22463', '10920'),
  ],
};
/** The catalogue's foreUP schedules, by course id. */
const schedules: Record<string, string> = {
  'fixture-muni': '19850',
  'fixture-members-welcome': '11130',
  'patty-jewett': '17344',
  aspen: '10920',
};

/**
 * Types the stand-in sends that the single captured slot cannot show, with the other evidence for
 * each: `holes` as the string "9/18" on a slot sold as either round (GolfUtah's adapter, written
 * against a real Sun Hills answer: "9, 18, or the string '9/18'"), and as "18" (a Mangrove Bay
 * client's booking template); money as strings ("45.00") at some courses, as public foreUP
 * clients' fixtures carry it and their parsers expect (docs/platforms.md, "foreUP"). No real
 * answer with string money was found: the capture's money is all whole numbers.
 */
const moneyFields = [
  'green_fee',
  'green_fee_9',
  'green_fee_18',
  'guest_green_fee',
  'guest_green_fee_9',
  'guest_green_fee_18',
  'cart_fee',
  'cart_fee_9',
  'cart_fee_18',
  'guest_cart_fee',
  'guest_cart_fee_9',
  'guest_cart_fee_18',
  'cart_fee_18_hole',
  'cart_fee_9_hole',
];
const typesBeyondCapture = [
  '[].holes: served number or string, captured number',
  ...moneyFields.map((field) => `[].${field}: served number or string, captured number`),
];

type Slot = Record<string, unknown>;
const captured = JSON.parse(capturedAnswer('foreup-booking-times-stonebridge-slot.json')) as Slot[];

describe('foreUP stand-in against the captured Stonebridge slot', () => {
  let app: FastifyInstance;
  let jwt: string;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox({ catalogue }));
    const login = await app.inject({
      method: 'POST',
      url: '/foreup/index.php/api/booking/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=golfer%40example.test&password=secret&api_key=no_limits',
    });
    jwt = login.json<{ jwt: string }>().jwt;
  });
  afterEach(async () => app.close());

  /** The course's own booking class, as its booking page names it. */
  const bookingClassOf = async (courseId: string): Promise<string> => {
    const courses = (await app.inject({ url: '/control/courses' })).json<
      { id: string; links: { ids: { onlineBookingClass: string } }[] }[]
    >();
    return courses.find((course) => course.id === courseId)!.links[0]!.ids.onlineBookingClass;
  };

  /** The booking page's request, as the capture was asked, with the golfer signed in. */
  const served = async (courseId: string): Promise<Slot[]> => {
    const schedule = schedules[courseId]!;
    const bookingClass = await bookingClassOf(courseId);
    const response = await app.inject({
      url: `/foreup/index.php/api/booking/times?time=all&date=${foreupDate(tomorrow)}&holes=all&players=0&booking_class=${bookingClass}&schedule_id=${schedule}&schedule_ids[]=${schedule}&specials_only=0&api_key=no_limits`,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'x-fu-golfer-location': 'foreup',
        'api-key': 'no_limits',
        'x-authorization': `Bearer ${jwt}`,
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Slot[]>();
  };

  it('answers the shape of the real slot', async () => {
    const slots = await served('patty-jewett');
    expect(slots.length).toBeGreaterThan(0);
    expect(shapeDifferences(shapeOf(captured), shapeOf(slots))).toEqual([]);
  });

  it('differs from it elsewhere only by the loose types other real answers show', async () => {
    const slots = (await Promise.all(Object.keys(schedules).map(served))).flat();
    expect(shapeDifferences(shapeOf(captured), shapeOf(slots))).toEqual(typesBeyondCapture);
  });

  it('names the booking class asked on every slot, as a number', async () => {
    const bookingClass = await bookingClassOf('patty-jewett');
    for (const slot of [...(await served('patty-jewett')), ...captured])
      expect(typeof slot.booking_class_id).toBe('number');
    for (const slot of await served('patty-jewett'))
      expect(slot.booking_class_id).toBe(Number(bookingClass));
  });

  it('shows 0 spots and 0 fees for the nine an 18-hole slot does not sell, and guests at the class fee, as the real slot does', async () => {
    for (const slot of [...(await served('patty-jewett')), ...captured]) {
      expect(slot.holes).toBe(18);
      expect(slot).toMatchObject({ available_spots_9: 0, green_fee_9: 0, cart_fee_9: 0 });
      expect(slot.available_spots_18).toBe(slot.available_spots);
      expect(slot.guest_green_fee).toBe(slot.green_fee);
      expect(slot.guest_cart_fee).toBe(slot.cart_fee);
    }
  });
});
