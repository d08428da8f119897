import { defineMessages } from '../../lib/i18n';

export const notificationsRouteMessages = defineMessages('app.routes.notifications', {
  title: 'Smart Notifications – TeeWatch',
});
