import { defineMessages } from '../../../lib/i18n';

export const welcomeStepMessages = defineMessages('onboarding.welcome', {
  intro:
    'TeeWatch watches Colorado tee sheets and tells you the moment a time you want opens. Three quick questions set it up; you can change every answer later.',
  location: 'Where you play from, so we watch the courses near you',
  preferences: 'Your times, budget and group size, as your alerts’ starting point',
  notifications: 'How and when we tell you a tee time opened',
});
