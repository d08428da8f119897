import { defineMessages } from '../../../lib/i18n';

export const forgotPasswordMessages = defineMessages('auth.forgotPassword', {
  title: 'Forgot Your Password?',
  subtitle: "Enter the email of your account and we'll send you a link to choose a new password.",
  formLabel: 'Reset your password',
  resetFailedTitle: 'Reset Failed',
  resetFailed: 'Unable to send password reset email.',
  emailRequiredTitle: 'Email Required',
  submit: 'Send Reset Link',
  backToSignIn: 'Back to Sign In',
  /** After sending: the same answer for every address. */
  checkEmailTitle: 'Check Your Email',
  resetSent: (email: string) =>
    `If ${email} has a TeeWatch account, the email has a link to choose a new password. Nothing there? Check your spam folder.`,
});
