import { defineMessages } from '../../../lib/i18n';

export const accessBenefitsMessages = defineMessages('access.benefits', {
  heading: 'What beta members get',
  listLabel: 'Beta benefits',
  monitoring: {
    title: 'Real-time monitoring',
    text: 'Colorado tee sheets checked every minute, so cancellations do not slip by.',
  },
  alerts: {
    title: 'Instant alerts',
    text: 'Push, email or SMS the moment a matching tee time opens.',
  },
  pricing: {
    title: 'Transparent pricing',
    text: 'See the green fee before you click, with your price limit respected.',
  },
  booking: {
    title: 'One-click booking',
    text: 'Book the best match with the course in a single step.',
  },
  friends: {
    title: 'Golf with friends',
    text: 'Invite your group and find times that work for everyone.',
  },
});
