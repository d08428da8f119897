import { defineMessages } from '../../../lib/i18n';

export const unlockGamificationMessages = defineMessages('gamification.unlockPrompt', {
  title: 'Unlock Gamification',
  /** `first` and `last` are the first and last levels' names ("Rookie Golfer", "Legend"). */
  body: (first: string, last: string) =>
    `Sign in to earn points for your alerts and bookings, unlock achievements and level up from ${first} to ${last}.`,
  signIn: 'Sign In',
});
