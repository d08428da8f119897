import { defineMessages } from '../../../lib/i18n';

/** Sign-in recovery (docs/offline.md, "Sign-in recovery"). */
export const authRecoveryMessages = defineMessages('auth.recovery', {
  title: 'Sign-In Recovery',
  noProblems:
    'No sign-in problems in this browser. If one happens, it shows here with a way back in.',
  problemsLabel: 'Recent sign-in problems',
  /** A logged failure: what was said then, and when. */
  problemDetail: (message: string, moment: string) => `${message} · ${moment}`,
  email: 'Email',
  resetPassword: 'Reset Password by Email',
  magicLink: 'Sign In with Magic Link',
  retryGoogle: 'Retry Google Sign-In',
  emailRequiredTitle: 'Email Required',
  emailRequiredForReset: 'Please enter your email address for password reset',
  emailRequiredForMagicLink: 'Please enter your email address for magic link login',
  resetFailedToast: { title: 'Reset Failed', description: 'Unable to send password reset email' },
  resetSentToast: {
    title: 'Check Your Email',
    description: (email: string) => `A link to set a new password is on its way to ${email}.`,
  },
  magicLinkFailedToast: { title: 'Magic Link Failed', description: 'Unable to send magic link' },
  magicLinkSentToast: {
    title: 'Magic Link Sent',
    description: (email: string) => `Open the link we sent to ${email} to sign in.`,
  },
});
