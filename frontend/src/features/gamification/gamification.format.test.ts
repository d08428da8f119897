import { levels } from '@teewatch/contracts';
import { makeGamificationStats } from '../../test/factories';
import { describe, expect, it } from 'vitest';
import { levelProgress, nextLevelLine } from './gamification.format';

const statsAt = (totalPoints: number) => makeGamificationStats(totalPoints);

describe('level progress', () => {
  it('says how far the next level is, and how far through this one the golfer is', () => {
    expect(nextLevelLine(statsAt(750))).toBe('250 points to Weekend Warrior');
    expect(levelProgress(statsAt(750), levels[0].minPoints)).toBe(75);
    expect(nextLevelLine(statsAt(1000))).toBe('1,500 points to Course Crawler');
    expect(levelProgress(statsAt(1000), levels[1].minPoints)).toBe(0);
  });

  it('says so at the top level', () => {
    expect(nextLevelLine(statsAt(25_000))).toBe('You have reached the top level.');
    expect(levelProgress(statsAt(25_000), levels[5].minPoints)).toBe(100);
  });
});
