import { noCancellationTermsText } from '@teewatch/contracts';
import { defineMessages, plural } from '../../../lib/i18n';

const holes = (count: number) => plural(count, { one: '# hole', other: '# holes' });

export const bookTeeTimeDialogMessages = defineMessages('bookings.bookDialog', {
  title: (course: string) => `Book ${course}`,
  groupTitle: 'Book for the group',
  summary: (day: string, time: string, holeCount: number, price: string) =>
    `${day} at ${time} · ${holes(holeCount)} · ${price} per player`,
  groupSummary: (course: string, day: string, time: string, holeCount: number, price: string) =>
    `${course}, ${day} at ${time} · ${holes(holeCount)} · ${price} per player`,
  groupShare: (spots: number, total: string) =>
    `${plural(spots, { one: '# player', other: '# players' })}, the group's spots: ${total} in all. You book for everyone; the group sees that you did.`,
  players: 'Players',
  cancellationPolicy: 'Cancellation policy',
  loadingPolicy: 'Loading the cancellation policy',
  noCancellationTerms: noCancellationTermsText,
  golferBooksThemselves:
    'This course books only golfers signed in on its own site: TeeWatch will take you to its booking page, where you sign in and pick this tee time.',
  booksWith: 'TeeWatch books with your name, email and verified phone.',
  cancel: 'Cancel',
  bookNow: 'Book Now',
  done: 'Done',
  errorTitle: 'Booking Error',
  errorText: 'Failed to execute one-click booking',
  failedTitle: 'Booking Failed',
  bookedTitle: 'Tee Time Booked',
});
