import { defineMessages } from '../../lib/i18n';

export const gamificationRouteMessages = defineMessages('app.routes.gamification', {
  title: 'Gamification – TeeWatch',
});
