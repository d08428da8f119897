import type { AlertMatch } from '@teewatch/contracts';
import { messagesFor } from '../../lib/i18n';
import { foundAgo } from './alerts.format';
import { alertFormatMessages } from './alerts.format.messages';

/**
 * An alert's matches as the page shows them (docs/product-rules.md, "An alert's matches, best
 * first"): the server sends them best first; here they are grouped by course, with what is New
 * pulled to the front, since a slot that just opened is the news the golfer came for.
 */

export interface CourseGroup {
  courseId: string;
  courseName: string;
  distanceMiles: number | null;
  checkedAt: string | null;
  /** New first (newest first), then best first. */
  teeTimes: AlertMatch[];
  hasNew: boolean;
}

/** A two-hour block of the day, by its first hour: 6 is 6-8 AM. */
export type TimeBlock = number;

export interface MatchFilters {
  courseId: string | null;
  block: TimeBlock | null;
}

export const blockOf = (time: string): TimeBlock => Math.floor(Number(time.slice(0, 2)) / 2) * 2;

/** "6-8 AM", "10 AM-12 PM", "12-2 PM" (in German "6–8 Uhr"). */
export function blockLabel(block: TimeBlock): string {
  return messagesFor(alertFormatMessages).timeBlock(block, block + 2);
}

/** The courses and time blocks the matches fall in: what the filters offer. */
export function filterChoices(matches: readonly AlertMatch[]) {
  const courses = new Map<string, string>();
  const blocks = new Set<TimeBlock>();
  for (const match of matches) {
    courses.set(match.courseId, match.courseName);
    blocks.add(blockOf(match.time));
  }
  return {
    courses: [...courses]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    blocks: [...blocks].sort((a, b) => a - b),
  };
}

export function applyFilters(matches: readonly AlertMatch[], filters: MatchFilters): AlertMatch[] {
  return matches.filter(
    (match) =>
      (filters.courseId === null || match.courseId === filters.courseId) &&
      (filters.block === null || blockOf(match.time) === filters.block),
  );
}

/**
 * Groups best-first matches by course. A course comes where its best tee time comes, except that
 * courses with something New come first; inside a course, New tee times lead, newest first.
 */
export function groupByCourse(matches: readonly AlertMatch[], now = new Date()): CourseGroup[] {
  const groups = new Map<string, CourseGroup & { fresh: AlertMatch[] }>();
  for (const match of matches) {
    let group = groups.get(match.courseId);
    if (!group) {
      group = {
        courseId: match.courseId,
        courseName: match.courseName,
        distanceMiles: match.distanceMiles,
        checkedAt: match.checkedAt,
        teeTimes: [],
        fresh: [],
        hasNew: false,
      };
      groups.set(match.courseId, group);
    }
    const isNew = match.foundAt !== null && foundAgo(match.foundAt, now).isNew;
    (isNew ? group.fresh : group.teeTimes).push(match);
  }
  const ordered = [...groups.values()].map(({ fresh, teeTimes, ...group }) => ({
    ...group,
    hasNew: fresh.length > 0,
    teeTimes: [...fresh.sort((a, b) => b.foundAt!.localeCompare(a.foundAt!)), ...teeTimes],
  }));
  // Array.prototype.sort is stable: courses without news keep their best-first order.
  return ordered.sort((a, b) => Number(b.hasNew) - Number(a.hasNew));
}
