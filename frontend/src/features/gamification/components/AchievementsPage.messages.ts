import { formatCount } from '../../../lib/format';
import { defineMessages, plural } from '../../../lib/i18n';

export const achievementsPageMessages = defineMessages('gamification.achievementsPage', {
  title: 'Achievements',
  /** `reason` is why the call failed, already a sentence. */
  loadFailed: (reason: string) => `Your achievements could not be loaded. ${reason}`,
  empty: 'No achievement data available.',
  summary: (unlocked: number, total: number, points: number) =>
    `${formatCount(unlocked)} of ${formatCount(total)} unlocked, worth ${plural(points, { one: '# point', other: '# points' })}.`,
  levelLink: 'Your level and points',
});
