import { defineMessages } from '../../../lib/i18n';

export const bookingOutcomeMessages = defineMessages('bookings.outcome', {
  openCoursePage: "Open the course's booking page",
  stillBooking: 'Your bookings on the dashboard show when it is done.',
});
