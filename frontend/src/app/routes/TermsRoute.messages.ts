import { defineMessages } from '../../lib/i18n';

export const termsRouteMessages = defineMessages('app.routes.terms', {
  title: 'Terms of Service – TeeWatch',
});
