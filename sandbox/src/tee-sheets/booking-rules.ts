import { type CourseProfile } from './course-profile.js';
import { hash32 } from './seeded-random.js';

/** What a course asks of, and tells, a golfer booking online, beyond a live hold. */

/** Busy courses ask for a card to book online (foreUP's `require_credit_card`). */
export function requiresCard(profile: CourseProfile): boolean {
  return profile.popularity > 0.7;
}

/**
 * The cancellation terms a course publishes where its platform shows them; null for about a third.
 * They depend on the course id alone, never on the seed.
 */
export function cancellationTermsOf(courseId: string): string | null {
  const choice = hash32('cancellation-terms', courseId) % 3;
  if (choice === 0) return null;
  const hours = choice === 1 ? 24 : 48;
  return `Cancel at least ${hours} hours before your tee time. Later cancellations and no-shows are charged the full green fee.`;
}
