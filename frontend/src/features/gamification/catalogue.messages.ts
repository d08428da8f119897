import type { CatalogueWords } from '@teewatch/contracts';
import { defineMessages, plural } from '../../lib/i18n';

/**
 * The names of what the server's catalogue holds (contracts' gamification.ts): achievements by
 * id, levels by number, streak milestones by their days. The English is the catalogue's, word for
 * word, since the server sends it; catalogue.test.ts keeps the two the same. The other languages'
 * are contracts' catalogue-words.ts, which the server's push and email read too.
 */
export const catalogueMessages = defineMessages('gamification.catalogue', {
  achievements: {
    welcome: { name: 'Welcome to TeeWatch', description: 'Create your TeeWatch account.' },
    'onboarding-complete': {
      name: 'All Set Up',
      description: 'Finish setting up TeeWatch: location, golf preferences and notifications.',
    },
    'first-alert': { name: 'First Alert', description: 'Create your first tee-time alert.' },
    'ten-alerts': { name: 'Always Watching', description: 'Have 10 tee-time alerts.' },
    'first-booking': {
      name: 'First Booking',
      description: 'Book your first tee time through TeeWatch.',
    },
    'five-bookings': { name: 'Regular', description: 'Book 5 tee times through TeeWatch.' },
    'twenty-five-bookings': {
      name: 'Club Fixture',
      description: 'Book 25 tee times through TeeWatch.',
    },
    'premium-bookings': {
      name: 'Championship Taste',
      description: 'Book 5 premium tee times ($100 or more a player).',
    },
    'early-bird': {
      name: 'Early Bird',
      description: 'Book 10 tee times that start before 8 AM.',
    },
    'five-courses': { name: 'Course Explorer', description: 'Book at 5 different courses.' },
    'twenty-courses': { name: 'Colorado Tour', description: 'Book at 20 different courses.' },
    'smart-saver': {
      name: 'Smart Saver',
      description: "Save $500 against the courses' full prices by booking through TeeWatch.",
    },
    'five-friends': { name: 'Foursome and More', description: 'Have 5 friends on TeeWatch.' },
    'twenty-friends': { name: 'Clubhouse Favorite', description: 'Have 20 friends on TeeWatch.' },
  } satisfies CatalogueWords['achievements'],
  /** The description of a streak milestone's achievement (its name is the milestone's). */
  streakAchievement: (days: number) =>
    plural(days, { one: 'Use TeeWatch # day in a row.', other: 'Use TeeWatch # days in a row.' }),
  levels: {
    1: 'Rookie Golfer',
    2: 'Weekend Warrior',
    3: 'Course Crawler',
    4: 'Fairway Finder',
    5: 'Golf Master',
    6: 'Legend',
  } satisfies CatalogueWords['levels'],
  streakMilestones: {
    3: 'Par Streak',
    7: 'Birdie Streak',
    14: 'Eagle Pursuit',
    30: 'Eagle Streak',
    60: 'Championship Run',
    100: 'Hole-in-One Streak',
    365: 'Golf Legend',
  } satisfies CatalogueWords['streakMilestones'],
});
