import { defineMessages } from '../../../lib/i18n';

export const recentActivityMessages = defineMessages('auth.activity', {
  title: 'Recent Activity',
  loading: 'Loading recent activity',
  empty: 'No recent activity',
  listLabel: 'Recent activity',
});
