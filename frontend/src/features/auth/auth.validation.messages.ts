import { defineMessages } from '../../lib/i18n';

export const authValidationMessages = defineMessages('auth.validation', {
  emailRequired: 'Please enter your email address',
  /** "Email Required" on the recovery form (docs/product-rules.md, "Validation"). */
  emailRequiredForReset: 'Please enter your email address for password reset',
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  newPasswordRequired: 'Please enter a password',
  nameRequired: 'Please enter your name',
  /** The server's password rules (contracts' passwordRules), in the golfer's language. */
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
  commonPassword: 'This password is too common. Please choose another.',
  passwordsMismatch: 'Passwords do not match',
});
