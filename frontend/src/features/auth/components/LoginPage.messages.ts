import { defineMessages } from '../../../lib/i18n';

export const loginMessages = defineMessages('auth.login', {
  title: 'Welcome Back',
  subtitle: 'Sign in to see your dashboard, achievements and smart notifications.',
  newToTeeWatch: 'New to TeeWatch?',
  createAccount: 'Create an account',
  magicLinkInstead: 'Email me a sign-in link instead',
  /** Shown after the session ran out and the golfer was sent here. */
  sessionExpired: 'Session expired. Please sign in again.',
  formLabel: 'Sign in with email',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  submit: 'Sign In',
  signedInToast: 'Welcome back!',
});
