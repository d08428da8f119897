import { defineMessages } from '../../lib/i18n';

export const operatorRouteMessages = defineMessages('app.routes.operator', {
  title: 'Operator Console – TeeWatch',
});
