import type { Badge, LeaderboardKind } from '@teewatch/contracts';
import { formatCount } from '../../../lib/format';
import { defineMessages, plural } from '../../../lib/i18n';

export const leaderboardsMessages = defineMessages('gamification.leaderboards', {
  title: 'Leaderboards',
  boards: {
    global: {
      tab: 'Global',
      list: 'Global leaderboard',
      empty: 'Nobody has points yet.',
    },
    friends: {
      tab: 'Friends',
      list: 'Friends leaderboard',
      empty: 'Add friends to compare your points with theirs.',
    },
    weekly: {
      tab: 'Weekly',
      list: 'Weekly leaderboard',
      empty: 'No points this week yet (weeks start Monday).',
    },
    monthly: {
      tab: 'Monthly',
      list: 'Monthly leaderboard',
      empty: 'No points this month yet.',
    },
  } satisfies Record<LeaderboardKind, { tab: string; list: string; empty: string }>,
  /** `reason` is why the call failed, already a sentence. */
  loadFailed: (reason: string) => `The leaderboard could not be loaded. ${reason}`,
  yourPlace: (rank: number, points: number) =>
    `Your place: #${formatCount(rank)} with ${plural(points, { one: '# point', other: '# points' })}.`,
  you: 'You',
  friend: 'Friend',
  streak: (days: number) => `${formatCount(days)}-day streak`,
  badges: {
    bronze: 'Bronze badge',
    silver: 'Silver badge',
    gold: 'Gold badge',
    platinum: 'Platinum badge',
  } satisfies Record<Badge, string>,
});
