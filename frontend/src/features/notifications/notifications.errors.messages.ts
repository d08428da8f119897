import { defineMessages, plural } from '../../lib/i18n';

/** Our words for the API answers we know, by error code; the English is the server's. */
export const notificationErrorMessages = defineMessages('notifications.errors', {
  /** RATE_LIMITED from Check Now. */
  checkedRecently: (seconds: number) =>
    plural(seconds, {
      one: 'You checked a moment ago. Try again in # second.',
      other: 'You checked a moment ago. Try again in # seconds.',
    }),
  /** VERIFICATION_FAILED: shown beside the code input. */
  wrongCode: 'wrong or expired code',
  /** CONTACT_NOT_FOUND */
  contactNotFound: 'No such contact.',
  /** CONTACT_NOT_VERIFIED: the number opted out of TeeWatch's texts. */
  optedOut:
    'This number replied STOP to TeeWatch. Text START to it to opt back in, then try again.',
  /** SMS_DAILY_CAP_REACHED */
  textLimit: "You have reached today's text message limit. Try again tomorrow.",
  /** PROVIDER_UNAVAILABLE: the verification could not go out. */
  notSent: {
    email: 'The email could not be sent just now. Please try again.',
    phone: 'The text message could not be sent just now. Please try again.',
  },
});
