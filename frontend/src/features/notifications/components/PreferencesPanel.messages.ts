import { defineMessages } from '../../../lib/i18n';

export const preferencesPanelMessages = defineMessages('notifications.preferencesPanel', {
  title: 'Notification Settings',
  loading: 'Loading your notification settings',
  loadFailed: (reason: string) => `Your notification settings could not be loaded. ${reason}`,
  retry: 'Retry',
});
