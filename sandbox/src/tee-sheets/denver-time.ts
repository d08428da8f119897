/**
 * Every simulated course is in Colorado, so the world keeps course-local dates and wall-clock
 * minutes in America/Denver and converts to instants (with daylight saving) only at the edges.
 */

export const courseTimeZone = 'America/Denver';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: courseTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const dayMs = 86_400_000;

export interface LocalMoment {
  /** Course-local calendar date, YYYY-MM-DD. */
  date: string;
  /** Minutes after local midnight, fractional seconds dropped. */
  minute: number;
}

function localFields(instant: number): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields;
}

/** The Denver date and minute of an instant (milliseconds since the epoch). */
export function toLocal(instant: number): LocalMoment {
  const f = localFields(instant);
  return {
    date: `${f.year}-${pad2(f.month ?? 0)}-${pad2(f.day ?? 0)}`,
    minute: (f.hour ?? 0) * 60 + (f.minute ?? 0),
  };
}

/** Offset of Denver from UTC at an instant, in minutes (-360 in summer, -420 in winter). */
function offsetMinutes(instant: number): number {
  const f = localFields(instant);
  const asUtc = Date.UTC(f.year ?? 0, (f.month ?? 1) - 1, f.day ?? 1, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const noonOffsets = new Map<string, number>();

/** The instant of a Denver date and wall-clock minute. */
export function toInstant(date: string, minute: number): number {
  const naive = dateToUtcMidnight(date) + minute * 60_000;
  // Daylight saving switches at 02:00, so every time from 03:00 on shares the date's noon offset;
  // caching it keeps whole sheets from formatting dates thousands of times.
  if (minute >= 3 * 60) {
    let offset = noonOffsets.get(date);
    if (offset === undefined) {
      if (noonOffsets.size > 2000) noonOffsets.clear();
      offset = exactOffset(dateToUtcMidnight(date) + 12 * 60 * 60_000);
      noonOffsets.set(date, offset);
    }
    return naive - offset * 60_000;
  }
  return naive - exactOffset(naive) * 60_000;
}

/** Offset in minutes for a naive local time (its wall clock read as if it were UTC). */
function exactOffset(naive: number): number {
  const firstGuess = naive - offsetMinutes(naive) * 60_000;
  return offsetMinutes(firstGuess);
}

/** Milliseconds of 00:00 UTC on a YYYY-MM-DD date: a day number for calendar arithmetic. */
export function dateToUtcMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

export function addDays(date: string, days: number): string {
  return new Date(dateToUtcMidnight(date) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateToUtcMidnight(to) - dateToUtcMidnight(from)) / dayMs);
}

/** 0 Sunday .. 6 Saturday. */
export function weekday(date: string): number {
  return new Date(dateToUtcMidnight(date)).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return new Date(dateToUtcMidnight(date)).toISOString().slice(0, 10) === date;
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** "07:05" for 425. */
export function formatMinute(minute: number): string {
  return `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;
}

/** "06:00:30" for 360.5: a time of day to the second, from minutes that may carry a fraction. */
export function formatClockTime(minute: number): string {
  const seconds = Math.round(minute * 60);
  return `${formatMinute(Math.floor(seconds / 60))}:${pad2(seconds % 60)}`;
}

/** 360.5 for "06:00:30" (seconds optional); undefined when the text is not a time of day. */
export function parseClockTime(text: string): number | undefined {
  const match = /^(\d{1,2}:\d{2})(?::(\d{2}))?$/.exec(text.trim());
  const minute = match ? parseMinute(match[1]!) : undefined;
  const seconds = Number(match?.[2] ?? 0);
  if (minute === undefined || seconds > 59) return undefined;
  return minute + seconds / 60;
}

/** 425 for "07:05" or "7:05"; undefined when the text is not a wall-clock time. */
export function parseMinute(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
}
