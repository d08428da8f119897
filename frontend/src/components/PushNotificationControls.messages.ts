import { defineMessages } from '../lib/i18n';

export const pushControlsMessages = defineMessages('components.pushControls', {
  turnOff: 'Turn Off Push Notifications',
  enable: 'Enable Push Notifications',
  sendTest: 'Send Test Notification',
  notSupported: 'Push notifications not supported in this browser',
  blocked: 'Notifications blocked: enable in browser settings',
  on: 'Push notifications are on for this browser.',
  offer: 'Get a notification on this device the moment a matching tee time opens.',
});
