import { defineMessages } from '../../../lib/i18n';

export const cancelBookingMessages = defineMessages('bookings.cancel', {
  title: 'Cancel this tee time',
  summary: (course: string, day: string, time: string) => `${course}, ${day} at ${time}`,
  summaryWithConfirmation: (course: string, day: string, time: string, confirmation: string) =>
    `${course}, ${day} at ${time} · Confirmation ${confirmation}`,
  howToCancel:
    "Courses take cancellations only from the golfer. Cancel it on the course's booking page or by phone, then tell us here: TeeWatch checks with the course and updates My Bookings.",
  coursePage: 'Course booking page',
  keep: 'Keep it',
  cancelled: "I've cancelled it",
  cancelledTitle: 'Booking Cancelled',
  /** The server's refusals by error code, for the other languages (English shows the server's). */
  errors: {
    BOOKING_STILL_LISTED:
      "The course still lists this booking. Cancel it on the course's booking page, then try again.",
    PROVIDER_UNAVAILABLE:
      "We could not reach the course's booking system. Please try again in a minute.",
    NOT_FOUND: 'No such booking.',
  },
});
