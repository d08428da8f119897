import { defineMessages } from '../../lib/i18n';

export const authErrorsMessages = defineMessages('auth.errors', {
  /**
   * What the product says where the prototype said "Firebase not initialized" (docs/decisions.md,
   * "Sign-in unavailable").
   */
  signInUnavailable: 'Sign-in is temporarily unavailable. Please try again.',
  network: 'Network error. Please try again.',
});
