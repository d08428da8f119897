import { defineMessages } from '../../../lib/i18n';

/** What a popup social sign-in says as it ends (docs/product-rules.md, "Social sign-in popup"). */
export const socialPopupMessages = defineMessages('auth.socialPopup', {
  /** Kept in the sign-in recovery log. */
  notAllowed: (provider: string) => `${provider} sign-in was cancelled or not allowed.`,
  cancelledToast: {
    title: 'Social Login Cancelled',
    description: (provider: string) =>
      `${provider} login was cancelled. Try alternative methods below.`,
  },
  failedToastTitle: 'Social Login Failed',
  failedWith: (provider: string) => `Failed to login with ${provider}`,
  blockedToast: {
    title: 'Social Login Error',
    description: 'Popup blocked. Please allow popups for this site.',
  },
  signedInToast: 'Login Successful',
});
