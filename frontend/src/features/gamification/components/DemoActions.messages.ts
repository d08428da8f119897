import { formatCount } from '../../../lib/format';
import { defineMessages, plural } from '../../../lib/i18n';

/** Level and achievement names come from the catalogue book. */
export const demoActionsMessages = defineMessages('gamification.demoActions', {
  title: 'Demo Actions',
  intro: 'This server runs in demo mode: these buttons pay real ledger rows, marked as demo.',
  award: (points: number) => plural(points, { one: 'Award # Point', other: 'Award # Points' }),
  unlock: (achievement: string) => `Unlock ${achievement}`,
  allUnlocked: 'All Achievements Unlocked',
  updateStreak: 'Update Streak',
  awardFailed: 'Could not award points',
  levelUp: 'Level Up!',
  newLevel: (level: string) => `You are now a ${level}.`,
  pointsAwarded: 'Points Awarded',
  plusPoints: (points: number) => plural(points, { one: '+# point', other: '+# points' }),
  unlockFailed: 'Could not unlock',
  unlocked: 'Achievement Unlocked!',
  unlockedDescription: (achievement: string, points: number) =>
    `${achievement} · ${plural(points, { one: '+# point', other: '+# points' })}`,
  streakFailed: 'Could not update streak',
  streakUpdated: 'Streak Updated',
  streakToday: (days: number) => `${formatCount(days)}-day streak. Today counts.`,
});
