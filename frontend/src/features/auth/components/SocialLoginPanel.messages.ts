import { defineMessages } from '../../../lib/i18n';

/** Social sign-in with its history (docs/offline.md, "Social sign-in"). */
export const socialLoginPanelMessages = defineMessages('auth.socialPanel', {
  signInTitle: 'Social Sign-In',
  issuesTitle: 'Social Login Issues',
  /** An attempt's status as a chip, and as a word inside a sentence. */
  statuses: {
    pending: 'Waiting',
    success: 'Signed in',
    denied: 'Denied',
    cancelled: 'Cancelled',
    error: 'Error',
  },
  statusesInSentence: {
    pending: 'waiting',
    success: 'signed in',
    denied: 'denied',
    cancelled: 'cancelled',
    error: 'error',
  },
  /** "Google: denied · 3:05 PM"; the error is what the provider or TeeWatch said. */
  issue: (provider: string, status: string, time: string) => `${provider}: ${status} · ${time}`,
  issueWithError: (provider: string, status: string, error: string, time: string) =>
    `${provider}: ${status}: ${error} · ${time}`,
  otherWaysTitle: 'Other Ways In',
  /** The two ways are links. */
  otherWays: (emailLink: string, passwordLink: string) => `${emailLink} or ${passwordLink}.`,
  emailLink: 'Email me a sign-in link',
  passwordLink: 'sign in with a password',
  attemptsTitle: 'Recent Attempts',
  noAttempts: 'No social sign-ins from this browser yet.',
  retry: 'Retry',
  clear: 'Clear History',
  clearedToast: {
    title: 'Login History Cleared',
    description: 'Past social sign-ins are forgotten.',
  },
  tipsTitle: 'Troubleshooting',
  tips: [
    'Allow popups for this site: the sign-in opens in a small window.',
    'Finish in that window; closing it early cancels the sign-in.',
    'Signed in to the wrong Google account? Sign out there first, then try again.',
  ],
});
