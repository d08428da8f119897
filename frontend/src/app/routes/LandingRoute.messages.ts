import { defineMessages } from '../../lib/i18n';

export const landingRouteMessages = defineMessages('app.routes.landing', {
  title: 'TeeWatch – Colorado tee-time alerts',
});
