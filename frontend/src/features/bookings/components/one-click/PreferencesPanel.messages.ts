import { defineMessages, plural } from '../../../../lib/i18n';

export const preferencesPanelMessages = defineMessages('bookings.preferences', {
  title: 'Your Preferences',
  targetDate: 'Target date',
  near: 'Near',
  players: 'Players',
  maxPrice: 'Max price per player',
  maxDistance: 'Max distance',
  miles: (miles: number) => plural(miles, { one: '# mile', other: '# miles' }),
  timeFlexibility: 'Time flexibility',
  /** The toggle buttons' words, shown capitalised. */
  flexibility: {
    strict: 'strict',
    moderate: 'moderate',
    flexible: 'flexible',
  },
  flexibilityWindow: {
    strict: 'Strict (±30 min)',
    moderate: 'Moderate (±1 hour)',
    flexible: 'Flexible (±2 hours)',
  },
  advanced: 'Advanced',
  preferredTimes: 'Preferred times',
  preferredCourses: 'Preferred courses',
});
