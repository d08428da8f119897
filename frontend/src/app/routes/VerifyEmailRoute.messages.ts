import { defineMessages } from '../../lib/i18n';

export const verifyEmailRouteMessages = defineMessages('app.routes.verifyEmail', {
  title: 'Confirm Email – TeeWatch',
});
