import { defineMessages } from '../../../lib/i18n';

export const magicLinkLandingMessages = defineMessages('auth.magicLinkLanding', {
  failedTitle: 'Sign-In Failed',
  failed: 'Failed to complete sign-in. Please try again.',
  requestNewLink: 'Request New Magic Link',
});
