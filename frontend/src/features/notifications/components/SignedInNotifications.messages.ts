import { defineMessages } from '../../../lib/i18n';

export const signedInMessages = defineMessages('notifications.signedIn', {
  title: 'Smart Notifications',
  signedInAs: (name: string) => `Signed in as ${name}`,
  dashboard: 'Dashboard',
  logout: 'Logout',
  logoutFailedTitle: 'Error',
  logoutFailed: 'Failed to logout. Please try again.',
  signedOut: 'Signed Out',
  browserPush: 'Tee-time alerts reach every browser where you turn push on.',
});
