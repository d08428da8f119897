import { defineMessages } from '../../lib/i18n';

export const loginRouteMessages = defineMessages('app.routes.login', {
  title: 'Sign In – TeeWatch',
});
