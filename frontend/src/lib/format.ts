/** How the app writes dates, times, money and counts, the same on every page, in the golfer's language. */
import { currentLocale } from './i18n/messages';

/** TeeWatch's time zone: "today" is the Denver calendar date (docs/decisions.md, "Denver time"). */
const TIME_ZONE = 'America/Denver';

/** Today's date in Denver, YYYY-MM-DD. */
export function todayInDenver(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** One formatter per locale and kind: building Intl formatters is costly, using them is not. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => F,
): F {
  const cacheKey = `${currentLocale()}|${key}`;
  let made = formatters.get(cacheKey) as F | undefined;
  if (!made) formatters.set(cacheKey, (made = make()));
  return made;
}

const dayParts = { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' } as const;

/**
 * A calendar date for people in the golfer's language: "Sat, Jun 20" ("sáb, 20 jun"), with the
 * year when it is not this year.
 */
export function formatDay(date: string, today: string = todayInDenver()): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const withYear = date.slice(0, 4) !== today.slice(0, 4);
  return formatter(withYear ? 'day-year' : 'day', () =>
    withYear
      ? new Intl.DateTimeFormat(currentLocale(), { ...dayParts, year: 'numeric' })
      : new Intl.DateTimeFormat(currentLocale(), dayParts),
  ).format(parsed);
}

/** "07:10" -> "7:10 AM" (in French and German "07:10"); anything else is shown as it came. */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return formatter(
    'clock',
    () =>
      new Intl.DateTimeFormat(currentLocale(), {
        timeZone: 'UTC',
        hour: 'numeric',
        minute: '2-digit',
      }),
  ).format(at);
}

/** Dollars in the golfer's language: "$45", "$45.50" ("45,50 $" in German). */
export function formatDollars(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return formatter(
    `usd-${digits}`,
    () =>
      new Intl.NumberFormat(currentLocale(), {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      }),
  ).format(amount);
}

/** A count in the golfer's language: "2,000" ("2.000" in German). */
export function formatCount(count: number): string {
  return formatter('count', () => new Intl.NumberFormat(currentLocale())).format(count);
}

/** An instant as a golfer reads it in a list: "Nov 25, 3:00 PM" (this browser's time zone). */
export function formatMoment(at: number | string): string {
  return formatter(
    'moment',
    () =>
      new Intl.DateTimeFormat(currentLocale(), {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
  ).format(new Date(at));
}

/** "bounced" as a label: "Bounced". */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An instant's time of day to the second: "3:04:05 PM" ("15:04:05" in German), local time. */
export function formatTimeWithSeconds(at: number | string): string {
  return formatter(
    'time-seconds',
    () => new Intl.DateTimeFormat(currentLocale(), { timeStyle: 'medium' }),
  ).format(new Date(at));
}
