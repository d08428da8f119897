import { defineMessages } from '../../../lib/i18n';

export const bookTeeTimeButtonMessages = defineMessages('bookings.bookButton', {
  book: 'Book',
  bookForGroup: 'Book for the group',
  bookLabel: (course: string, time: string) => `Book ${course} at ${time}`,
  bookForGroupLabel: (course: string, time: string) => `Book ${course} at ${time} for the group`,
});
