import { defineMessages } from '../../lib/i18n';

export const magicLoginRouteMessages = defineMessages('app.routes.magicLogin', {
  title: 'Magic Link Sign In – TeeWatch',
});
