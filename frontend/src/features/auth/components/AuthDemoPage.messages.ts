import { defineMessages } from '../../../lib/i18n';

/** /auth-demo: the magic-link demo, popup social sign-in and the session. */
export const authDemoMessages = defineMessages('auth.demo', {
  title: 'Sign-In Demo',
  intro:
    'Try passwordless and social sign-in. In local development the magic link also shows here.',
  magicLinkSection: 'Magic Link',
  socialSection: 'Social Sign-In (popup)',
  sessionSection: 'Session',
  /** After a cancelled or denied popup; the two ways are links. */
  otherWaysIn: (emailLink: string, passwordLink: string) =>
    `Other ways in: ${emailLink} or ${passwordLink}.`,
  emailLink: 'email me a sign-in link',
  passwordLink: 'sign in with a password',
  magicLinkForm: {
    label: 'Send a demo magic link',
    send: 'Send Magic Link',
    sent: (email: string) => `Magic link sent to ${email}. Check your email.`,
    developmentLink: 'Development link',
    open: 'Open',
    copy: 'Copy',
    copiedToast: 'Link copied',
    copyFailedToast: { title: 'Copy failed', description: 'Select the link and copy it by hand.' },
  },
  session: {
    checking: 'Checking your session…',
    notSignedIn: 'Not signed in.',
    email: 'Email',
    userId: 'User ID',
    firstName: 'First Name',
    notSet: 'Not set',
    signOut: 'Sign Out',
    signedOutToast: { title: 'Signed Out', description: 'See you soon!' },
  },
});
