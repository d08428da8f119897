import {
  correctedShare,
  MAX_PLANNED_SHARE,
  PLANNED_SHARE,
  plannedIntervals,
  readWeight,
  spareReadsPerSecond,
} from './scan-budget.js';

const budget = (requestsPerSecond: number, requestsPerRead = 1) => ({
  requestsPerSecond,
  requestsPerRead,
});
const unit = (weight: number, promisedIntervalSeconds = 3600) => ({
  weight,
  promisedIntervalSeconds,
});
const readsPerSecond = (intervals: number[]) => intervals.reduce((sum, i) => sum + 1 / i, 0);
/** The mean wait of a slot opening at a random moment: half of each course-date's interval. */
const meanDelay = (intervals: number[]) =>
  intervals.reduce((sum, interval) => sum + interval / 2, 0) / intervals.length;

describe('spending a platform budget on watched course-dates', () => {
  it('reads equal course-dates in turn, using the planned share of the budget', () => {
    const intervals = plannedIntervals(
      Array.from({ length: 100 }, () => unit(1)),
      budget(1),
      5,
    );
    expect(new Set(intervals.map((i) => i.toFixed(3))).size).toBe(1);
    expect(readsPerSecond(intervals)).toBeCloseTo(PLANNED_SHARE, 3);
    // N/(2B) is the least mean wait any plan can give.
    expect(meanDelay(intervals)).toBeCloseTo(100 / (2 * PLANNED_SHARE), 1);
  });

  it('keeps the mean wait within 1.2x of N/(2B) whatever the weights', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const n of [20, 500, 2000]) {
      const weights = Array.from({ length: n }, () => unit(1 + 2 * random()));
      const intervals = plannedIntervals(weights, budget(1), 5);
      expect(meanDelay(intervals)).toBeLessThanOrEqual(1.2 * (n / 2));
    }
  });

  it('reads a weightier course-date more often, by the square root of its weight', () => {
    const [heavy, light] = plannedIntervals([unit(3), unit(1), unit(1), unit(1)], budget(0.1), 5);
    expect(light! / heavy!).toBeCloseTo(Math.sqrt(3), 3);
  });

  it('reads no course-date more often than the shortest interval, leaving the rest spare', () => {
    const intervals = plannedIntervals([unit(3), unit(1)], budget(10), 5);
    expect(intervals).toEqual([5, 5]);
    expect(spareReadsPerSecond(intervals, budget(10))).toBeCloseTo(10 * PLANNED_SHARE - 0.4, 5);
  });

  it('keeps each promised interval while the budget can keep them all', () => {
    // 40 later course-dates promised a minute would get 36 s each, 10 soon ones promised 10 s.
    const units = [
      ...Array.from({ length: 10 }, () => unit(2, 10)),
      ...Array.from({ length: 40 }, () => unit(1, 60)),
    ];
    const intervals = plannedIntervals(units, budget(2), 5);
    expect(Math.max(...intervals.slice(0, 10))).toBeLessThanOrEqual(10);
    expect(Math.max(...intervals.slice(10))).toBeLessThanOrEqual(60);
    expect(readsPerSecond(intervals)).toBeCloseTo(2 * PLANNED_SHARE, 3);
  });

  it('shares out the budget when it cannot keep every promise', () => {
    const units = Array.from({ length: 100 }, () => unit(1, 30));
    const intervals = plannedIntervals(units, budget(1), 5);
    expect(intervals[0]).toBeGreaterThan(30);
    expect(readsPerSecond(intervals)).toBeCloseTo(PLANNED_SHARE, 3);
  });

  it("counts what a read costs: Chronogolf's several requests halve its reads", () => {
    const cheap = plannedIntervals([unit(1), unit(1)], budget(0.4), 1);
    const dear = plannedIntervals([unit(1), unit(1)], budget(0.4, 2), 1);
    expect(dear[0]! / cheap[0]!).toBeCloseTo(2, 3);
  });

  it('weighs today and tomorrow twice, and a crowded course-date half again', () => {
    const today = '2026-12-01';
    expect(readWeight({ date: '2026-12-05', watchers: 1 }, today)).toBe(1);
    expect(readWeight({ date: '2026-12-02', watchers: 1 }, today)).toBe(2);
    expect(readWeight({ date: '2026-12-05', watchers: 5 }, today)).toBe(1.5);
    expect(readWeight({ date: '2026-12-01', watchers: 9 }, today)).toBe(3);
  });

  it('reads a course-date where an automatic booking waits three times as often', () => {
    const today = '2026-12-01';
    expect(readWeight({ date: '2026-12-02', watchers: 1, autoBookings: 1 }, today)).toBe(18);
    const [queued, nearby] = plannedIntervals(
      [unit(readWeight({ date: '2026-12-02', watchers: 1, autoBookings: 1 }, today)), unit(2)],
      budget(0.1),
      5,
    );
    expect(nearby! / queued!).toBeCloseTo(3, 3);
  });
});

describe('correcting the planned share by what was used', () => {
  it('grows by the shortfall while the watched course-dates could use the whole budget, up to a ceiling', () => {
    const once = correctedShare(PLANNED_SHARE, 0.85, true);
    expect(once).toBeCloseTo(PLANNED_SHARE + 0.01, 5);
    let share = PLANNED_SHARE;
    for (let turn = 0; turn < 100; turn += 1) share = correctedShare(share, 0.5, true);
    expect(share).toBe(MAX_PLANNED_SHARE);
  });

  it('comes back down when the budget is used in full, never below the plain share', () => {
    expect(correctedShare(1.1, 1, true)).toBeCloseTo(1.095, 5);
    expect(correctedShare(PLANNED_SHARE, 1, true)).toBe(PLANNED_SHARE);
  });

  it('stores up nothing on a platform whose watched course-dates need less than its budget', () => {
    expect(correctedShare(1.1, 0.2, false)).toBe(PLANNED_SHARE);
  });
});
