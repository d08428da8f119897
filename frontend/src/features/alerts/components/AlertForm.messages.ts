import { defineMessages } from '../../../lib/i18n';

export const alertFormMessages = defineMessages('alerts.form', {
  loading: 'Loading the alert form',
  createdTitle: 'Alert Created!',
  /** `area` is the alert's place as the server names it, `day` its date written out. */
  created: (area: string, day: string) =>
    `We'll tell you the moment a tee time opens in ${area} on ${day}.`,
  area: 'Colorado Area',
  date: 'Preferred Date',
  dateHelp: 'Today or later (Colorado time)',
  timePreference: 'Time Preference',
  players: 'Number of Players',
  maxPrice: 'Maximum Price',
  maxPriceHelp: 'The most you will pay per player, in dollars',
  courses: 'Preferred Courses (optional)',
  coursesHelp: 'Leave all unchecked to watch every course in the area.',
  failed: 'Failed to create alert',
  create: 'Create Alert',
});
