import { defineMessages } from '../../../lib/i18n';

export const notificationStatsMessages = defineMessages('notifications.stats', {
  loading: 'Loading your notification stats',
  loadFailed: (reason: string) => `Your notification stats could not be loaded. ${reason}`,
  retry: 'Retry',
  monitoring: 'Monitoring',
  active: 'Active',
  idle: 'Idle',
  monitoringActive: 'Your courses are checked every minute.',
  monitoringIdle: 'Create an alert to start monitoring.',
  activeAlerts: 'Active Alerts',
  activeAlertsText: 'Alerts watching tee sheets now.',
  sent: 'Notifications Sent',
  sentText: 'Push, email and SMS messages so far.',
});
