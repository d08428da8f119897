import { defineMessages } from '../../../lib/i18n';

export const resetPasswordMessages = defineMessages('auth.resetPassword', {
  /** The link came without its token. */
  incompleteTitle: 'Reset Link Incomplete',
  incomplete: 'This reset link is incomplete. Please request a new one.',
  requestNewLink: 'Request New Reset Link',
  title: 'Choose a New Password',
  subtitle: (min: number) => `At least ${min} characters.`,
  formLabel: 'Choose a new password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  submit: 'Reset Password',
  resetFailed: 'Unable to reset your password. Please try again.',
  requestAnotherLink: 'Request a new reset link',
  doneTitle: 'Password Reset',
  done: 'Your password has been changed. Sign in with your new password.',
  signIn: 'Sign In',
});
