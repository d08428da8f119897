import { type AchievementId, type levels, type streakMilestones } from './gamification.js';

/** The achievements with words of their own; a streak milestone's achievement is named after it. */
export type FixedAchievementId = Exclude<AchievementId, `streak-${number}`>;
export type LevelNumber = (typeof levels)[number]['level'];
export type StreakDays = (typeof streakMilestones)[number]['days'];

/**
 * The catalogue's words in a language besides English (English is the catalogue's own): the
 * achievements' names and descriptions, the levels' names and the streak milestones'. The app's
 * achievement pages and the server's push and email read these same words (docs/i18n.md). One
 * file a language, so that the app's chunk for a language carries only its own.
 */
export interface CatalogueWords {
  achievements: Record<FixedAchievementId, { name: string; description: string }>;
  levels: Record<LevelNumber, string>;
  streakMilestones: Record<StreakDays, string>;
}
