import { defineMessages, plural } from '../../../lib/i18n';

export const statTilesMessages = defineMessages('gamification.statTiles', {
  totalPoints: 'Total Points',
  totalPointsHint: 'Earned by alerts and bookings',
  streak: 'Day Streak',
  /** Under the streak's figure, which is shown on its own: the words only. */
  streakHint: (days: number) => plural(days, { one: 'Day in a row', other: 'Days in a row' }),
  achievements: 'Achievements',
  achievementsHint: 'Unlocked so far',
  challenges: 'Challenges Completed',
  challengesHint: 'Achievements of several steps',
});
