import { defineMessages, plural } from '../../../lib/i18n';

export const streakPanelMessages = defineMessages('gamification.streakPanel', {
  title: 'Your Streak',
  /** `reason` is why the call failed, already a sentence. */
  loadFailed: (reason: string) => `Your streak could not be loaded. ${reason}`,
  current: 'Current streak',
  longest: 'Longest streak',
  days: (days: number) => plural(days, { one: '# day', other: '# days' }),
  totalDays: 'Days with TeeWatch',
  lastDays: 'Last 30 days',
  /** Each day of the calendar, by its date ("Fri, Nov 27"). */
  activeDay: (day: string) => `${day}: active`,
  frozenDay: (day: string) => `${day}: frozen (streak freeze used)`,
  missedDay: (day: string) => `${day}: missed`,
  /** The milestone's name comes from the catalogue book. */
  nextMilestone: (name: string, days: number, points: number) =>
    `Next milestone: ${name} at ${plural(days, { one: '# day', other: '# days' })} (+${plural(points, { one: '# point', other: '# points' })}).`,
  allMilestones: 'Every streak milestone reached.',
  freezeReady:
    'Your streak freeze for this month is ready: one missed day will not break your streak.',
  freezeUsed: 'This month’s streak freeze is used.',
  howDaysCount:
    'A day counts when you open TeeWatch signed in, sign in, or make an alert (Colorado time).',
});
