import { defineMessages } from '../../lib/i18n';

export const dashboardRouteMessages = defineMessages('app.routes.dashboard', {
  title: 'Dashboard – TeeWatch',
});
