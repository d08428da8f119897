import { defineMessages } from '../lib/i18n';

export const retryAlertMessages = defineMessages('components.retryAlert', {
  retry: 'Retry',
});
