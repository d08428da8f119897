import { z } from 'zod';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type CourseTime } from '../../infra/time/denver-time.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import { type NormalizedTeeTime, type TeeSheetPlatform } from './tee-sheet.provider.js';

/*
 * Zod pieces for the platforms' loose JSON: numbers arrive as numbers, floats or strings, `false`
 * or "" stand for null, fields go missing.
 */

const isBlank = (value: unknown) =>
  value === false ||
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '');

/** A number, a numeric string ("45.00", "$45"), or null for false / "" / missing. */
export const looseNumber = z.preprocess((value) => {
  if (isBlank(value)) return null;
  if (typeof value === 'string') return Number(value.trim().replace(/^\$/, '').replace(/,/g, ''));
  return value;
}, z.number().finite().nullable());

/** Like looseNumber, but an unreadable value counts as missing rather than spoiling the slot. */
export const optionalNumber = looseNumber.catch(null);

/** A string (numbers become strings), or null for false / "" / missing. */
export const looseString = z.preprocess((value) => {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return String(value);
  return value;
}, z.string().nullable());

/** true / "true" / 1 / "1" are true; anything else (false, 0, null, missing) is false. */
export const looseBoolean = z
  .unknown()
  // optional(): zod 4 refuses a missing key whose schema is only unknown().
  .optional()
  .transform((value) => value === true || value === 1 || value === 'true' || value === '1');

/** An array of whatever items parse; a missing or non-array value is an empty list. */
export function lenientArray<T extends z.ZodType>(item: T) {
  // optional(): zod 4 refuses a missing key whose schema is only unknown().
  return z
    .unknown()
    .optional()
    .transform((value) => {
      if (!Array.isArray(value)) return [];
      return value.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      });
    });
}

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/**
 * Parses each element of a list answer on its own, so one odd slot does not hide the rest; a
 * non-list, or a list in which nothing parses, is malformed.
 */
export function parseList<T extends z.ZodType>(
  platform: TeeSheetPlatform,
  body: unknown,
  item: T,
  metrics: TeeSheetMetrics,
  what: string,
): z.output<T>[] {
  if (!Array.isArray(body))
    throw new TeeSheetError(
      'malformed',
      platform,
      `expected a list of ${what}, got ${describe(body)}`,
    );
  const parsed: z.output<T>[] = [];
  let firstProblem: string | undefined;
  for (const entry of body) {
    const result = item.safeParse(entry);
    if (result.success) parsed.push(result.data as z.output<T>);
    else firstProblem ??= z.prettifyError(result.error);
  }
  const skipped = body.length - parsed.length;
  if (skipped > 0 && parsed.length === 0)
    throw new TeeSheetError('malformed', platform, `no readable ${what}: ${firstProblem ?? ''}`);
  if (skipped > 0) metrics.slotsSkipped({ platform, reason: `unreadable ${what}`, count: skipped });
  return parsed;
}

function describe(body: unknown): string {
  if (Array.isArray(body)) return 'a list';
  if (body === null) return 'null';
  if (typeof body === 'object') return 'an object';
  return `${typeof body} ${JSON.stringify(body).slice(0, 40)}`;
}

/** A slot as read, before the checks every platform shares. */
export type CandidateTeeTime = Omit<NormalizedTeeTime, 'pricePerPlayerCents'> & {
  pricePerPlayerCents: number | null;
};

/** "2026-06-20" as a US date, "06/20/2026" (EZLinks' search, Club Caddie's pages). */
export function usDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** A slot's reference where the platform names none: its course, local start and round. */
export function courseSlotRef(courseId: number | string, start: CourseTime, holes: 9 | 18): string {
  return `${courseId}:${`${start.localDate}${start.localTime}`.replace(/\D/g, '')}:${holes}`;
}

/**
 * The asked course's rows of an answer that may hold several courses' rows (a Club Prophet site,
 * an EZLinks portal), each made into tee times by `read` (null: it has no readable start). A row
 * without a course id belongs to the asked course only when that course was asked alone. Counts
 * what it skips.
 */
export function candidatesOfCourse<T>(
  platform: TeeSheetPlatform,
  rows: readonly T[],
  courseIdOf: (row: T) => number | null,
  asked: { courseId: number; alone: boolean },
  read: (row: T) => CandidateTeeTime[] | null,
  metrics: TeeSheetMetrics,
): CandidateTeeTime[] {
  const candidates: CandidateTeeTime[] = [];
  let untimed = 0;
  let unowned = 0;
  for (const row of rows) {
    const courseId = courseIdOf(row) ?? (asked.alone ? asked.courseId : null);
    if (courseId === null) unowned += 1;
    if (courseId !== asked.courseId) continue;
    const teeTimes = read(row);
    if (teeTimes === null) untimed += 1;
    else candidates.push(...teeTimes);
  }
  if (untimed > 0) metrics.slotsSkipped({ platform, reason: 'no start time', count: untimed });
  if (unowned > 0) metrics.slotsSkipped({ platform, reason: 'no course id', count: unowned });
  return candidates;
}

/**
 * The last step of every adapter: keeps bookable slots of the asked date (open spots, a price),
 * reports what it dropped, removes duplicates and sorts by start.
 */
export function finishTeeTimes(
  platform: TeeSheetPlatform,
  date: string,
  candidates: CandidateTeeTime[],
  metrics: TeeSheetMetrics,
): NormalizedTeeTime[] {
  const kept = new Map<string, NormalizedTeeTime>();
  let otherDate = 0;
  let unpriced = 0;
  for (const candidate of candidates) {
    // A slot whose smallest party is larger than its room cannot be booked at all.
    const unbookable = candidate.openSpots < Math.max(1, candidate.minPlayers ?? 1);
    if (unbookable || kept.has(candidate.slotRef)) continue;
    if (candidate.localDate !== date) otherDate += 1;
    else if (candidate.pricePerPlayerCents === null) unpriced += 1;
    else
      kept.set(candidate.slotRef, {
        ...candidate,
        pricePerPlayerCents: candidate.pricePerPlayerCents,
      });
  }
  if (otherDate > 0) metrics.slotsSkipped({ platform, reason: 'another date', count: otherDate });
  if (unpriced > 0) metrics.slotsSkipped({ platform, reason: 'no price', count: unpriced });
  return [...kept.values()].sort(
    (a, b) =>
      Date.parse(a.startsAt) - Date.parse(b.startsAt) ||
      a.holes - b.holes ||
      a.slotRef.localeCompare(b.slotRef),
  );
}
