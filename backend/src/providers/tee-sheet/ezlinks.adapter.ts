import { z } from 'zod';
import { courseTimeFromLocal, courseTimeFromMinutes } from '../../infra/time/denver-time.js';
import { type PlatformHttpClient, type PlatformRequest } from './http-client.js';
import { PerSite } from './per-site.js';
import {
  type CandidateTeeTime,
  candidatesOfCourse,
  courseSlotRef,
  dollarsToCents,
  finishTeeTimes,
  lenientArray,
  looseNumber,
  looseString,
  optionalNumber,
  parseList,
  usDate,
} from './slot-parsing.js';
import { SiteAdapter } from './site-adapter.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type EzlinksIds,
  type NormalizedTeeTime,
  type TeeSheetQuery,
} from './tee-sheet.provider.js';

/** The hours the booking page searches where the portal names none of its own. */
const defaultHours = { from: '5:00 AM', to: '7:00 PM' };

/**
 * The icons a rate shows (`r28` lists their ids, "1,7,15"): the platform's icon 1 is "18 holes",
 * and the nine-hole rates of Aurora's portal carry 9 instead ("9,15").
 */
const eighteenHolesIcon = 1;
const nineHolesIcon = 9;

/** Minutes after midnight of a 12-hour clock time ("7:10 AM"); null for anything else. */
export function minutesOfClock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  return ((hours % 12) + (match[3]!.toUpperCase() === 'P' ? 12 : 0)) * 60 + minutes;
}

/**
 * A time of the init as the search takes it, "5:00 AM": the live init writes "05:00:00" (24-hour
 * clock, seconds); null for anything else.
 */
export function clockOfInit(text: string): string | null {
  if (minutesOfClock(text) !== null) return text.trim();
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  const hours = Number(match?.[1]);
  if (!match || hours > 23 || Number(match[2]) > 59) return null;
  return `${((hours + 11) % 12) + 1}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "2026-06-20" as the search's date (`p02`), "06/20/2026". */
export const searchDate = usDate;

const knownNumber = looseNumber.refine((value) => value !== null);

/** A list of numbers sent as a list or, as the live init and `r28` send it, one comma string. */
function numberList() {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    lenientArray(knownNumber),
  );
}

/** What the booking page loads first: the portal's courses and the hours it searches. */
const portalInit = z.object({
  AllCourseIDs: numberList().optional(),
  Courses: lenientArray(
    z.object({ CourseID: knownNumber, CourseName: looseString.catch(null) }),
  ).optional(),
  StartTime: looseString.catch(null),
  EndTime: looseString.catch(null),
});

interface Portal {
  /** The portal's course ids with their names; empty where its init lists none. */
  courses: Map<number, string | null>;
  hours: { from: string; to: string };
}

/** One rate of one tee time, as the search's obfuscated answer lists it. */
const rate = z.object({
  /** Course id. */
  r07: optionalNumber,
  /** Price per player, in dollars; `r25` says the same where `r08` is missing. */
  r08: optionalNumber,
  r25: optionalNumber,
  /** Open spots; the most players a booking may take (`r14`) stands in where it is missing. */
  r11: optionalNumber,
  r14: optionalNumber,
  /** Course-local start, "2026-06-20T07:10:00"; `r24` ("7:10 AM") where it is missing. */
  r15: looseString.catch(null),
  r24: looseString.catch(null),
  /** The ids of the rate's icons, "1,7,15". */
  r28: numberList(),
});
type Rate = z.output<typeof rate>;

const answer = z.object({ r06: z.array(z.unknown()) });

/** The rate's start: `r15`, else `r24` on the searched date. */
function startOf(row: Rate, date: string) {
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{1,2}:\d{2})/.exec(row.r15 ?? '');
  if (local) return courseTimeFromLocal(local[1]!, local[2]!);
  const minutes = minutesOfClock(row.r24 ?? '');
  return minutes === null ? null : courseTimeFromMinutes(date, minutes);
}

/** A rate is a nine only where its icons say nine holes and not eighteen. */
function holesOf(icons: readonly (number | null)[]): 9 | 18 {
  return icons.includes(nineHolesIcon) && !icons.includes(eighteenHolesIcon) ? 9 : 18;
}

/**
 * Turns a search answer into one course's tee times. `r06` lists one row per rate of a tee time
 * (walking, riding, nine holes...); the cheapest rate of each tee time and round is the one
 * quoted. Rows of the other courses searched are left to their own queries; a row without a
 * course id belongs to this course only when it was searched alone.
 */
export function parseEzlinksTimes(
  body: unknown,
  query: TeeSheetQuery,
  ids: EzlinksIds,
  askedAlone: boolean,
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  const found = answer.safeParse(body);
  if (!found.success)
    throw new TeeSheetError('malformed', 'ezlinks', 'the answer has no list of tee times (r06)');
  const rows = parseList('ezlinks', found.data.r06, rate, metrics, 'tee times');
  const candidates = candidatesOfCourse(
    'ezlinks',
    rows,
    (row) => row.r07,
    { courseId: ids.courseId, alone: askedAlone },
    (row) => {
      const start = startOf(row, query.date);
      if (!start) return null;
      const holes = holesOf(row.r28);
      const dollars = row.r08 ?? row.r25;
      const teeTime: CandidateTeeTime = {
        slotRef: courseSlotRef(ids.courseId, start, holes),
        ...start,
        holes,
        openSpots: row.r11 ?? row.r14 ?? 0,
        pricePerPlayerCents: dollars === null ? null : dollarsToCents(dollars),
        // A rate does not say whether it rides; the cheapest is usually the walking one.
        cartIncluded: false,
        bookingUrl: query.courseBookingUrl,
      };
      return [teeTime];
    },
    metrics,
  );
  // The first of a tee time's rates is kept: the cheapest, a priced one before one without.
  const price = (teeTime: CandidateTeeTime) => teeTime.pricePerPlayerCents ?? Infinity;
  candidates.sort((a, b) => price(a) - price(b));
  return finishTeeTimes('ezlinks', query.date, candidates, metrics);
}

/** The portal's courses as "6386 Aurora Hills, 6474 Meadow Hills", for a refusal. */
function describeCourses(courses: Portal['courses']): string {
  return [...courses].map(([id, name]) => (name ? `${id} ${name}` : String(id))).join(', ');
}

/**
 * EZLinks: every course's booking portal is its own host (https://{portal}.ezlinksgolf.com), and
 * one portal often books several courses (Aurora's five). The adapter loads a portal's init once
 * (its courses and search hours), then searches one date for the portal's courses with one request.
 * A course the portal does not list is refused, naming the ones it does, since its id is wrong.
 */
export class EzlinksAdapter extends SiteAdapter<'ezlinks'> {
  private readonly portals = new PerSite<Portal>();

  constructor(http: PlatformHttpClient) {
    super('ezlinks', http, parseEzlinksTimes);
  }

  /** The courses of one portal share one answer. */
  protected siteOf(ids: EzlinksIds): string {
    return ids.portal;
  }

  /** The portal's answer, once its init says it has the courses. */
  protected async readSite(
    { portal }: EzlinksIds,
    courseIds: number[],
    date: string,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const { courses, hours } = await this.portals.get(portal, () =>
      this.openPortal(portal, signal),
    );
    const unknown = courses.size > 0 ? courseIds.filter((id) => !courses.has(id)) : [];
    if (unknown.length > 0)
      throw new TeeSheetError(
        'rejected',
        'ezlinks',
        `portal ${portal} has no course ${unknown.join(', ')}; it has ${describeCourses(courses)}`,
      );
    return this.http.requestJson(searchRequest(portal, courseIds, date, hours), signal);
  }

  /** The portal's init, read once (a failed one is asked again by the next read). */
  private async openPortal(portal: string, signal?: AbortSignal): Promise<Portal> {
    const init = portalInit.safeParse(
      await this.http.requestJson({ path: '/api/search/init', tenant: portal }, signal),
    );
    if (!init.success)
      throw new TeeSheetError('malformed', 'ezlinks', `portal ${portal}: the init is not readable`);
    const { AllCourseIDs, Courses, StartTime, EndTime } = init.data;
    const courses = new Map<number, string | null>(
      (Courses ?? []).map((course) => [course.CourseID!, course.CourseName]),
    );
    for (const id of AllCourseIDs ?? []) if (!courses.has(id!)) courses.set(id!, null);
    const hour = (text: string | null, otherwise: string) =>
      (text === null ? null : clockOfInit(text)) ?? otherwise;
    return {
      courses,
      hours: { from: hour(StartTime, defaultHours.from), to: hour(EndTime, defaultHours.to) },
    };
  }
}

/**
 * One date's tee times of the portal's courses, within its hours, every round length (`p05` 0),
 * any tee time with a spot open (`p06` 1 player). `p07` stays false: its old name was
 * holdAndReturnOne, and a read must hold nothing.
 */
function searchRequest(
  portal: string,
  courseIds: number[],
  date: string,
  hours: Portal['hours'],
): PlatformRequest {
  return {
    method: 'POST',
    path: '/api/search/search',
    tenant: portal,
    json: {
      p01: courseIds,
      p02: searchDate(date),
      p03: hours.from,
      p04: hours.to,
      p05: 0,
      p06: 1,
      p07: false,
    },
  };
}
