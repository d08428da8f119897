/**
 * Conversions between instants and Denver wall-clock time, through Intl's time-zone data so
 * daylight-saving changes (second Sunday of March, first Sunday of November) come out right.
 * TeeWatch lives in America/Denver: "today" and every date without a time are Denver dates.
 */
export const COURSE_TIME_ZONE = 'America/Denver';

export interface CourseTime {
  /** ISO 8601 with the Denver offset: 2026-06-20T07:10:00-06:00. */
  startsAt: string;
  localDate: string;
  localTime: string;
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: COURSE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const HOUR_MS = 3600 * 1000;

/**
 * Denver's offset from UTC in minutes for each UTC hour asked about. Denver's clocks change on
 * the hour (2 AM local, 08:00 or 09:00 UTC), so one offset holds for a whole UTC hour. Reading it
 * from Intl takes microseconds, and a scan converts thousands of tee times, all within a few
 * days: the scanner spent a fifth of its CPU here before the offsets were kept
 * (docs/operations.md, "Scanner").
 */
const offsetByUtcHour = new Map<number, number>();
const OFFSETS_KEPT = 24 * 400;

/** Denver's offset from UTC in minutes at an instant: -360 in summer, -420 in winter. */
function offsetMinutesAt(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    const parts: Record<string, number> = {};
    for (const part of wallClock.formatToParts(hour * HOUR_MS))
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    const asUtc = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 0) - 1,
      parts.day ?? 0,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    offset = Math.round((asUtc - hour * HOUR_MS) / 60000);
    if (offsetByUtcHour.size >= OFFSETS_KEPT) offsetByUtcHour.clear();
    offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

function format(epochMs: number, offsetMinutes: number): CourseTime {
  // The wall clock is the instant shifted by the offset, read in UTC.
  const w = new Date(Math.floor(epochMs / 1000) * 1000 + offsetMinutes * 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const localDate = `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
  const localTime = `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
  return {
    startsAt: `${localDate}T${localTime}:${pad(w.getUTCSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`,
    localDate,
    localTime,
  };
}

/** A UTC instant (epoch ms) as Denver time. */
export function courseTimeFromInstant(epochMs: number): CourseTime {
  return format(epochMs, offsetMinutesAt(epochMs));
}

/**
 * A Denver wall-clock time as an instant. In the repeated hour of November the earlier (daylight)
 * instant is chosen; a time in the skipped hour of March is read with the offset before the change,
 * landing an hour later, as clocks do.
 */
export function courseTimeFromWallClock(wall: WallClock): CourseTime | null {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const check = new Date(asUtc);
  const valid =
    check.getUTCFullYear() === wall.year &&
    check.getUTCMonth() === wall.month - 1 &&
    check.getUTCDate() === wall.day &&
    check.getUTCHours() === wall.hour &&
    check.getUTCMinutes() === wall.minute;
  if (!valid) return null;
  const dayMs = 24 * 3600 * 1000;
  const before = offsetMinutesAt(asUtc - dayMs / 2);
  const after = offsetMinutesAt(asUtc + dayMs / 2);
  for (const offset of [before, after]) {
    const epochMs = asUtc - offset * 60000;
    if (offsetMinutesAt(epochMs) === offset) return format(epochMs, offset);
  }
  const epochMs = asUtc - before * 60000;
  return format(epochMs, offsetMinutesAt(epochMs));
}

/** Parses "YYYY-MM-DD" and "HH:MM" (or "H:MM", seconds ignored) into Denver time. */
export function courseTimeFromLocal(date: string, time: string): CourseTime | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!d || !t) return null;
  return courseTimeFromWallClock({
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
  });
}

/** "YYYY-MM-DD" plus minutes after local midnight (MemberSports) as Denver time. */
export function courseTimeFromMinutes(
  date: string,
  minutesAfterMidnight: number,
): CourseTime | null {
  if (!Number.isInteger(minutesAfterMidnight) || minutesAfterMidnight < 0) return null;
  if (minutesAfterMidnight >= 24 * 60) return null;
  const hours = Math.floor(minutesAfterMidnight / 60);
  return courseTimeFromLocal(date, `${pad(hours)}:${pad(minutesAfterMidnight % 60)}`);
}

/** The Denver calendar date of an instant, YYYY-MM-DD: what "today" means in TeeWatch. */
export function denverDate(instant: Date = new Date()): string {
  return courseTimeFromInstant(instant.getTime()).localDate;
}

/** A calendar date N days after `date` (YYYY-MM-DD), calendar arithmetic only. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
