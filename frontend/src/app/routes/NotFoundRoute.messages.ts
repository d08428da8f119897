import { defineMessages } from '../../lib/i18n';

export const notFoundRouteMessages = defineMessages('app.routes.notFound', {
  title: 'Page Not Found – TeeWatch',
});
