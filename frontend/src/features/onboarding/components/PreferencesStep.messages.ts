import { defineMessages, plural } from '../../../lib/i18n';

export const preferencesStepMessages = defineMessages('onboarding.preferences', {
  preferredTimes: 'Preferred Times',
  /** Each says its hours: they are not the alert form's time windows. */
  timeSlots: {
    early: 'Early, 6-9 AM',
    morning: 'Morning, 9 AM-12 PM',
    afternoon: 'Afternoon, 12-4 PM',
    evening: 'Evening, 4-7 PM',
  },
  maxDistance: 'Maximum Distance:',
  miles: (miles: number) => plural(miles, { one: '# mile', other: '# miles' }),
  budget: 'Budget per Player:',
  players: 'Players',
  bookAhead: 'Book Ahead',
  daysAhead: (days: number) => plural(days, { one: '# day ahead', other: '# days ahead' }),
  difficulty: 'Course Difficulty',
  difficulties: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
  },
  weekdaysOnly: 'Weekdays only',
  weekendsOnly: 'Weekends only',
  favoriteCourse: 'Favorite Course (optional)',
  valid: 'Preferences configured successfully.',
  timeRequired: 'Please select at least one preferred time to continue.',
});
