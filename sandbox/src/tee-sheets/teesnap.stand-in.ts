import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { addDays, formatMinute, isValidDate } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import { teesnapPropertyId } from './platform-ids.js';
import { hash32 } from './seeded-random.js';
import {
  type Endpoints,
  type SiteCourse,
  type TeeSheetContext,
  coursesBySite,
  queryText,
} from './tee-sheet-context.js';
import { type Slot } from './tee-sheet-world.js';

const shown = '/teesnap/{subdomain}';

export const teesnapEndpoints: Endpoints = [
  {
    method: 'GET',
    path: `${shown}/`,
    summary:
      'The site\'s home page (an AngularJS shell): its script sets window.property {id, key, name, time_zone, today_date} and window.courses, one top-level entry per course {id, property_id, key, name, holes, holes_array, holes_default, min_players, max_players, advance, cancellation_policy_message, infos [notices with ids of their own], ...}; some sites embed the property in each course. {subdomain} is mtmassivegolf of mtmassivegolf.teesnap.net; a site the catalogue does not have answers 404 "There is no website here."',
  },
  {
    method: 'GET',
    path: `${shown}/customer-api/teetimes-day?course=966&date=2026-06-20&players=1&holes=18&addons=off`,
    summary:
      'The day\'s whole sheet, booked-up and held tee times too: {teeTimes: {bookings: [{bookingId, reservationId, golfers: [golfer ids], roundType, teeOffSection, ...}], golfers, teeSheetPriceOverrides, teeTimes: [{teeTime "2026-06-20T07:10:00" (course-local), prices: [{roundType EIGHTEEN_HOLE | NINE_HOLE, price "41.00", rackRatePrice, priceWithAddOn, taxInclusive}], teeOffSections: [{teeOff FRONT_NINE | BACK_NINE, bookings: [booking ids] (null at some sites), isHeld}], ...}]}}. `course` is looked up across every site (another site\'s id reads that site\'s sheet; an id nobody has answers 500); `players` and `holes` filter nothing; addons=on prices the cart in. A date outside the booking window answers {errors: "date_not_allowed"}, as a 200 at some sites and a 400 at others. Without a browser\'s User-Agent the CDN answers 403.',
  },
];

type SiteCourseLink = SiteCourse<'teesnap'>;

const htmlPage = (title: string, body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;

/** What the sites answer when they are overloaded, and when a course id is nobody's. */
const beRightBack = htmlPage(
  'Be right back.',
  '<h1>Be right back.</h1><p>We are performing some maintenance. Please check back soon.</p>',
);
const noWebsite = htmlPage('Unknown Property', '<h1>There is no website here.</h1>');
const forbidden = htmlPage('403 Forbidden', '<h1>403 Forbidden</h1>');

/**
 * Sites of two kinds, decided per site: at the second kind a section without bookings says
 * `bookings: null`, an 18-hole course lists a start on the tenth tee too, each course embeds its
 * property, and a day outside the window is refused with a 400 rather than a 200.
 */
function looseSite(subdomain: string): boolean {
  return hash32('teesnap-loose', subdomain) % 2 === 1;
}

/** Nine-hole courses sell nine holes; about a third of the others sell both rounds. */
function rounds(course: SiteCourseLink): { eighteen: boolean; nine: boolean } {
  if (course.worldCourse.profile.holes === 9) return { eighteen: false, nine: true };
  const nine = hash32('teesnap-nine', course.ids.courseId) % 3 === 0;
  return { eighteen: true, nine };
}

/** Dollars as the platform writes a price, "41.00". */
const money = (cents: number) => (Math.round(cents) / 100).toFixed(2);

/** A window.courses entry, with the fields a site's page carries. */
function courseEntry(course: SiteCourseLink, today: string) {
  const { ids, worldCourse } = course;
  const { profile } = worldCourse;
  const sold = rounds(course);
  const holes = !sold.eighteen ? 'nine' : sold.nine ? 'both_default_eighteen' : 'eighteen';
  const propertyId = teesnapPropertyId(ids.subdomain);
  const loose = looseSite(ids.subdomain);
  return {
    id: ids.courseId,
    created_at: '2019-06-12T02:58:23.000000Z',
    updated_at: '2026-05-01T16:20:00.000000Z',
    deleted_at: null,
    property_id: propertyId,
    key: ids.subdomain,
    name: worldCourse.course.name,
    description: null,
    cancellable: true,
    advance: profile.bookingWindowDays,
    min_players: 1,
    max_players: 4,
    default_players: 4,
    enabled: true,
    customer_enabled: true,
    holes,
    addons: profile.cartIncluded ? 'unavailable' : 'available',
    hours_cancellation: 12,
    section_options: loose && sold.eighteen ? 'front_and_back' : 'front_only',
    cancellation_policy_enabled: false,
    cancellation_policy_message: null,
    start_availability_time: '12:00 AM',
    start_date: today,
    end_date: addDays(today, profile.bookingWindowDays),
    players_array: [1, 2, 3, 4],
    holes_array: [...(sold.nine ? [9] : []), ...(sold.eighteen ? [18] : [])],
    addons_array: profile.cartIncluded ? ['off'] : ['on', 'off'],
    addons_default: 'off',
    holes_default: sold.eighteen ? 18 : 9,
    customer_enabled_at: null,
    infos: [
      {
        id: 1500 + (hash32('teesnap-notice', ids.courseId) % 800),
        course_id: ids.courseId,
        icon: 'golf-ball',
        text: 'Please check in at the pro shop 15 minutes before your tee time.',
      },
    ],
    ...(loose ? { property: { id: propertyId, key: ids.subdomain } } : {}),
  };
}

/** JSON for an inline script: `<` escaped, so no value can close the script. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function homePage(courses: SiteCourseLink[], today: string): string {
  const [first] = courses;
  const subdomain = first!.ids.subdomain;
  const property = {
    id: teesnapPropertyId(subdomain),
    tenant_id: 900 + (hash32('teesnap-tenant', subdomain) % 900),
    key: subdomain,
    name: first!.worldCourse.course.name,
    time_zone: 'America/Denver',
    today_date: today,
  };
  const entries = courses.map((course) => courseEntry(course, today));
  return htmlPage(
    `${first!.worldCourse.course.name} - Tee Times`,
    '<div class="container" ng-view></div><script src="/js/app.min.js"></script>',
    `<script>window.property = ${scriptJson(property)}; window.courses = ${scriptJson(entries)};</script>`,
  );
}

/** The slot's parties (its booked and held players), each a booking of one to four golfers. */
function partiesOf(slot: Slot): number[] {
  const parties: number[] = [];
  let left = slot.bookedPlayers + slot.heldPlayers;
  for (let index = 0; left > 0; index += 1) {
    const size = Math.min(left, 1 + (hash32('teesnap-party', slot.slotNumber, index) % 4));
    parties.push(size);
    left -= size;
  }
  return parties;
}

/** The day's sheet of one course, as teetimes-day answers it. */
function daySheet(course: SiteCourseLink, slots: Slot[], addons: boolean) {
  const sold = rounds(course);
  const loose = looseSite(course.ids.subdomain);
  const { profile } = course.worldCourse;
  const bookings: object[] = [];
  const golfers: object[] = [];
  const teeTimes = slots.map((slot) => {
    const ids = partiesOf(slot).map((size, index) => {
      const bookingId = slot.slotNumber * 4 + index;
      const roundType = sold.eighteen ? 'EIGHTEEN_HOLE' : 'NINE_HOLE';
      const golferIds = Array.from({ length: size }, (_, seat) => bookingId * 4 + seat);
      bookings.push({
        reservationId: bookingId - 1000,
        channel: index % 2 === 0 ? 'BOOKING_SITE' : 'MOBILE',
        bookingId,
        golfers: golferIds,
        cartNumbers: [],
        notes: false,
        roundType,
        teeOffSection: 'FRONT_NINE',
        addOnIncluded: false,
        group: false,
      });
      for (const id of golferIds)
        golfers.push({
          id,
          paidStatus: 'UNPAID',
          isRainChecked: false,
          roundType,
          checkedIn: false,
        });
      return bookingId;
    });
    // Cart extra where the course does not include one, when the client asks for add-ons.
    const cart = profile.cartIncluded ? 0 : slot.cartFeeCents;
    const price = (holes: 9 | 18, cents: number) => ({
      roundType: holes === 18 ? 'EIGHTEEN_HOLE' : 'NINE_HOLE',
      rackRatePrice: money(Math.max(cents, holes === 18 ? profile.basePriceCents : cents)),
      price: money(cents + (addons ? cart : 0)),
      priceWithAddOn: money(cents + cart),
      taxInclusive: false,
    });
    const prices = [
      ...(sold.nine ? [price(9, slot.ninePriceCents)] : []),
      ...(sold.eighteen ? [price(18, slot.priceCents)] : []),
    ];
    const front = {
      teeOff: 'FRONT_NINE',
      bookings: ids.length === 0 && loose ? null : ids,
      isHeld: slot.blocked,
    };
    // A start on the tenth tee, where the site lists one; nobody is booked there.
    const back = loose && sold.eighteen ? [{ teeOff: 'BACK_NINE', isHeld: false }] : [];
    return {
      teeTime: `${slot.date}T${formatMinute(slot.minute)}:00`,
      prices,
      teeOffSections: [front, ...back],
      rackRateName: slot.twilight ? 'Twilight' : 'Public Rate',
      squeezeTime: false,
      shotgun: false,
    };
  });
  return { teeTimes: { bookings, golfers, teeSheetPriceOverrides: [], teeTimes } };
}

/** A TeeTimes answer with its tee times taken out: the sheet of a day without any. */
export function emptiedSheet(payload: string): string {
  try {
    const body = JSON.parse(payload) as { teeTimes?: Record<string, unknown> };
    if (body.teeTimes && Array.isArray(body.teeTimes.teeTimes))
      return JSON.stringify({
        teeTimes: { ...body.teeTimes, bookings: [], golfers: [], teeTimes: [] },
      });
  } catch {
    // Not the sheet (a home page): nothing to empty.
  }
  return payload;
}

/**
 * Teesnap: every course has its own site (https://{subdomain}.teesnap.net), served here under
 * /teesnap/{subdomain}. The home page lists the site's courses; teetimes-day answers a course's
 * whole day as JSON, with the day's bookings beside it. The platform looks a course id up across
 * every site, and a CDN turns away clients without a browser's User-Agent. Booking needs the
 * golfer's own sign-in there, so only reading is served.
 */
export function teesnapStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'teesnap',
      name: 'Teesnap',
      description:
        "Teesnap sites under /teesnap/{subdomain}, for the catalogue courses with a Teesnap link: the site's home page listing its courses in window.courses, and teetimes-day answering a course's whole day as JSON (booked-up and held tee times too, the day's bookings beside them, prices as strings). Course ids are looked up across every site, clients without a browser's User-Agent get 403, and asking over the budget gets 500. Booking needs the golfer's own account there, so only reading is served.",
      basePath: '/teesnap',
      endpoints: teesnapEndpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;
      const sites = coursesBySite(world, 'teesnap', (ids) => ids.subdomain);
      const byCourseId = new Map(
        [...sites.values()].flat().map((course) => [course.ids.courseId, course]),
      );

      guardPlatform(app, guard, 'teesnap', {
        tooManyRequests: {
          contentType: 'text/html; charset=UTF-8',
          body: htmlPage('429 Too Many Requests', '<h1>429 Too Many Requests</h1>'),
        },
        unauthorized: { contentType: 'text/html; charset=UTF-8', body: forbidden },
        serverError: { contentType: 'text/html; charset=UTF-8', body: beRightBack },
        // The sites answer a client that asks too much at once with their maintenance page.
        overBudget: { status: 500, contentType: 'text/html; charset=UTF-8', body: beRightBack },
        emptied: emptiedSheet,
      });

      const html = (reply: FastifyReply, status: number, body: string) =>
        reply.code(status).type('text/html; charset=UTF-8').send(body);
      /** The CDN in front of every site refuses clients that do not look like a browser. */
      const looksLikeBrowser = (request: FastifyRequest) =>
        /^Mozilla\/5\.0 /.test(request.headers['user-agent'] ?? '');

      const home = async (request: FastifyRequest, reply: FastifyReply) => {
        if (!looksLikeBrowser(request)) return html(reply, 403, forbidden);
        const courses = sites.get((request.params as { subdomain: string }).subdomain);
        if (!courses) return html(reply, 404, noWebsite);
        return html(reply, 200, homePage(courses, world.today()));
      };
      app.get('/:subdomain', home);
      app.get('/:subdomain/', home);

      app.get('/:subdomain/customer-api/teetimes-day', async (request, reply) => {
        if (!looksLikeBrowser(request)) return html(reply, 403, forbidden);
        const { subdomain } = request.params as { subdomain: string };
        if (!sites.has(subdomain)) return html(reply, 404, noWebsite);
        const query = request.query as Record<string, unknown>;
        // The platform looks the course up across every site, whichever site is asked.
        const course = byCourseId.get(Number(queryText(query.course)));
        if (!course) return html(reply, 500, beRightBack);
        const date = queryText(query.date) ?? '';
        if (!isValidDate(date)) return reply.code(400).send({ errors: 'invalid_date' });
        const courseId = course.worldCourse.course.id;
        if (!world.isDateOpen(courseId, date))
          return reply.code(looseSite(subdomain) ? 400 : 200).send({ errors: 'date_not_allowed' });
        const addons = queryText(query.addons) === 'on';
        return daySheet(course, world.sheet(courseId, date), addons);
      });
    },
  };
}
