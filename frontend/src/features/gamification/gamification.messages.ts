import type { Badge } from '@teewatch/contracts';
import { defineMessages, plural } from '../../lib/i18n';

/** Texts several gamification screens share: points, the way to the next level, badges. */
export const gamificationMessages = defineMessages('gamification.common', {
  points: (count: number) => plural(count, { one: '# point', other: '# points' }),
  /** "250 points to Weekend Warrior": the level's name from the catalogue book. */
  toNextLevel: (points: number, level: string) =>
    `${plural(points, { one: '# point', other: '# points' })} to ${level}`,
  topLevel: 'You have reached the top level.',
  badges: {
    bronze: 'Bronze',
    silver: 'Silver',
    gold: 'Gold',
    platinum: 'Platinum',
  } satisfies Record<Badge, string>,
});
