import { defineMessages } from '../../../lib/i18n';

/** The parts every sign-in screen shares: fields, the social buttons, "or", the guest link. */
export const signInControlsMessages = defineMessages('auth.controls', {
  email: 'Email',
  /** The show/hide toggle of a password field, named after the field's label. */
  showPassword: (label: string) => `Show ${label.toLowerCase()}`,
  hidePassword: (label: string) => `Hide ${label.toLowerCase()}`,
  or: 'or',
  continueWithoutAccount: 'Continue without account',
  continueWith: (provider: string) => `Continue with ${provider}`,
  unavailable: 'Unavailable',
  comingSoon: 'Coming Soon',
  /** A full-page social sign-in that came back unfinished. */
  socialCancelled: (provider: string) =>
    `${provider} login was cancelled. Try alternative methods below.`,
  socialFailed: (provider: string) => `${provider} sign-in failed. Please try again.`,
});
