import { defineMessages } from '../../../lib/i18n';

export const reachCardMessages = defineMessages('notifications.reach', {
  loading: 'Loading how you will be told',
  title: "How You'll Hear About Matches",
  nobody: 'Nobody can tell you about a match yet. Turn on push or add an email.',
  channels: 'Notification channels',
  reaches: 'Reaches you',
  off: 'Off',
  offInPreferences: 'Off in your notification preferences',
  change: 'Change',
  push: {
    name: 'Push on this browser',
    unsupported: 'This browser cannot receive push notifications',
    notAllowed: 'Not allowed in this browser yet',
    on: 'On',
    turnOn: 'Turn on',
  },
  email: {
    name: 'Email',
    missing: 'No verified address',
    add: 'Add an email',
  },
  sms: {
    name: 'Text message',
    missing: 'No verified phone',
    add: 'Add a phone',
  },
});
