import { defineMessages } from '../../lib/i18n';

export const errorHandlingRouteMessages = defineMessages('app.routes.errorHandling', {
  title: 'Error Handling & Recovery – TeeWatch',
});
