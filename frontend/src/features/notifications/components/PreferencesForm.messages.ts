import { defineMessages } from '../../../lib/i18n';

export const preferencesFormMessages = defineMessages('notifications.preferencesForm', {
  errorTitle: 'Error',
  saveFailed: (reason: string) => `Failed to save notification preferences. ${reason}`,
  saved: 'Settings saved',
  channels: 'Channels',
  email: {
    label: 'Email',
    verified: 'To your verified email addresses.',
    missing: 'No verified email address yet: add one below.',
  },
  sms: {
    label: 'SMS',
    verified: 'To your verified phone numbers.',
    missing: 'No verified phone number yet: add one below.',
  },
  push: {
    label: 'Push',
    subscribed: 'To this browser and your other browsers with push on.',
    elsewhere: 'To your browsers with push on.',
  },
  frequency: 'Frequency',
  frequencies: {
    immediate: {
      label: 'Immediate',
      text: 'As soon as a tee time opens (at most one message every 10 minutes per alert).',
    },
    hourly: { label: 'Hourly', text: 'One summary an hour of what opened.' },
    daily: { label: 'Daily', text: 'One summary a day of what opened.' },
  },
  quietHours: 'Quiet Hours',
  holdDuringQuietHours: 'Hold notifications during quiet hours',
  quietHoursStart: 'Quiet hours start',
  quietHoursEnd: 'Quiet hours end',
  quietHoursHelp: 'Colorado time. What opens during quiet hours reaches you when they end.',
  save: 'Save Settings',
});
