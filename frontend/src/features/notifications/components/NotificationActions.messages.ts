import { defineMessages, plural } from '../../../lib/i18n';

export const notificationActionsMessages = defineMessages('notifications.actions', {
  checkNow: 'Check Now',
  testAlert: 'Test Alert',
  settings: 'Settings',
  createAlert: 'Create Alert',
  waitTitle: 'Please wait a moment',
  errorTitle: 'Error',
  checkFailed: (reason: string) => `Failed to trigger availability check. ${reason}`,
  checkTriggered: 'Check triggered',
  nothingToCheck: 'None of your alerts is watching a course right now. Create an alert to start.',
  checking: (courseDates: number) =>
    plural(courseDates, {
      one: 'Checking # course date now. A tee time that matches reaches you within seconds.',
      other: 'Checking # course dates now. A tee time that matches reaches you within seconds.',
    }),
});
