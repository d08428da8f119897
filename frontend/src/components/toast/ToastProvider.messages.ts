import { defineMessages } from '../../lib/i18n';

export const toastMessages = defineMessages('components.toast', {
  region: 'Notifications (F8)',
  close: 'Close notification',
});
