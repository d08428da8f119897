import { addDays } from '../../infra/time/denver-time.js';

export interface StreakStanding {
  currentStreak: number;
  longestStreak: number;
  totalDays: number;
  lastActiveDate: string | null;
  /** Missed days a monthly streak freeze bridged. */
  frozenDays: string[];
}

/**
 * Streaks from a golfer's active Denver days (docs/gamification.md, "Streaks"). A streak counts
 * consecutive active days; today not being active yet does not break it. One missed day a month
 * is bridged by a streak freeze, used automatically when the day after it is active (or is
 * today): the streak goes on without counting the frozen day.
 */
export function streakOf(activeDays: readonly string[], today: string): StreakStanding {
  const active = new Set(activeDays);
  const sorted = [...active].filter((day) => day <= today).sort();
  const standing: StreakStanding = {
    currentStreak: 0,
    longestStreak: 0,
    totalDays: sorted.length,
    lastActiveDate: sorted.at(-1) ?? null,
    frozenDays: [],
  };
  if (sorted.length === 0) return standing;
  const monthsFrozen = new Set<string>();
  let run = 0;
  for (let day = sorted[0]!; day <= today; day = addDays(day, 1)) {
    if (active.has(day)) {
      run += 1;
      standing.longestStreak = Math.max(standing.longestStreak, run);
      continue;
    }
    if (day === today) break;
    const next = addDays(day, 1);
    const month = day.slice(0, 7);
    if (run > 0 && !monthsFrozen.has(month) && (active.has(next) || next === today)) {
      monthsFrozen.add(month);
      standing.frozenDays.push(day);
    } else {
      run = 0;
    }
  }
  standing.currentStreak = run;
  return standing;
}
