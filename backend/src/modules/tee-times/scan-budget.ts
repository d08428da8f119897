import { addDays } from '../../infra/time/denver-time.js';
import { type ReadBudget } from '../../providers/tee-sheet/tee-sheet.provider.js';

/**
 * How a platform's request budget is spent on the course-dates golfers watch
 * (docs/platforms.md, "Spending the budget").
 *
 * A slot opens at an unpredictable moment and waits, unseen, until the next read: a course-date
 * read every T seconds keeps an opening waiting T/2 on average. With B reads a second for N
 * course-dates, reading them in turn (T = N/B) gives the smallest mean wait, N/(2B). Weighting
 * moves reads towards the course-dates that matter more (near dates, many watchers): reading each
 * in proportion to the square root of its weight is what minimises the weighted wait, and with
 * weights between 1 and 3 it costs the unweighted mean at most about 8% over N/(2B). Course-dates
 * where an automatic booking waits weigh more again: a golfer asked to have the slot booked at once.
 */

/** One read of a tee sheet: a course-date, or several courses' when one request answers them. */
export interface ReadUnit {
  date: string;
  watchers: number;
  /** Golfers whose queued automatic booking is on this course-date. */
  autoBookings?: number;
  /** Milliseconds since the epoch; null when never read. */
  lastReadAt: number | null;
}

/**
 * Part of the budget the planner fills; the rest absorbs retries and lateness. Booking steps need
 * no share of their own: they go before any queued read (RateLimiter's booking lane).
 */
export const PLANNED_SHARE = 0.95;

/** Golfers on one course-date from which it counts as crowded. */
const CROWDED = 5;

/**
 * A golfer who queued an automatic booking asked TeeWatch to book the moment a slot opens there:
 * that course-date weighs this much more, so it is read three times as often as its neighbours.
 */
export const AUTO_BOOKING_WEIGHT = 9;

/**
 * 1 to 3: twice for today and tomorrow, half again for a crowded course-date; nine times that
 * where a golfer's automatic booking waits.
 */
export function readWeight(
  unit: Pick<ReadUnit, 'date' | 'watchers' | 'autoBookings'>,
  today: string,
): number {
  const soon = unit.date <= addDays(today, 1) ? 2 : 1;
  const weight = soon * (unit.watchers >= CROWDED ? 1.5 : 1);
  return (unit.autoBookings ?? 0) > 0 ? weight * AUTO_BOOKING_WEIGHT : weight;
}

export function readsPerSecond(budget: ReadBudget): number {
  return budget.requestsPerSecond / Math.max(1, budget.requestsPerRead);
}

/** One unit to plan: its weight, and the longest gap between reads promised to its watchers. */
export interface PlannedUnit {
  weight: number;
  promisedIntervalSeconds: number;
}

/**
 * Seconds between two reads of each unit, so that the units together use the planned share of the
 * budget: read in proportion to the square root of their weight, never less often than promised
 * (while the budget can keep every promise) and never more often than every `minIntervalSeconds`
 * (a tee sheet read again within seconds rarely shows anything new).
 */
export function plannedIntervals(
  units: PlannedUnit[],
  budget: ReadBudget,
  minIntervalSeconds: number,
  share = PLANNED_SHARE,
): number[] {
  const rate = readsPerSecond(budget) * share;
  const speeds = units.map(({ weight }) => Math.sqrt(weight));
  const promisesFit =
    units.reduce((sum, unit) => sum + 1 / unit.promisedIntervalSeconds, 0) <= rate;
  const intervalsFor = (scale: number) =>
    units.map(({ promisedIntervalSeconds }, index) => {
      const fair = scale / speeds[index]!;
      return Math.max(
        minIntervalSeconds,
        promisesFit ? Math.min(promisedIntervalSeconds, fair) : fair,
      );
    });
  const readsAt = (scale: number) =>
    intervalsFor(scale).reduce((sum, interval) => sum + 1 / interval, 0);
  if (readsAt(0) <= rate) return intervalsFor(0);
  // readsAt falls as the scale grows: halve the bracket until the reads fit the rate.
  let low = 0;
  // At this scale every unit reads at most its fair share, or is at its promise (which fit).
  let high = Math.max(
    speeds.reduce((sum, speed) => sum + speed, 0) / rate,
    ...units.map((unit, index) => unit.promisedIntervalSeconds * speeds[index]!),
  );
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2;
    if (readsAt(middle) > rate) low = middle;
    else high = middle;
  }
  return intervalsFor(high);
}

/** Reads a second the watched units leave over, for the unwatched baseline. */
export function spareReadsPerSecond(
  intervals: number[],
  budget: ReadBudget,
  share = PLANNED_SHARE,
): number {
  const used = intervals.reduce((sum, interval) => sum + 1 / interval, 0);
  return Math.max(0, readsPerSecond(budget) * share - used);
}

/** The most a plan may ask of a platform's budget, once corrected for what it really used. */
export const MAX_PLANNED_SHARE = 1.15;

/** How far one planner turn moves the share, per unit of shortfall. */
const SHARE_GAIN = 0.1;

/**
 * The share of a platform's budget to plan next turn. Reads run a little late (they queue at the
 * platform's pace, or wait for a scan slot) and each next read is planned from when the last one
 * happened, so a plan for PLANNED_SHARE used less: 0.78-0.91 in the scan-budget bench. While the
 * watched course-dates alone could use the whole budget (`budgetBound`), the share grows by the
 * shortfall of the last minute's use, up to MAX_PLANNED_SHARE; the platform's rate limiter still
 * never lets a request go sooner than its pace allows. Otherwise it returns to PLANNED_SHARE, so
 * that a quiet platform does not store up a share it would overspend when golfers come.
 */
export function correctedShare(share: number, used: number, budgetBound: boolean): number {
  if (!budgetBound) return PLANNED_SHARE;
  const corrected = share + SHARE_GAIN * (PLANNED_SHARE - used);
  return Math.min(MAX_PLANNED_SHARE, Math.max(PLANNED_SHARE, corrected));
}
