import { defineMessages } from '../../../lib/i18n';

export const howItWorksMessages = defineMessages('alerts.howItWorks', {
  title: 'How It Works',
  steps: [
    {
      title: 'Set what you want',
      text: 'Pick an area or courses, a date, a time window, your group size and top price.',
    },
    {
      title: 'We check every minute',
      text: 'TeeWatch reads the course tee sheets every minute, and today and tomorrow even more often.',
    },
    {
      title: 'You hear the moment it opens',
      text: 'A push notification, email or SMS arrives within seconds of a matching tee time opening.',
    },
    {
      title: 'Book at the course',
      text: 'Follow the link and book directly with the course before someone else does.',
    },
  ],
});
