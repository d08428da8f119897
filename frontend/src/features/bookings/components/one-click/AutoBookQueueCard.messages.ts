import { defineMessages, plural } from '../../../../lib/i18n';

export const autoBookQueueMessages = defineMessages('bookings.autoBookQueue', {
  title: 'Auto-Book Queue',
  intro: 'TeeWatch books each the moment its tee time, or one that fits as well that day, is open.',
  status: {
    waiting: 'Watching',
    paused: 'Paused',
    booking: 'Booking…',
    booked: 'Booked',
    cancelled: 'Cancelled',
  },
  itemLabel: (course: string, day: string) => `${course}, ${day}`,
  teeTime: (course: string, day: string, time: string) => `${course} · ${day} at ${time}`,
  players: (count: number) => plural(count, { one: '# player', other: '# players' }),
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  paused: 'Auto-Book Paused',
  resumed: 'Auto-Book Resumed',
  cancelled: 'Auto-Book Cancelled',
  notChanged: 'Not Changed',
  /** The server's refusals by error code, for the other languages (English shows the server's). */
  errors: {
    NOT_FOUND: 'No such automatic booking.',
  },
});
