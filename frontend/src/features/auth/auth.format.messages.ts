import { defineMessages } from '../../lib/i18n';

export const authFormatMessages = defineMessages('auth.format', {
  /** "Google Account" or "Email Account" (docs/product-rules.md, "Sign-in pages"). */
  accountTypes: {
    email: 'Email Account',
    google: 'Google Account',
    facebook: 'Facebook Account',
    github: 'GitHub Account',
  },
  /** The first time a golfer is greeted, and every time after. */
  welcome: (name: string) => `Welcome, ${name}!`,
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  /** The toast a magic link's sign-in shows. */
  newAccountToast: {
    title: 'Welcome to TeeWatch!',
    description: 'Your account is ready and you are signed in.',
  },
  returningToast: { title: 'Welcome back!', description: 'You are signed in.' },
  /**
   * The account's recent activity by its kind, shown in the other languages. English shows the
   * server's own text, which also names how (with a password, with Google...).
   */
  activity: {
    signed_up: 'Created your TeeWatch account',
    signed_in: 'Signed in',
    email_verified: 'Confirmed your email address',
    password_reset: 'Reset your password',
    profile_updated: 'Updated your profile name',
  },
});
