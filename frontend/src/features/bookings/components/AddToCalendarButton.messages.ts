import { defineMessages } from '../../../lib/i18n';

export const addToCalendarMessages = defineMessages('bookings.calendar', {
  label: 'Add to calendar',
  fileName: 'tee-time.ics',
  failedTitle: 'Download Failed',
  /** The server's refusals by error code, for the other languages (English shows the server's). */
  errors: {
    NOT_FOUND: 'No such booking.',
  },
});
