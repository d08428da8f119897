import { noCancellationTermsText } from '@teewatch/contracts';
import { defineMessages, plural } from '../../../lib/i18n';

export const myBookingsMessages = defineMessages('bookings.myBookings', {
  title: 'My Bookings',
  loading: 'Loading your bookings',
  empty: (alertsLink: string) => `No bookings yet. Book a matching tee time from ${alertsLink}.`,
  alertsLink: 'your alerts',
  listLabel: 'My bookings',
  status: {
    booked: 'Booked',
    booking: 'Booking…',
    held: 'Held for you',
    'handed-over': 'Book on the course site',
    failed: 'Not booked',
    cancelled: 'Cancelled',
  },
  details: (day: string, time: string, players: number, pricePerPlayer: string | null) =>
    `${day} at ${time} · ${plural(players, { one: '# player', other: '# players' })}${
      pricePerPlayer === null ? '' : ` · ${pricePerPlayer} each`
    }`,
  confirmation: (number: string) => `Confirmation ${number}`,
  noCancellationTerms: noCancellationTermsText,
  cancelBooking: 'Cancel booking',
  coursePage: 'Course booking page',
});
