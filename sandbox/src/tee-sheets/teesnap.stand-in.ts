import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { cancellationTermsOf } from './booking-rules.js';
import { roundPrice } from './course-profile.js';
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
      'The site\'s home page (an AngularJS shell): its script sets window.property {id, key, name, time_zone, today_date} and window.courses, one top-level entry per course {id, property_id, key, name, core_id, slope, par, rating (strings), holes, holes_array, holes_default, holes_regex, min_players, max_players, advance, section_options, cancellation_policy_message, start_availability_time (null at some), infos [notices with ids of their own], ...}. {subdomain} is mtmassivegolf of mtmassivegolf.teesnap.net; a site the catalogue does not have answers 404 "There is no website here."',
  },
  {
    method: 'GET',
    path: `${shown}/customer-api/teetimes-day?course=966&date=2026-06-20&players=1&holes=18&addons=off`,
    summary:
      'The day\'s whole sheet, booked-up and held tee times too: {teeTimes: {bookings: [{bookingId, reservationId, golfers: [golfer ids], roundType, teeOffSection, ...}], golfers, teeSheetPriceOverrides, teeTimes: [{prices: [{roundType EIGHTEEN_HOLE | NINE_HOLE, rackRatePrice (left out at some sites), price "41.00", priceWithAddOn, taxInclusive}], teeOffSections: [{teeOff FRONT_NINE | BACK_NINE, turnTo {time} (at some sites), bookings: [booking ids] (no key where nobody is booked), isHeld}], rackRateName, teeTime "2026-06-20T07:10:00" (course-local), ...}]}}. `course` is looked up across every site (another site\'s id reads that site\'s sheet; an id nobody has answers 500); `players` and `holes` filter nothing; addons=on prices the cart in. A date outside the booking window answers {errors: "date_not_allowed"}, as a 200 at some sites and a 400 at others. Without a browser\'s User-Agent the CDN answers 403.',
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
 * Sites of two kinds, decided per site, after the real answers recorded
 * (test/platform-answers/captured): the kind of Sundance's captured day lists a rack rate beside
 * each price and a start on the tenth tee of an 18-hole course; the kind of Mt. Massive's and
 * Petteys Park's (OneTee's probes) lists no rack rate, names when an 18-hole round turns to the
 * back nine (`turnTo`) and starts on the first tee only. The second kind refuses a day outside the
 * window with a 400 rather than a 200.
 */
type SiteKind = 'sundance' | 'mtmassive';

function siteKindOf(subdomain: string): SiteKind {
  // The label keeps each site of the kind it was before the kinds were named.
  return hash32('teesnap-loose', subdomain) % 2 === 1 ? 'mtmassive' : 'sundance';
}

/** Nine-hole courses sell nine holes; about a third of the others sell both rounds. */
function rounds(course: SiteCourseLink): { eighteen: boolean; nine: boolean } {
  if (course.worldCourse.profile.holes === 9) return { eighteen: false, nine: true };
  const nine = hash32('teesnap-nine', course.ids.courseId) % 3 === 0;
  return { eighteen: true, nine };
}

/** Where an 18-hole round starts at the site: the first tee, and the tenth at the Sundance kind. */
const listsTenthTee = (course: SiteCourseLink) =>
  rounds(course).eighteen && siteKindOf(course.ids.subdomain) === 'sundance';

/** Dollars as the platform writes a price, "41.00". */
const money = (cents: number) => (Math.round(cents) / 100).toFixed(2);

/** "/(9|(18))/" of the rounds sold, as the real pages write it ("/(9)/" at a nine-hole course). */
function holesPattern(sold: { eighteen: boolean; nine: boolean }): string {
  const lengths = [...(sold.nine ? ['9'] : []), ...(sold.eighteen ? ['(18)'] : [])];
  return `/(${lengths.join('|')})/`;
}

/** The course's scorecard as the page lists it, numbers as strings ("114", "72", "68.6"). */
function scorecard(course: SiteCourseLink) {
  const pick = (label: string, range: number) => hash32(label, course.ids.courseId) % range;
  const par = rounds(course).eighteen ? 70 + pick('teesnap-par', 3) : 32 + pick('teesnap-par', 5);
  return {
    slope: String(105 + pick('teesnap-slope', 30)),
    par: String(par),
    rating: (62 + pick('teesnap-rating', 100) / 10).toFixed(1),
  };
}

/**
 * The course's cancellation policy, where it publishes one: a no-show fee of the green fee, in
 * dollars (Mt. Massive's page: "25.00", "dollar").
 */
function cancellationPolicy(course: SiteCourseLink) {
  const terms = cancellationTermsOf(course.worldCourse.course.id);
  return {
    cancellation_policy_enabled: terms !== null,
    cancellation_policy_message: terms,
    cancellation_amount: terms === null ? null : money(course.worldCourse.profile.basePriceCents),
    cancellation_charge_type: terms === null ? null : 'dollar',
  };
}

/** A notice shown above the sheet; it has an id of its own, which is not a course's. */
function noticeOf(courseId: number) {
  return {
    id: 1500 + (hash32('teesnap-notice', courseId) % 800),
    created_at: '2026-04-02T15:12:09.000000Z',
    updated_at: '2026-04-02T15:12:09.000000Z',
    deleted_at: null,
    course_id: courseId,
    icon: 'golf-ball',
    text: 'Please check in at the pro shop 15 minutes before your tee time.',
  };
}

/** A window.courses entry, field for field (and in the order) the real pages list them. */
function courseEntry(course: SiteCourseLink, today: string) {
  const { ids, worldCourse } = course;
  const { profile } = worldCourse;
  const sold = rounds(course);
  const { slope, par, rating } = scorecard(course);
  const policy = cancellationPolicy(course);
  return {
    id: ids.courseId,
    created_at: '2019-06-12T02:58:23.000000Z',
    updated_at: '2026-05-01T16:20:00.000000Z',
    deleted_at: null,
    property_id: teesnapPropertyId(ids.subdomain),
    key: ids.subdomain,
    name: worldCourse.course.name,
    description: null,
    cancellable: true,
    advance: profile.bookingWindowDays,
    min_players: 1,
    max_players: 4,
    default_players: 4,
    core_id: 100 + (hash32('teesnap-core', ids.courseId) % 2000),
    slope,
    par,
    rating,
    enabled: true,
    holes: !sold.eighteen ? 'nine' : sold.nine ? 'both_default_eighteen' : 'eighteen',
    addons: profile.cartIncluded ? 'unavailable' : 'available',
    cimage_id: null,
    hours_cancellation: 12,
    section_options: listsTenthTee(course) ? 'front_and_back' : 'front_only',
    sequence: null,
    cancellation_policy_enabled: policy.cancellation_policy_enabled,
    cancellation_policy_message: policy.cancellation_policy_message,
    cancellation_amount: policy.cancellation_amount,
    cancellation_charge_type: policy.cancellation_charge_type,
    course_type: null,
    // Some sites open the day's sheet at midnight, others set no hour (Heather Gardens).
    start_availability_time: hash32('teesnap-availability', ids.courseId) % 2 ? '12:00 AM' : null,
    start_date: today,
    end_date: addDays(today, profile.bookingWindowDays),
    players_array: [1, 2, 3, 4],
    holes_array: [...(sold.nine ? [9] : []), ...(sold.eighteen ? [18] : [])],
    addons_array: profile.cartIncluded ? ['off'] : ['on', 'off'],
    addons_default: profile.cartIncluded ? 'off' : 'on',
    holes_default: sold.eighteen ? 18 : 9,
    holes_regex: holesPattern(sold),
    customer_enabled: true,
    infos: [noticeOf(ids.courseId)],
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

/** The day's bookings and their golfers, as the sheet lists them beside its tee times. */
interface DayBookings {
  bookings: object[];
  golfers: object[];
}

/** Books the slot's parties into the day's bookings; the ids of its bookings. */
function bookSlot(slot: Slot, roundType: string, day: DayBookings): number[] {
  return partiesOf(slot).map((size, index) => {
    const bookingId = slot.slotNumber * 4 + index;
    const golferIds = Array.from({ length: size }, (_, seat) => bookingId * 4 + seat);
    day.bookings.push({
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
      day.golfers.push({
        id,
        paidStatus: 'UNPAID',
        isRainChecked: false,
        roundType,
        checkedIn: false,
        hasProfileMismatch: false,
        hasAddOn: false,
      });
    return bookingId;
  });
}

/**
 * A tee time's price per round sold. The rack rate is the course's weekday rate, so a weekend's
 * price is above it, as in Sundance's captured day ("42.00" beside "35.00"); the Mt. Massive kind
 * of site lists none.
 */
function pricesOf(course: SiteCourseLink, slot: Slot, addons: boolean) {
  const sold = rounds(course);
  const { profile } = course.worldCourse;
  const listsRackRate = siteKindOf(course.ids.subdomain) === 'sundance';
  // Cart extra where the course does not include one, when the client asks for add-ons.
  const cart = profile.cartIncluded ? 0 : slot.cartFeeCents;
  const rackRate = (holes: 9 | 18) =>
    holes === profile.holes
      ? profile.basePriceCents
      : roundPrice(profile.basePriceCents * 0.6, profile.halfDollarPrices);
  const price = (holes: 9 | 18, cents: number) => ({
    roundType: holes === 18 ? 'EIGHTEEN_HOLE' : 'NINE_HOLE',
    ...(listsRackRate ? { rackRatePrice: money(rackRate(holes)) } : {}),
    price: money(cents + (addons ? cart : 0)),
    priceWithAddOn: money(cents + cart),
    taxInclusive: false,
  });
  return [
    ...(sold.nine ? [price(9, slot.ninePriceCents)] : []),
    ...(sold.eighteen ? [price(18, slot.priceCents)] : []),
  ];
}

/** About how long a group takes over the front nine, for when an 18-hole round turns. */
const frontNineMinutes = 120;

/**
 * Where the tee time starts: the first tee, with its bookings (a section nobody is booked on has
 * no `bookings` key, as the real sites write it), and at some sites the tenth tee too, where
 * nobody is booked. The Mt. Massive kind names when an 18-hole round turns to the back nine.
 */
function sectionsOf(course: SiteCourseLink, slot: Slot, bookingIds: number[]) {
  const turns = rounds(course).eighteen && siteKindOf(course.ids.subdomain) === 'mtmassive';
  const front = {
    teeOff: 'FRONT_NINE',
    ...(turns
      ? { turnTo: { time: `${slot.date}T${formatMinute(slot.minute + frontNineMinutes)}:00` } }
      : {}),
    ...(bookingIds.length > 0 ? { bookings: bookingIds } : {}),
    isHeld: slot.blocked,
  };
  const back = listsTenthTee(course) ? [{ teeOff: 'BACK_NINE', isHeld: false }] : [];
  return [front, ...back];
}

/** The day's sheet of one course, as teetimes-day answers it (its keys in the real order). */
function daySheet(course: SiteCourseLink, slots: Slot[], addons: boolean) {
  const roundType = rounds(course).eighteen ? 'EIGHTEEN_HOLE' : 'NINE_HOLE';
  const day: DayBookings = { bookings: [], golfers: [] };
  const teeTimes = slots.map((slot) => ({
    prices: pricesOf(course, slot, addons),
    teeOffSections: sectionsOf(course, slot, bookSlot(slot, roundType, day)),
    rackRateName: slot.twilight ? 'Twilight' : 'Public Rate',
    teeTime: `${slot.date}T${formatMinute(slot.minute)}:00`,
    squeezeTime: false,
    shotgun: false,
  }));
  return { teeTimes: { ...day, teeSheetPriceOverrides: [], teeTimes } };
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
          return reply
            .code(siteKindOf(subdomain) === 'mtmassive' ? 400 : 200)
            .send({ errors: 'date_not_allowed' });
        const addons = queryText(query.addons) === 'on';
        return daySheet(course, world.sheet(courseId, date), addons);
      });
    },
  };
}
