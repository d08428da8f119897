import { defineMessages } from '../../lib/i18n';

export const magicLinkLandingRouteMessages = defineMessages('app.routes.magicLinkLanding', {
  title: 'Signing In – TeeWatch',
});
