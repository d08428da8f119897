import { defineMessages } from '../../lib/i18n';

export const resetPasswordRouteMessages = defineMessages('app.routes.resetPassword', {
  title: 'Reset Password – TeeWatch',
});
