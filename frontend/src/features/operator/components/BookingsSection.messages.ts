import { defineMessages } from '../../../lib/i18n';

/** Bookings started in the last 24 hours, by status. */
export const operatorBookingsMessages = defineMessages('operator.bookings', {
  title: 'Bookings, last 24 hours',
  empty: 'No bookings yet',
  columns: {
    status: 'Status',
    count: 'Bookings',
  },
  /** docs/bookings.md; a status the console does not know is shown as the API gives it. */
  statuses: {
    booking: 'Booking',
    booked: 'Booked',
    held: 'Held',
    'handed-over': 'Handed over',
    failed: 'Failed',
    cancelled: 'Cancelled',
  },
});
