/** TeeWatch lives in America/Denver: "today" and every date without a time are Denver dates. */
export const DENVER = 'America/Denver';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DENVER,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Denver calendar date of an instant, YYYY-MM-DD. */
export function denverDate(instant: Date = new Date()): string {
  return dateFormat.format(instant);
}

/** A calendar date N days after `date` (YYYY-MM-DD), calendar arithmetic only. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
