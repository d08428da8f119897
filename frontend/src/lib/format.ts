/** How the app writes dates, times, money and counts, the same on every page. */

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

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const dayWithYearFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A calendar date for people: "Sat, Jun 20", with the year when it is not this year. */
export function formatDay(date: string, today: string = todayInDenver()): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const format = date.slice(0, 4) === today.slice(0, 4) ? dayFormat : dayWithYearFormat;
  return format.format(parsed);
}

/** "07:10" -> "7:10 AM"; anything else is shown as it came. */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}

export function formatDollars(amount: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** An instant as a golfer reads it in a list: "Nov 25, 3:00 PM" (this browser's time zone). */
export function formatMoment(at: number | string): string {
  return new Date(at).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** "bounced" as a label: "Bounced". */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
