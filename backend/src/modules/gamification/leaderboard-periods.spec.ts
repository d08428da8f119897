import { boardsAt, weekStart } from './leaderboard-periods.js';

describe('leaderboard periods', () => {
  it('starts the week on Monday 00:00 in Denver, not at UTC midnight', () => {
    // Monday Nov 23, 2026, 05:30 UTC is still Sunday 22:30 in Denver.
    expect(weekStart(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-16');
    expect(weekStart(new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-23');
    expect(boardsAt(new Date('2026-11-23T07:00:00Z')).week).toEqual({
      key: 'week:2026-11-23',
      startsAt: new Date('2026-11-23T07:00:00Z'),
    });
  });

  it('starts the month on the 1st at 00:00 in Denver', () => {
    expect(boardsAt(new Date('2026-12-01T06:59:00Z')).month.key).toBe('month:2026-11');
    expect(boardsAt(new Date('2026-12-01T07:00:00Z')).month).toEqual({
      key: 'month:2026-12',
      startsAt: new Date('2026-12-01T07:00:00Z'),
    });
  });
});
