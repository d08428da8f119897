import { type AchievementId, streakMilestones } from '@teewatch/contracts';

/** What a golfer has done, counted from their rows (GamificationRepository.progressOf). */
export interface Progress {
  /** 1 once the golfer finished the onboarding wizard. */
  onboarded: number;
  alerts: number;
  bookings: number;
  /** Booked at $100 or more a player. */
  premiumBookings: number;
  /** Booked to start before 8:00 AM Denver time. */
  earlyBookings: number;
  courses: number;
  /** Saved against the courses' full prices on the days booked (cents, all players). */
  moneySavedCents: number;
  /** Accepted friends. */
  friends: number;
  /** The longest run of active days (streaks.ts): a milestone once reached stays reached. */
  longestStreak: number;
}

/** Which count each achievement reads; it unlocks when the count reaches its maxProgress. */
export const measureOf: Record<AchievementId, (progress: Progress) => number> = {
  welcome: () => 1,
  'onboarding-complete': (progress) => progress.onboarded,
  'first-alert': (progress) => progress.alerts,
  'ten-alerts': (progress) => progress.alerts,
  'first-booking': (progress) => progress.bookings,
  'five-bookings': (progress) => progress.bookings,
  'twenty-five-bookings': (progress) => progress.bookings,
  'premium-bookings': (progress) => progress.premiumBookings,
  'early-bird': (progress) => progress.earlyBookings,
  'five-courses': (progress) => progress.courses,
  'twenty-courses': (progress) => progress.courses,
  'smart-saver': (progress) => Math.floor(progress.moneySavedCents / 100),
  'five-friends': (progress) => progress.friends,
  'twenty-friends': (progress) => progress.friends,
  ...(Object.fromEntries(
    streakMilestones.map(({ days }) => [
      `streak-${days}`,
      (progress: Progress) => progress.longestStreak,
    ]),
  ) as Record<
    `streak-${(typeof streakMilestones)[number]['days']}`,
    (progress: Progress) => number
  >),
};

/** A price at or above this a player makes a booking premium (cents). */
export const PREMIUM_PRICE_CENTS = 100_00;
/** A tee time starting before this (Denver, HH:MM) counts for Early Bird. */
export const EARLY_START = '08:00';
