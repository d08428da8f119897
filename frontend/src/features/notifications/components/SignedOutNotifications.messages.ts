import { defineMessages } from '../../../lib/i18n';

export const signedOutMessages = defineMessages('notifications.signedOut', {
  title: 'Smart Notifications',
  intro:
    'Sign in to choose how TeeWatch reaches you: push, email or SMS, right away or as a digest, never during your quiet hours. See your alerts at work with live monitoring stats.',
  free: 'TeeWatch is free: no subscription, no booking fees, no credit card.',
  createAccount: 'Get Started - Create Account',
  signIn: 'Sign In',
  home: 'Home',
  browserPush: 'No account needed: alerts you create in this browser can reach it by push.',
});
