import { defineMessages } from '../../../lib/i18n';

export const gettingStartedMessages = defineMessages('notifications.gettingStarted', {
  title: 'Getting Started',
  steps: [
    {
      title: 'Create an alert',
      text: 'Say where, when and how many. Your alert starts watching tee sheets at once.',
    },
    {
      title: 'Choose how we reach you',
      text: 'Turn on push for this browser, and add and verify an email address or phone number.',
    },
    {
      title: 'Book before anyone else',
      text: 'When a matching tee time opens, follow the link and book it at the course.',
    },
  ],
  createFirstAlert: 'Create Your First Alert',
});
