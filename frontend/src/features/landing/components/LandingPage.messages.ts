import { defineMessages } from '../../../lib/i18n';

/** The landing page, its feature cards and its sidebar: one small book, loaded with the page. */
export const landingMessages = defineMessages('landing.page', {
  privateBeta: 'Private beta · Colorado',
  title: 'Never miss an open tee time in Colorado again',
  pitch:
    'TeeWatch watches course tee sheets around the clock and tells you the moment a slot that fits your date, time, group and budget opens up — often a cancellation nobody else has noticed yet.',
  findTeeTimes: 'Find Tee Times',
  featuresTitle: 'Everything you need to get on the course',
  features: {
    monitoring: {
      title: 'Real-time monitoring',
      text: 'Tee sheets at Colorado courses are checked every minute, and today and tomorrow even more often.',
    },
    alerts: {
      title: 'Instant alerts',
      text: 'Get a push notification, email or SMS within seconds of a matching slot opening.',
    },
    pricing: {
      title: 'Transparent pricing',
      text: 'See the green fee up front. Your price limit is always respected.',
    },
    booking: {
      title: 'Book in seconds',
      text: 'Our booking agent can reserve the best match for you with the course in a single click.',
    },
    friends: {
      title: 'Bring your friends',
      text: 'Invite your regular foursome and find times that work for the whole group.',
    },
  },
  ctaTitle: 'Ready for your next round?',
  ctaText:
    "Tell us the course area, day and time you want. We'll keep watching until it opens up. No account needed to start.",
  bookToday: 'Book Your Tee Time Today',
  oneClick: 'One-Click Booking',
  signedIn: (name: string, dashboard: string) =>
    `Signed in as ${name}. Go to ${dashboard} for your bookings and profile.`,
  dashboardLink: 'your dashboard',
  signedOut: (signIn: string) =>
    `Already have an account? ${signIn} to see your dashboard and achievements.`,
  signInLink: 'Sign In',
  howLabel: 'How TeeWatch works',
  howTitle: 'How it works',
  steps: [
    {
      title: 'Tell us what you want',
      text: 'Area or courses, date, time window, number of players and your top price.',
    },
    {
      title: 'We watch the tee sheets',
      text: 'Every watched course is checked at least once a minute, day and night.',
    },
    {
      title: 'You get the tee time',
      text: 'An alert arrives within seconds. Book it yourself or let the agent do it.',
    },
  ],
  areasTitle: 'Areas we cover',
  areasNote:
    'Public and resort courses whose tee sheets are online. More courses join every month.',
});
