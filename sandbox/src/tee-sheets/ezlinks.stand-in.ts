import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StandIn } from '../stand-in.js';
import { isValidDate, pad2 } from './denver-time.js';
import { guardPlatform } from './platform-guard.js';
import { hash32 } from './seeded-random.js';
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
      'What the booking page loads first: {AllCourseIDs, Courses: [{CourseID, CourseName}], StartTime: "5:00 AM", EndTime: "7:00 PM"}. {portal} is the booking portal, cityofaurora of cityofaurora.ezlinksgolf.com; a portal the catalogue does not have answers 404 with an HTML page.',
  },
  {
    method: 'POST',
    path: `${shown}/search`,
    summary:
      'JSON {p01: [course ids], p02: "06/20/2026", p03: "5:00 AM", p04: "7:00 PM", p05: holes (0 any, 9, 18), p06: players, p07: false}: {r05: the rate types listed, r06: one row per rate of each open tee time of the courses: r07 course id, r08 and r25 price per player in dollars, r11 open spots, r14 most players, r15 course-local start "2026-06-20T07:10:00", r16 course name, r24 "7:10 AM", r28 hole flags (1 nine, 2 eighteen)}. Some portals send numbers as strings and leave r08 and r14 out. 400 {Message} for a body it cannot read.',
  },
];

type PortalCourse = SiteCourse<'ezlinks'>;

/** A rate the portal sells a tee time at. */
interface Rate {
  name: string;
  /** Hole flags: 1 nine holes, 2 eighteen. */
  flags: 1 | 2;
  cents: number;
}

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

/**
 * Some portals send their numbers as strings and leave the first price (`r08`) and the most
 * players (`r14`) out: decided per portal, as real ones differ.
 */
function looseStyle(portal: string): boolean {
  return hash32('ezlinks-number-style', portal) % 2 === 0;
}

/** About a third of the 18-hole courses also sell nine holes on every tee time. */
function sellsNine(course: PortalCourse): boolean {
  return hash32('ezlinks-nine', course.ids.portal, course.ids.courseId) % 3 === 0;
}

/** A tee time's rates: walking (or with the cart where it is included), riding, nine holes. */
function ratesOf(course: PortalCourse, slot: Slot): Rate[] {
  const flags = slot.holes === 9 ? 1 : 2;
  const rates: Rate[] = [
    {
      name: `${slot.holes} Holes ${slot.cartIncluded ? 'with Cart' : 'Walking'}`,
      flags,
      cents: slot.priceCents,
    },
  ];
  if (!slot.cartIncluded)
    rates.push({
      name: `${slot.holes} Holes Riding`,
      flags,
      cents: slot.priceCents + slot.cartFeeCents,
    });
  if (slot.holes === 18 && sellsNine(course))
    rates.push({ name: '9 Holes Walking', flags: 1, cents: slot.ninePriceCents });
  return rates;
}

function renderRate(course: PortalCourse, slot: Slot, rate: Rate): Record<string, unknown> {
  const loose = looseStyle(course.ids.portal);
  const number = (value: number): number | string => (loose ? String(value) : value);
  const dollars = Math.round(rate.cents) / 100;
  return {
    r07: number(course.ids.courseId),
    ...(loose ? {} : { r08: dollars }),
    r11: number(slot.openSpots),
    ...(loose ? {} : { r14: slot.capacity }),
    r15: `${slot.date}T${slot.time}:00`,
    r16: course.worldCourse.course.name,
    r24: toClock(slot.minute),
    r25: loose ? dollars.toFixed(2) : dollars,
    r28: number(rate.flags),
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
        "EZLinks booking portals under /ezlinks/{portal}, for the catalogue courses with an EZLinks link: the portal's init, one search for several of its courses, the obfuscated answer with a row per rate, loose number types and missing fields. Booking needs the golfer's own account there, so only searching is served.",
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
        const loose = looseStyle((request.params as { portal: string }).portal);
        const id = (course: PortalCourse) =>
          loose ? String(course.ids.courseId) : course.ids.courseId;
        return {
          AllCourseIDs: courses.map(id),
          Courses: courses.map((course) => ({
            CourseID: id(course),
            CourseName: course.worldCourse.course.name,
          })),
          StartTime: '5:00 AM',
          EndTime: '7:00 PM',
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
                  .filter(
                    (rate) => search.holes === 0 || rate.flags === (search.holes === 9 ? 1 : 2),
                  )
                  .map((rate) => ({ course, slot, rate })),
              ),
          )
          .sort(
            (a, b) =>
              a.slot.startsAt - b.slot.startsAt || a.course.ids.courseId - b.course.ids.courseId,
          );
        return {
          r05: [...new Set(rows.map(({ rate }) => rate.name))],
          r06: rows.map(({ course, slot, rate }) => renderRate(course, slot, rate)),
        };
      });
    },
  };
}
