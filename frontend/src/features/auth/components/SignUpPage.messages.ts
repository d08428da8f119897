import { defineMessages } from '../../../lib/i18n';

export const signUpMessages = defineMessages('auth.signUp', {
  title: 'Create Your Account',
  subtitle: 'Accounts are optional: they add a dashboard, achievements and smart notifications.',
  alreadyHaveAccount: 'Already have an account?',
  signIn: 'Sign in',
  formLabel: 'Create an account with email',
  name: 'Name',
  password: 'Password',
  passwordHelp: (min: number) => `At least ${min} characters`,
  confirmPassword: 'Confirm Password',
  submit: 'Create Account',
  /** After sending: the confirmation link is on its way. */
  checkEmailTitle: 'Check Your Email',
  confirmationSent: (email: string) =>
    `We sent a confirmation link to ${email}. Open it on this device to finish creating your account. Nothing there? Check your spam folder.`,
  backToSignIn: 'Back to Sign In',
});
