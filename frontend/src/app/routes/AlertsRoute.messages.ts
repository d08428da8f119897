import { defineMessages } from '../../lib/i18n';

export const alertsRouteMessages = defineMessages('app.routes.alerts', {
  title: 'Create Tee Time Alert – TeeWatch',
});
