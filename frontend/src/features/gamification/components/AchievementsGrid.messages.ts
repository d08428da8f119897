import { formatCount } from '../../../lib/format';
import { defineMessages } from '../../../lib/i18n';

/** `name` is the achievement's, from the catalogue book. */
export const achievementsGridMessages = defineMessages('gamification.achievementsGrid', {
  listLabel: 'Achievements',
  unlocked: (name: string) => `${name}, unlocked`,
  locked: (name: string) => `${name}, locked`,
  /** Follows the points: "250 points · Unlocked Nov 20, 2026". */
  unlockedOn: (date: string) => `Unlocked ${date}`,
  progressLabel: (name: string) => `${name} progress`,
  progress: (done: number, needed: number) => `${formatCount(done)} of ${formatCount(needed)}`,
});
