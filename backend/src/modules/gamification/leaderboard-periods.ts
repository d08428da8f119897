import { addDays, courseTimeFromLocal, denverDate } from '../../infra/time/denver-time.js';

export const leaderboardTypes = ['global', 'friends', 'weekly', 'monthly'] as const;
export type LeaderboardType = (typeof leaderboardTypes)[number];

/** A ranked board: all time, or one Denver week (from Monday 00:00) or month. */
export interface BoardPeriod {
  /** The part of the Redis key that names it: `global`, `week:2026-11-23`, `month:2026-11`. */
  key: string;
  /** When it began (null for all time): ledger rows from then on count. */
  startsAt: Date | null;
}

const denverMidnight = (date: string) => new Date(courseTimeFromLocal(date, '00:00')!.startsAt);

/** The Monday (Denver) of the week `now` falls in. */
export function weekStart(now: Date): string {
  const today = denverDate(now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addDays(today, -((weekday + 6) % 7));
}

/** The three boards a payment at `now` counts on. */
export function boardsAt(now: Date): {
  global: BoardPeriod;
  week: BoardPeriod;
  month: BoardPeriod;
} {
  const monday = weekStart(now);
  const month = denverDate(now).slice(0, 7);
  return {
    global: { key: 'global', startsAt: null },
    week: { key: `week:${monday}`, startsAt: denverMidnight(monday) },
    month: { key: `month:${month}`, startsAt: denverMidnight(`${month}-01`) },
  };
}
