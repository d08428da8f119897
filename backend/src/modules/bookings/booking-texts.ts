import { type BookingOutcome } from '../../providers/tee-sheet/tee-time-booking.js';
import { formatWhen } from '../notifications/tee-time-news.js';
import { escapeHtml } from '../../infra/text/escape-html.js';

const party = (players: number) => `${players} ${players === 1 ? 'player' : 'players'}`;

/** The one sentence a golfer reads about a booking's outcome, on the screen and in messages. */
export function bookingMessage(
  outcome: BookingOutcome,
  slot: { courseName: string; startsAt: Date; players: number },
): string {
  const what = `${slot.courseName}, ${formatWhen(slot.startsAt)}, ${party(slot.players)}`;
  switch (outcome.kind) {
    case 'booked':
      return outcome.alreadyBooked
        ? `You already have this tee time: ${what}. Confirmation ${outcome.confirmationNumber}.`
        : `Booked: ${what}. Confirmation ${outcome.confirmationNumber}.`;
    case 'held-needs-golfer':
      return `TeeWatch is holding ${what} for you until ${formatWhen(new Date(outcome.holdExpiresAt))}. The course needs a card: finish on its booking page.`;
    case 'needs-golfer':
      return `${slot.courseName} books only golfers signed in on its own site: book ${formatWhen(slot.startsAt)} there.`;
    case 'failed':
      return outcome.message;
  }
}

export interface BookingNotice {
  booked: boolean;
  courseName: string;
  message: string;
  bookingsUrl: string;
}

/** The push that tells a golfer how a booking ended; the click opens their bookings. */
export function bookingPush(notice: BookingNotice, bookingId: string) {
  return {
    title: notice.booked
      ? `Booked at ${notice.courseName}`
      : `Booking failed at ${notice.courseName}`,
    body: notice.message,
    url: '/dashboard#my-bookings',
    tag: `teewatch-booking-${bookingId}`,
    data: { bookingId },
  };
}

/** The email that tells a golfer how a booking ended (a booked one carries its calendar file). */
export function bookingEmail(notice: BookingNotice) {
  const subject = notice.booked
    ? `Your tee time at ${notice.courseName} is booked`
    : `We could not book your tee time at ${notice.courseName}`;
  const next = notice.booked
    ? 'The calendar file attached adds it to your calendar.'
    : 'Open TeeWatch to pick another tee time.';
  return {
    subject,
    text: `${notice.message}\n\n${next}\n\nYour bookings: ${notice.bookingsUrl}\n`,
    html: `<p>${escapeHtml(notice.message)}</p><p>${escapeHtml(next)}</p><p><a href="${escapeHtml(notice.bookingsUrl)}">Your bookings</a></p>`,
  };
}

/** What My bookings says of a tee time the golfer cancelled with the course. */
export const cancelledMessage = 'You cancelled this tee time with the course.';
