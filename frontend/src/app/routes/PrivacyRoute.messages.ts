import { defineMessages } from '../../lib/i18n';

export const privacyRouteMessages = defineMessages('app.routes.privacy', {
  title: 'Privacy Policy – TeeWatch',
});
