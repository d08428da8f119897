import { defineMessages } from '../../lib/i18n';

/** What the alert form and the wizard say about a value they cannot send. */
export const alertValidationMessages = defineMessages('alerts.validation', {
  chooseDate: 'Please choose a date',
  chooseRealDate: 'Please choose a real date',
  notBeforeToday: 'The date cannot be earlier than today',
  /** `max` is the price ceiling, written as money ("$10,000"). */
  priceAtMost: (max: string) => `Enter a price of at most ${max}`,
  priceAboveZero: 'Enter a price in dollars above 0',
  players: 'Choose from 1 to 4 players',
});
