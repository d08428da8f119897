import type { GamificationStats } from '@teewatch/contracts';
import { currentLocale, messagesFor } from '../../lib/i18n';
import { levelName } from './catalogue';
import { gamificationMessages } from './gamification.messages';

/** "Nov 25, 2026" ("25 nov 2026" in Spanish), in Denver, the day an achievement was unlocked. */
export function formatUnlockDate(iso: string): string {
  return new Date(iso).toLocaleDateString(currentLocale(), {
    timeZone: 'America/Denver',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "350 points to Weekend Warrior" (in the golfer's language), or the top level's own line. */
export function nextLevelLine(stats: GamificationStats): string {
  const text = messagesFor(gamificationMessages);
  return stats.nextLevelName
    ? text.toNextLevel(
        stats.pointsToNextLevel,
        // Levels are numbered one after another.
        levelName(stats.level + 1, stats.nextLevelName),
      )
    : text.topLevel;
}

/** How far through the current level (0-100), for its progress bar. */
export function levelProgress(stats: GamificationStats, levelStart: number): number {
  if (!stats.nextLevelName) return 100;
  const span = stats.totalPoints - levelStart + stats.pointsToNextLevel;
  return span === 0 ? 0 : ((stats.totalPoints - levelStart) / span) * 100;
}

/**
 * "Wed, Nov 25" ("vie, 27 de nov") for a Denver calendar date (YYYY-MM-DD), without the year
 * formatDay adds for another year: the streak calendar only shows the last 30 days.
 */
export function formatCalendarDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(currentLocale(), {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}
