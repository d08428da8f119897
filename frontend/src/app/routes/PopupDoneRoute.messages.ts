import { defineMessages } from '../../lib/i18n';

export const popupDoneRouteMessages = defineMessages('app.routes.popupDone', {
  title: 'Signing In – TeeWatch',
});
