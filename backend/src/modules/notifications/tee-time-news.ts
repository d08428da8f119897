/** One open tee time a message is about. */
export interface TeeTimeItem {
  teeTimeId: string;
  courseName: string;
  startsAt: Date;
  openSpots: number;
  priceCents: number;
  /** Where the golfer books it: the platform's page for the slot, else the course's site. */
  bookingUrl: string | null;
}

/** What one message on one channel says: an alert's new tee times, soonest first. */
export interface AlertNews {
  alertId: string;
  alertLabel: string;
  items: TeeTimeItem[];
}

const when = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const formatWhen = (at: Date): string => when.format(at);
export const formatSpots = (n: number): string => `${n} ${n === 1 ? 'spot' : 'spots'}`;
export const formatPrice = (cents: number): string =>
  `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}/player`;

/** "Tee time open at X" for one, "3 tee times open at X" or "... at 2 courses" for several. */
export function newsTitle(news: AlertNews): string {
  if (news.items.length === 1) return `Tee time open at ${news.items[0]!.courseName}`;
  const courses = [...new Set(news.items.map((item) => item.courseName))];
  const where = courses.length === 1 ? `at ${courses[0]}` : `at ${courses.length} courses`;
  return `${news.items.length} tee times open ${where}`;
}

export function describeItem(item: TeeTimeItem): string {
  return `${formatWhen(item.startsAt)} · ${formatSpots(item.openSpots)} · ${formatPrice(item.priceCents)}`;
}
