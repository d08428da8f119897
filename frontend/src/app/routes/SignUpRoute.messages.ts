import { defineMessages } from '../../lib/i18n';

export const signUpRouteMessages = defineMessages('app.routes.signUp', {
  title: 'Create Account – TeeWatch',
});
