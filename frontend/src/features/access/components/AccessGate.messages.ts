import { defineMessages } from '../../../lib/i18n';

export const accessGateMessages = defineMessages('access.gate', {
  title: 'Private Access',
  intro:
    'TeeWatch is in private beta for Colorado golfers. Enter your access code to start getting tee-time alerts.',
  revoked: 'Your access could not be confirmed. Please enter your access code again.',
  needCode: 'Need a code?',
  whereCodesComeFrom: (email: string) =>
    `Codes come from the TeeWatch team or as a friend invitation from a current member. Ask the golfer who told you about TeeWatch, or write to ${email}.`,
  missingCodeTitle: 'Missing Access Code',
  missingCodeText: 'Please enter your access code.',
  invalidCodeTitle: 'Invalid Access Code',
  grantedTitle: 'Access Granted!',
  /**
   * The server's refusals by error code, shown in the other languages. English shows the server's
   * own message, which these repeat, except that the server's rate limit names the minutes to wait.
   */
  refusals: {
    ACCESS_CODE_UNKNOWN: 'That access code is not valid. Check it and try again.',
    ACCESS_CODE_EXPIRED: 'That access code has expired. Ask for a new one.',
    ACCESS_CODE_USED_UP: 'That access code has already been used the maximum number of times.',
    RATE_LIMITED: 'Too many access code attempts. Try again in a few minutes.',
  },
});

/** The gate's page title: the app's own, as the first page a visitor sees. */
export const accessGateTitleMessages = defineMessages('access.gateTitle', {
  title: 'TeeWatch – Colorado tee-time alerts',
});
