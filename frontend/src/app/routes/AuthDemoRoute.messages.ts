import { defineMessages } from '../../lib/i18n';

export const authDemoRouteMessages = defineMessages('app.routes.authDemo', {
  title: 'Sign-In Demo – TeeWatch',
});
