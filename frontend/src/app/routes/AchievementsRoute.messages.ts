import { defineMessages } from '../../lib/i18n';

export const achievementsRouteMessages = defineMessages('app.routes.achievements', {
  title: 'Achievements – TeeWatch',
});
