import { defineMessages, plural } from '../../../lib/i18n';

/** /magic-login and its four views (docs/product-rules.md, "Magic link"). */
export const magicLoginMessages = defineMessages('auth.magicLogin', {
  titles: {
    email: 'Sign In with Magic Link',
    confirmation: 'Check Your Email',
    success: "You're Signed In",
    expired: 'Link Expired',
  },
  subtitle: "No password needed: we'll email you a link that signs you in.",
  subtitleWithMinutes: (minutes: number) =>
    plural(minutes, {
      one: "No password needed: we'll email you a link that signs you in and works for # minute.",
      other:
        "No password needed: we'll email you a link that signs you in and works for # minutes.",
    }),
  signInWithPassword: 'Sign in with a password',
  formLabel: 'Email me a sign-in link',
  send: 'Send Magic Link',
  sendFailed: 'Failed to send magic link',
  sentToast: {
    title: 'Magic Link Sent!',
    description: (email: string) => `Check ${email} for your sign-in link.`,
  },
  linkSent: (email: string) =>
    `We sent a sign-in link to ${email}. Open it on any device and this page signs you in by itself.`,
  /** The time is minutes and seconds, "9:58". */
  waiting: (timeLeft: string) => `Waiting for you to open the link. It expires in ${timeLeft}.`,
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  resend: 'Resend Magic Link',
  useDifferentEmail: 'Use Different Email',
  expired: 'Your magic link has expired for security reasons. Please request a new one.',
  requestNewLink: 'Request New Magic Link',
  /** The greeting is "Welcome, Pat!" or "Welcome back, Pat!". */
  signedInHere: (greeting: string) => `${greeting} You are signed in on this device.`,
  welcomeBackSignedInHere: 'Welcome back! You are signed in on this device.',
  goToDashboard: 'Go to Dashboard',
  continue: 'Continue',
});
