import { type TimePreference, timeWindows } from '@teewatch/contracts';

/**
 * Best first, for one alert's open matches (docs/product-rules.md, "An alert's matches, best
 * first"): every match already fits the alert, so each is scored against the others on time,
 * price and distance, and the best comes first.
 */

export interface Rankable {
  /** Denver wall-clock time, HH:MM. */
  time: string;
  priceCents: number;
  /** From the alert's place; null when the alert names its courses and has no place. */
  distanceMiles: number | null;
}

const WEIGHTS = { time: 0.4, price: 0.35, distance: 0.25 };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** 1 for the best of the values, 0 for the worst, in between by where the value lies. */
function lowIsBest(values: number[]): (value: number) => number {
  const low = Math.min(...values);
  const spread = Math.max(...values) - low;
  return (value) => (spread === 0 ? 1 : 1 - (value - low) / spread);
}

/**
 * Time fit: 1 at the middle of the alert's window, falling to 0 at its edges; every time fits an
 * "any time" alert equally. Price and distance: the cheapest and the nearest score 1, the dearest
 * and the furthest 0. Ties go to the earlier tee time, then the cheaper.
 */
export function bestFirst<T extends Rankable>(
  matches: readonly T[],
  preference: TimePreference,
): T[] {
  const window = timeWindows[preference];
  const middle = (minutesOf(window.start) + minutesOf(window.end)) / 2;
  const halfWidth = (minutesOf(window.end) - minutesOf(window.start)) / 2;
  const timeFit = (time: string) =>
    preference === 'any' ? 1 : 1 - Math.abs(minutesOf(time) - middle) / halfWidth;
  const priceFit = lowIsBest(matches.map((match) => match.priceCents));
  const distanceFit = lowIsBest(matches.map((match) => match.distanceMiles ?? 0));
  const scored = matches.map((match) => ({
    match,
    score:
      WEIGHTS.time * timeFit(match.time) +
      WEIGHTS.price * priceFit(match.priceCents) +
      WEIGHTS.distance * distanceFit(match.distanceMiles ?? 0),
  }));
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.match.time.localeCompare(b.match.time) ||
        a.match.priceCents - b.match.priceCents,
    )
    .map(({ match }) => match);
}
