import { type CatalogueCourse } from './catalogue.js';
import { unitFrom } from './seeded-random.js';

/** How one course runs its tee sheet; every number is decided by the seed and the course id. */
export interface CourseProfile {
  holes: 9 | 18;
  /** Minutes after local midnight of the first and last tee time. */
  firstTeeMinute: number;
  lastTeeMinute: number;
  intervalMinutes: number;
  /** Weekday, before-twilight price per player for the sheet's holes, in cents. */
  basePriceCents: number;
  /** Prices end in .50 at some courses, whole dollars elsewhere. */
  halfDollarPrices: boolean;
  weekendFactor: number;
  twilightFromMinute: number;
  twilightFactor: number;
  /** Share taken off a slot's price in the last 24 hours before it (0 for most courses). */
  lastMinuteDiscount: number;
  cartIncluded: boolean;
  /** Cart fee per rider in cents, when the cart is not included. */
  cartFeeCents: number;
  /** Dates up to this many days ahead of today are bookable. */
  bookingWindowDays: number;
  /**
   * Local minute of the day at which the next date opens (0 is midnight); a fraction carries
   * seconds, as a release set through /control may.
   */
  releaseMinute: number;
  /** 0..1, how quickly golfers fill the course. */
  popularity: number;
}

const nineHoleName = /\b9\b|\bnine\b|par[ -]?3|executive/i;
const mountainAreas = new Set(['vail', 'aspen']);

export function courseProfile(course: CatalogueCourse, seed: number): CourseProfile {
  const pick = (label: string): number => unitFrom(seed, course.id, label);
  const choose = <T>(label: string, options: readonly T[]): T =>
    options[Math.floor(pick(label) * options.length)] as T;

  const holes = nineHoleName.test(course.name) ? 9 : 18;
  const mountain =
    (course.area !== null && mountainAreas.has(course.area)) || course.longitude < -105.7;
  const firstTeeMinute = mountain
    ? choose('first-tee', [7 * 60, 7 * 60 + 15, 7 * 60 + 30])
    : choose('first-tee', [6 * 60, 6 * 60, 6 * 60 + 15, 6 * 60 + 30]);
  const lastTeeMinute = choose('last-tee', [17 * 60, 17 * 60 + 15, 17 * 60 + 30]);

  const type = course.type.toLowerCase();
  const [low, high] = type.includes('resort')
    ? [150, 250]
    : type.includes('semi')
      ? [65, 120]
      : mountain
        ? [80, 160]
        : [25, 70];
  const dollars18 = low + pick('price') * (high - low);
  const dollars = holes === 9 ? dollars18 * 0.55 : dollars18;
  const halfDollars = pick('price-cents') < 0.2;
  const basePriceCents = roundPrice(dollars * 100, halfDollars);

  const cartIncluded = type.includes('resort') || pick('cart') < 0.35;
  return {
    holes,
    firstTeeMinute,
    lastTeeMinute,
    intervalMinutes: 7 + Math.floor(pick('interval') * 4),
    basePriceCents,
    halfDollarPrices: halfDollars,
    weekendFactor: 1.1 + pick('weekend') * 0.2,
    twilightFromMinute: choose('twilight', [14 * 60, 15 * 60, 15 * 60, 16 * 60]),
    twilightFactor: 0.55 + pick('twilight-factor') * 0.2,
    lastMinuteDiscount: pick('last-minute') < 0.4 ? 0.1 + pick('discount') * 0.15 : 0,
    cartIncluded,
    cartFeeCents: cartIncluded ? 0 : 1500 + Math.floor(pick('cart-fee') * 5) * 250,
    bookingWindowDays: 7 + Math.floor(pick('window') * 8),
    releaseMinute: choose('release', [0, 0, 0, 6 * 60, 7 * 60, 19 * 60]),
    popularity: 0.35 + pick('popularity') * 0.6,
  };
}

/** Whole dollars, or half dollars for courses that price that way (foreUP shows 35.5). */
export function roundPrice(cents: number, halfDollars: boolean): number {
  const step = halfDollars ? 50 : 100;
  return Math.max(step, Math.round(cents / step) * step);
}
