import type { GamificationStats } from '@teewatch/contracts';

/** "Nov 25, 2026", in Denver, the day an achievement was unlocked. */
export function formatUnlockDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    timeZone: 'America/Denver',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "350 points to Weekend Warrior", or the top level's own line. */
export function nextLevelLine(stats: GamificationStats): string {
  return stats.nextLevelName
    ? `${stats.pointsToNextLevel.toLocaleString('en-US')} points to ${stats.nextLevelName}`
    : 'You have reached the top level.';
}

/** How far through the current level (0-100), for its progress bar. */
export function levelProgress(stats: GamificationStats, levelStart: number): number {
  if (!stats.nextLevelName) return 100;
  const span = stats.totalPoints - levelStart + stats.pointsToNextLevel;
  return span === 0 ? 0 : ((stats.totalPoints - levelStart) / span) * 100;
}

/** "Wed, Nov 25" for a Denver calendar date (YYYY-MM-DD). */
export function formatCalendarDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}
