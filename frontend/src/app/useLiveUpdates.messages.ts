import { defineMessages, plural } from '../lib/i18n';

/** News from the live stream: said to a screen reader, or shown as a toast. */
export const liveUpdatesMessages = defineMessages('app.liveUpdates', {
  teeTimesChanged: 'Tee times changed for your alerts',
  bookingsUpdated: 'Your bookings were updated',
  achievementUnlocked: 'Achievement Unlocked!',
  /** "Birdie Streak · +700 points"; the achievement's name is the catalogue's. */
  achievementReward: (achievement: string, points: number) =>
    `${achievement} · +${plural(points, { one: '# point', other: '# points' })}`,
});
