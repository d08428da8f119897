import { defineMessages } from '../../../lib/i18n';

export const browserPushMessages = defineMessages('notifications.browserPush', {
  title: 'This Browser',
});
