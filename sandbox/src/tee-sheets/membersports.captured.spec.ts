import { type FastifyInstance } from 'fastify';
import { capturedAnswer, shapeDifferences, shapeOf } from './answer-shape.fixture.js';
import { type CatalogueCourse } from './catalogue.js';
import { buildTestSandbox, fixtureCatalogue } from './test-support.fixture.js';

/**
 * The stand-in against the answer captured from the real MemberSports
 * (test/platform-answers/captured/membersports-online-booking-tee-times.json): Fox Hollow's booking
 * page, tee-times/3703/20589/0/7/0, asking for the day's tee times of its group, Golf Lakewood
 * (Fox Hollow and Homestead). Asked the same request for the same two courses, the sandbox answers
 * field for field and type for type as the platform did.
 */
const today = '2026-06-17';
/** The body the booking page posts, exactly: no memberProfileId. */
const pageBody = {
  configurationTypeId: 0,
  date: today,
  golfClubGroupId: 7,
  golfClubId: 3703,
  golfCourseId: 20589,
  groupSheetTypeId: 0,
};
const pageHeaders = {
  'x-api-key': 'public-site-key',
  authorization: 'Bearer null',
  'content-type': 'application/json; charset=UTF-8',
  accept: 'application/json',
  referer: 'https://app.membersports.com/',
};

const golfLakewood = (id: string, name: string, golfClubId: number, golfCourseId: number) => ({
  ...(fixtureCatalogue.courses[0] as CatalogueCourse),
  id,
  name,
  links: [
    {
      platform: 'membersports' as const,
      ids: { golfClubId, golfCourseId, golfClubGroupId: 7, configurationTypeId: 0 },
    },
  ],
});
const catalogue = {
  courses: [
    ...fixtureCatalogue.courses,
    golfLakewood('fox-hollow', 'Fox Hollow Golf Course', 3703, 20589),
    golfLakewood('homestead', 'Homestead Golf Course', 3807, 4902),
  ],
};

interface Item {
  golfCourseId: number;
  golfCourseNumberOfHoles: number;
  holesRequirementTypeId: number;
  threeWayHolesRequirementTypeId: number | null;
  isBackNine: boolean;
  name: string;
  playerCount: number;
  teeSheetId: number;
  teeTime: number;
  teeTimeId: number;
}
type Answer = { teeTime: number; items: Item[] }[];

const captured = JSON.parse(capturedAnswer('membersports-online-booking-tee-times.json')) as Answer;

describe('MemberSports stand-in against the captured Fox Hollow answer', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox({ catalogue }));
  });
  afterEach(async () => app.close());

  const served = async (body: object = pageBody): Promise<Answer> => {
    const response = await app.inject({
      method: 'POST',
      url: '/membersports/api/v1/golfclubs/onlineBookingTeeTimes',
      headers: pageHeaders,
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  };
  const itemsOf = (answer: Answer) => answer.flatMap((row) => row.items);

  it('answers the shape of the real answer', async () => {
    expect(shapeDifferences(shapeOf(captured), shapeOf(await served()))).toEqual([]);
  });

  it("answers the whole group for one course's page, as the real one does, and the same to clients that send memberProfileId", async () => {
    const answer = await served();
    const courses = (items: Item[]) => [...new Set(items.map((item) => item.golfCourseId))].sort();
    expect(courses(itemsOf(answer))).toEqual(courses(itemsOf(captured)));
    expect(await served({ ...pageBody, memberProfileId: 0 })).toEqual(answer);
  });

  it('sells each tee time as several items, each its own 8-digit teeTimeId; full tee times are left out', async () => {
    const items = itemsOf(await served());
    const teeTimeIds = items.map((item) => item.teeTimeId);
    expect(new Set(teeTimeIds).size).toBe(items.length);
    for (const id of [...teeTimeIds, ...itemsOf(captured).map((item) => item.teeTimeId)])
      expect(String(id)).toMatch(/^\d{8}$/);
    const courseMinutes = new Set(items.map((item) => `${item.golfCourseId} ${item.teeTime}`));
    expect(items.length).toBeGreaterThan(courseMinutes.size);
    for (const item of items) expect(item.playerCount).toBeLessThan(4);
  });

  it("tells the round by holesRequirementTypeId and the course's size by golfCourseNumberOfHoles, as the real one does", async () => {
    const forCourse = (items: Item[], golfCourseId: number) =>
      items.filter((item) => item.golfCourseId === golfCourseId);
    const items = itemsOf(await served());
    const real = itemsOf(captured);
    for (const answer of [items, real]) {
      // Fox Hollow plays three nines in rotations; Homestead is an 18-hole course with a back nine.
      for (const item of forCourse(answer, 20589)) {
        expect(item.golfCourseNumberOfHoles).toBe(27);
        expect(item.threeWayHolesRequirementTypeId).toBe(item.holesRequirementTypeId);
        expect(item.name).toMatch(
          item.holesRequirementTypeId === 2
            ? /^Fox Hollow \(\w+ \/ \w+\)$/
            : /^Fox Hollow \(\w+\)$/,
        );
      }
      for (const item of forCourse(answer, 4902)) {
        expect(item.golfCourseNumberOfHoles).toBe(18);
        expect(item.threeWayHolesRequirementTypeId).toBeNull();
        if (item.isBackNine) expect(item.name).toBe('Homestead Golf Course Back Nine');
      }
      const rounds = new Set(answer.map((item) => item.holesRequirementTypeId));
      expect(rounds).toEqual(new Set([1, 2]));
    }
  });

  it('keeps a tee sheet number per course, the same every day', async () => {
    const sheetIds = (answer: Answer) =>
      new Set(itemsOf(answer).map((item) => `${item.golfCourseId} ${item.teeSheetId}`));
    const tomorrow = await served({ ...pageBody, date: '2026-06-18' });
    expect(sheetIds(await served())).toEqual(sheetIds(tomorrow));
    expect(sheetIds(tomorrow).size).toBe(2);
  });
});
