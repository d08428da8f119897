import { defineMessages } from '../../lib/i18n';

export const forgotPasswordRouteMessages = defineMessages('app.routes.forgotPassword', {
  title: 'Forgot Password – TeeWatch',
});
