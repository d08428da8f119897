import { addDays } from '../../infra/time/denver-time.js';
import { streakOf } from './streaks.js';

const today = '2026-11-25';
const daysBefore = (...offsets: number[]) => offsets.map((offset) => addDays(today, -offset));

describe('streaks', () => {
  it('counts consecutive active days up to today, or up to yesterday while today is not over', () => {
    expect(streakOf(daysBefore(0, 1, 2), today)).toMatchObject({
      currentStreak: 3,
      longestStreak: 3,
      totalDays: 3,
      lastActiveDate: today,
    });
    expect(streakOf(daysBefore(1, 2), today).currentStreak).toBe(2);
  });

  it('bridges one missed day a month with a freeze, without counting it', () => {
    // Active 5, 4, (3 missed), 2, 1, 0 days ago.
    const standing = streakOf(daysBefore(5, 4, 2, 1, 0), today);
    expect(standing.currentStreak).toBe(5);
    expect(standing.frozenDays).toEqual([addDays(today, -3)]);
  });

  it('breaks on two missed days in a row, and on a second missed day in the same month', () => {
    expect(streakOf(daysBefore(6, 5, 2, 1, 0), today).currentStreak).toBe(3);
    // Nov 20 and Nov 23 both missed: only the first is frozen.
    expect(streakOf(daysBefore(7, 6, 4, 3, 1, 0), today)).toMatchObject({
      currentStreak: 2,
      longestStreak: 4,
      frozenDays: [addDays(today, -5)],
    });
  });

  it('keeps the streak alive through a missed yesterday until today ends', () => {
    expect(streakOf(daysBefore(3, 2), today).currentStreak).toBe(2);
    expect(streakOf(daysBefore(4, 3), today).currentStreak).toBe(0);
  });

  it('knows nothing of a golfer with no active day', () => {
    expect(streakOf([], today)).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      totalDays: 0,
      lastActiveDate: null,
      frozenDays: [],
    });
  });
});
