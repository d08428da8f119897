import { defineMessages } from '../../lib/i18n';

export const mobileAlertsRouteMessages = defineMessages('app.routes.mobileAlerts', {
  title: 'New Tee Time Alert – TeeWatch',
});
