import { defineMessages } from '../../../lib/i18n';

export const verifyEmailMessages = defineMessages('auth.verifyEmail', {
  failedTitle: 'Email Not Confirmed',
  verifyFailed: 'We could not confirm your email. Please try again.',
  /** The link came without its token. */
  incomplete: 'This confirmation link is incomplete. Please open the link from your email again.',
  backToSignIn: 'Back to Sign In',
  confirmedToast: { title: 'Email confirmed', description: 'Welcome to TeeWatch!' },
});
