import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { isValidDate, pad2 } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import { hash32, hexFrom, uuidFrom } from './seeded-random.js';
import {
  type Endpoints,
  type SiteCourse,
  type TeeSheetContext,
  coursesBySite,
} from './tee-sheet-context.js';
import { type Slot } from './tee-sheet-world.js';

const shown = '/ezlinks/{portal}/api/search';

export const ezlinksEndpoints: Endpoints = [
  {
    method: 'GET',
    path: `${shown}/init`,
    summary:
      'What the booking page loads first: {AllCourseIDs: "6386,6474", Courses: [{CourseID, CourseName}], StartTime: "05:00:00", EndTime: "19:00:00"}. {portal} is the booking portal, cityofaurora of cityofaurora.ezlinksgolf.com; a portal the catalogue does not have answers 404 with an HTML page.',
  },
  {
    method: 'POST',
    path: `${shown}/search`,
    summary:
      'JSON {p01: [course ids], p02: "06/20/2026", p03: "5:00 AM", p04: "7:00 PM", p05: holes (0 any, 9, 18), p06: players, p07: false}: {r01 answer id, r02 "0", r03 session, r04 "999", r05 [], r06: one row of 31 fields (r01 to r31) per rate of each open tee time of the courses: r07 course id, r08 price per player in dollars (r25 the same as "22.0000"), r11 open spots, r14 most players, r15 course-local start "2026-06-20T07:10:00", r16 course name, r24 "7:10 AM", r28 the rate\'s icon ids ("1,15": 1 is 18 holes, 9 nine holes)}. 400 {Message} for a body it cannot read.',
  },
];

type PortalCourse = SiteCourse<'ezlinks'>;

/** A rate the portal sells a tee time at. */
interface Rate {
  name: string;
  holes: 9 | 18;
  /** The ids of the icons the rate shows. */
  icons: number[];
  cents: number;
}

/**
 * The icons a rate shows, by id: 1 is "18 holes" and 15 an alert (the platform's icon list, as a
 * client copied it); Aurora's nine-hole rates show 9 and its 18-hole ones 1 (another client's
 * reading of "9,15", "1,15", "1,7,15"). Which rates show 7 is not known: here the riding ones.
 */
const icons = { eighteenHoles: 1, riding: 7, nineHoles: 9, alert: 15 };

const invalid = { Message: 'The request is invalid.' };
const notFound =
  "<!DOCTYPE html><html><head><title>The resource cannot be found.</title></head><body><h1>Server Error in '/' Application.</h1><h2>The resource cannot be found.</h2></body></html>";

/** "7:10 AM" as 430, "12:05 PM" as 725; undefined if it is not a 12-hour clock time. */
export function fromClock(text: string): number | undefined {
  const match = /^(\d{1,2}):([0-5]\d) ?([AP])M$/i.exec(text.trim());
  const hours = Number(match?.[1]);
  if (!match || hours < 1 || hours > 12) return undefined;
  const afternoon = match[3]!.toUpperCase() === 'P';
  return ((hours % 12) + (afternoon ? 12 : 0)) * 60 + Number(match[2]);
}

/** 430 as "7:10 AM": how the portal writes a tee time (`r24`). */
export function toClock(minute: number): string {
  const hours = Math.floor(minute / 60);
  return `${((hours + 11) % 12) + 1}:${pad2(minute % 60)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "06/20/2026" (the search's `p02`) as 2026-06-20; undefined if unreadable. */
export function fromSearchDate(text: unknown): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(String(text ?? '').trim());
  if (!match) return undefined;
  const date = `${match[3]}-${pad2(Number(match[1]))}-${pad2(Number(match[2]))}`;
  return isValidDate(date) ? date : undefined;
}

/** About a third of the 18-hole courses also sell nine holes on every tee time. */
function sellsNine(course: PortalCourse): boolean {
  return hash32('ezlinks-nine', course.ids.portal, course.ids.courseId) % 3 === 0;
}

/** A tee time's rates: walking (or with the cart where it is included), riding, nine holes. */
function ratesOf(course: PortalCourse, slot: Slot): Rate[] {
  const round = slot.holes === 9 ? icons.nineHoles : icons.eighteenHoles;
  const rates: Rate[] = [
    {
      name: `${slot.holes} Holes ${slot.cartIncluded ? 'with Cart' : 'Walking'}`,
      holes: slot.holes,
      icons: [round, icons.alert],
      cents: slot.priceCents,
    },
  ];
  if (!slot.cartIncluded)
    rates.push({
      name: `${slot.holes} Holes Riding`,
      holes: slot.holes,
      icons: [round, icons.riding, icons.alert].sort((a, b) => a - b),
      cents: slot.priceCents + slot.cartFeeCents,
    });
  if (slot.holes === 18 && sellsNine(course))
    rates.push({
      name: '9 Holes Walking',
      holes: 9,
      icons: [icons.nineHoles, icons.alert],
      cents: slot.ninePriceCents,
    });
  return rates;
}

/** The icons as one number, a bit each (icon n is bit n - 1): Darlington's 5, 6, 9 are 304. */
const iconBits = (ids: readonly number[]) => ids.reduce((bits, id) => bits + 2 ** (id - 1), 0);

/** A number of the portal's own (fee, reservation type, sponsor): stable per course and rate. */
const portalNumber = (base: number, ...parts: (string | number)[]) =>
  base + (hash32('ezlinks-number', ...parts) % 10_000);

/**
 * One rate of a tee time, field for field as the captured Darlington row: ids as numbers, the
 * price as a number (r08, r21) and as a four-decimal string (r25, r26), the icons as a list
 * (r28) and as bits (r05, r10, r20), the currency behind a soft hyphen. Which field means what
 * beyond the ones read is inferred from a client's reservation body (r03 and r12 the fee, r13 and
 * r04 reservation types, r06 the rate's sponsor); r09, a second price, is the same here.
 */
function renderRate(course: PortalCourse, slot: Slot, rate: Rate): Record<string, unknown> {
  const { portal, courseId } = course.ids;
  const dollars = Math.round(rate.cents) / 100;
  const fee = portalNumber(400_000, portal, courseId, rate.name);
  const bits = iconBits(rate.icons);
  return {
    r01: uuidFrom('ezlinks-rate', portal, courseId, slot.slotNumber, rate.name),
    r02: -1,
    r03: fee,
    r04: portalNumber(50_000, portal, 'reservation-type', courseId),
    r05: bits,
    r06: portalNumber(17_000, portal, 'sponsor'),
    r07: courseId,
    r08: dollars,
    r09: dollars,
    r10: bits,
    r11: slot.openSpots,
    r12: fee,
    r13: portalNumber(50_000, portal, 'reservation-type'),
    r14: slot.capacity,
    r15: `${slot.date}T${slot.time}:00`,
    r16: course.worldCourse.course.name,
    r17: `${slot.date}T00:00:00`,
    // Its meaning is not known; Darlington's value.
    r18: 24,
    r19: null,
    r20: String(bits),
    r21: dollars,
    r22: null,
    r23: null,
    r24: toClock(slot.minute),
    r25: dollars.toFixed(4),
    r26: dollars.toFixed(4),
    r27: '',
    r28: rate.icons.join(','),
    r29: null,
    r30: '\u00ad$',
    r31: '',
  };
}

/**
 * The search's answer around its rows, as Darlington's: an id of the answer, the visitor's session
 * (r03, which a reservation sends back), and an empty r05.
 */
function searchAnswer(portal: string, date: string, rows: unknown[]): Record<string, unknown> {
  return {
    r01: uuidFrom('ezlinks-answer', portal, date, rows.length),
    r02: '0',
    r03: hexFrom(24, 'ezlinks-session', portal),
    r04: '999',
    r05: [],
    r06: rows,
  };
}

/** The search body's fields, or undefined where the portal would refuse it. */
function readSearch(body: unknown) {
  const fields = (body ?? {}) as Record<string, unknown>;
  const courseIds = Array.isArray(fields.p01) ? fields.p01.map(Number) : [];
  const date = fromSearchDate(fields.p02);
  const from = fields.p03 === undefined ? 0 : fromClock(String(fields.p03));
  const to = fields.p04 === undefined ? 24 * 60 - 1 : fromClock(String(fields.p04));
  const holes = Number(fields.p05 ?? 0);
  const players = Math.max(1, Number(fields.p06 ?? 1));
  if (courseIds.length === 0 || courseIds.some((id) => !Number.isInteger(id))) return undefined;
  if (!date || from === undefined || to === undefined) return undefined;
  if (![0, 9, 18].includes(holes) || !Number.isInteger(players)) return undefined;
  return { courseIds, date, from, to, holes, players };
}

/**
 * EZLinks: every booking portal is its own host (https://{portal}.ezlinksgolf.com, behind
 * Cloudflare), served here under /ezlinks/{portal}. The booking page loads the portal's init, then
 * searches one date for any of the portal's courses at once; the answer's field names are
 * obfuscated (r06, r07, ...). Booking needs the golfer's own account there, so only searching is
 * served.
 */
export function ezlinksStandIn(context: TeeSheetContext): StandIn {
  return {
    descriptor: {
      id: 'ezlinks',
      name: 'EZLinks',
      description:
        "EZLinks booking portals under /ezlinks/{portal}, for the catalogue courses with an EZLinks link: the portal's init, one search for several of its courses, the obfuscated answer with a row per rate, typed as a captured real one. Booking needs the golfer's own account there, so only searching is served.",
      basePath: '/ezlinks',
      endpoints: ezlinksEndpoints,
    },
    plugin: async (app) => {
      const { world, guard } = context;
      const portals = coursesBySite(world, 'ezlinks', (ids) => ids.portal);

      guardPlatform(app, guard, 'ezlinks', {
        // Cloudflare's rate limiting and its challenge page stand in front of every portal.
        tooManyRequests: { contentType: 'text/plain; charset=UTF-8', body: 'error code: 1015' },
        unauthorized: {
          contentType: 'text/html; charset=UTF-8',
          body: '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body></body></html>',
        },
        serverError: {
          contentType: 'application/json; charset=utf-8',
          body: '{"Message":"An error has occurred."}',
        },
      });

      /** The portal's courses, or the page an unknown portal answers with. */
      const portalOf = (
        request: FastifyRequest,
        reply: FastifyReply,
      ): PortalCourse[] | FastifyReply => {
        const courses = portals.get((request.params as { portal: string }).portal);
        return courses ?? reply.code(404).type('text/html; charset=utf-8').send(notFound);
      };

      app.get('/:portal/api/search/init', async (request, reply) => {
        const courses = portalOf(request, reply);
        if (!Array.isArray(courses)) return courses;
        // As a public client describes Aurora's live init: the ids in one string, 24-hour times.
        return {
          AllCourseIDs: courses.map((course) => course.ids.courseId).join(','),
          Courses: courses.map((course) => ({
            CourseID: course.ids.courseId,
            CourseName: course.worldCourse.course.name,
          })),
          StartTime: '05:00:00',
          EndTime: '19:00:00',
        };
      });

      app.post('/:portal/api/search/search', async (request, reply) => {
        const courses = portalOf(request, reply);
        if (!Array.isArray(courses)) return courses;
        const search = readSearch(request.body);
        if (!search) return reply.code(400).send(invalid);
        const rows = courses
          .filter(({ ids }) => search.courseIds.includes(ids.courseId))
          .flatMap((course) =>
            world
              .sheet(course.worldCourse.course.id, search.date)
              .filter(
                (slot) =>
                  !slot.blocked &&
                  slot.openSpots >= search.players &&
                  slot.minute >= search.from &&
                  slot.minute <= search.to,
              )
              .flatMap((slot) =>
                ratesOf(course, slot)
                  .filter((rate) => search.holes === 0 || rate.holes === search.holes)
                  .map((rate) => ({ course, slot, rate })),
              ),
          )
          .sort(
            (a, b) =>
              a.slot.startsAt - b.slot.startsAt || a.course.ids.courseId - b.course.ids.courseId,
          );
        const { portal } = request.params as { portal: string };
        return searchAnswer(
          portal,
          search.date,
          rows.map(({ course, slot, rate }) => renderRate(course, slot, rate)),
        );
      });
    },
  };
}
