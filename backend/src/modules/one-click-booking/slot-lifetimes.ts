/**
 * How likely an open slot is still open when the golfer books it, learnt from how long comparable
 * slots stayed open (docs/bookings.md, "Success probability"). A slot's lifetime runs from the scan
 * that saw it open to the scan that saw it gone; slots still open count as "at least this long".
 */

/** One slot the scanner saw open: where, when it starts, when it opened and how long it lasted. */
export interface ObservedSlot {
  courseId: string;
  /** Denver hour of the tee time, 0-23. */
  hour: number;
  /** Hours from opening to the tee time. */
  leadHours: number;
  /** Minutes open so far (still open) or in all (gone). */
  openMinutes: number;
  gone: boolean;
}

/** A slot open now, to estimate. */
export interface OpenSlot {
  courseId: string;
  hour: number;
  leadHours: number;
  /** Minutes it has been open already. */
  ageMinutes: number;
}

/** The golfer books within this many minutes of seeing the recommendation. */
export const BOOKING_HORIZON_MINUTES = 10;
/** Fewer comparable slots than this and the estimate widens to a broader group. */
const ENOUGH_SAMPLES = 8;
/** Before any history: most slots outlast ten minutes, and the prior counts as this many slots. */
const PRIOR_SURVIVAL = 0.75;
const PRIOR_WEIGHT = 2;

const leadBucket = (hours: number) => (hours < 24 ? 0 : hours < 72 ? 1 : hours < 168 ? 2 : 3);

/**
 * The chance a slot of `age` minutes survives BOOKING_HORIZON_MINUTES more: among comparable slots
 * that lasted at least `age`, the share that lasted `age + horizon` (a slot still open younger
 * than that tells nothing yet and is left out), smoothed towards the prior. Comparable means the
 * same course, hour (±1) and lead time (under a day, 1-3 days, 3-7 days, longer); with too few of
 * those, the same course; then every course.
 */
export function survivalChance(
  slot: OpenSlot,
  history: readonly ObservedSlot[],
): { chance: number; basedOn: number } {
  const groups: ((observed: ObservedSlot) => boolean)[] = [
    (o) =>
      o.courseId === slot.courseId &&
      Math.abs(o.hour - slot.hour) <= 1 &&
      leadBucket(o.leadHours) === leadBucket(slot.leadHours),
    (o) => o.courseId === slot.courseId,
    () => true,
  ];
  const until = slot.ageMinutes + BOOKING_HORIZON_MINUTES;
  let atRisk = 0;
  let survived = 0;
  for (const comparable of groups) {
    atRisk = 0;
    survived = 0;
    for (const observed of history) {
      if (!comparable(observed) || observed.openMinutes < slot.ageMinutes) continue;
      if (observed.openMinutes >= until) {
        atRisk += 1;
        survived += 1;
      } else if (observed.gone) {
        atRisk += 1;
      }
    }
    if (atRisk >= ENOUGH_SAMPLES) break;
  }
  return {
    chance: (survived + PRIOR_SURVIVAL * PRIOR_WEIGHT) / (atRisk + PRIOR_WEIGHT),
    basedOn: atRisk,
  };
}
