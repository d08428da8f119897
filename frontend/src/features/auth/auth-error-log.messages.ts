import { defineMessages } from '../../lib/i18n';

/** What each logged sign-in failure means for the golfer (docs/offline.md, "Sign-in recovery"). */
export const authErrorAdviceMessages = defineMessages('auth.errorAdvice', {
  INVALID_CREDENTIALS: 'The email or password was not right.',
  ACCOUNT_LOCKED:
    'Too many tries locked the account for a while. Try again later, or reset the password.',
  EMAIL_NOT_VERIFIED: 'Confirm your email address from the message we sent before signing in.',
  SOCIAL_AUTH_DENIED: 'The sign-in was cancelled or not allowed.',
  NETWORK_ERROR: 'TeeWatch could not be reached: check the connection.',
  SESSION_EXPIRED: 'Your session ended. Please sign in again.',
  RATE_LIMITED: 'Too many attempts. Wait a few minutes, then try again.',
});
