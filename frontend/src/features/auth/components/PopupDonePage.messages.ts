import { defineMessages } from '../../../lib/i18n';

/** The last page of a social sign-in popup. */
export const popupDoneMessages = defineMessages('auth.popupDone', {
  /** Reported to the opener when the server gives no message (docs/product-rules.md). */
  failedWith: (provider: string) => `Failed to login with ${provider}`,
  cancelled: (provider: string) => `${provider} login was cancelled.`,
  /** Opened directly, with nobody to report to. */
  finishedTitle: 'Sign-in finished',
  continue: 'Continue to TeeWatch',
  finishing: 'Finishing sign-in…',
  closesItself: 'This window closes by itself.',
});
