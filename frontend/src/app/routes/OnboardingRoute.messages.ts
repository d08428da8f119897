import { defineMessages } from '../../lib/i18n';

export const onboardingRouteMessages = defineMessages('app.routes.onboarding', {
  title: 'Set Up TeeWatch – TeeWatch',
});
