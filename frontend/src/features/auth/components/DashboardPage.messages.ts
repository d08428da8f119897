import { defineMessages } from '../../../lib/i18n';

/** /dashboard: the greeting, logout and the shortcuts (docs/product-rules.md, "Dashboard"). */
export const dashboardMessages = defineMessages('auth.dashboard', {
  signedInAs: (email: string) => `Signed in as ${email}`,
  logout: 'Logout',
  signedOutToast: { title: 'Signed Out', description: 'See you on the course!' },
  shortcutsLabel: 'Dashboard shortcuts',
  shortcuts: {
    alerts: { title: 'My Alerts', description: 'Create and manage your tee-time alerts' },
    search: { title: 'Search Tee Times', description: 'Find open tee times at Colorado courses' },
    achievements: { title: 'Achievements', description: 'Your points, streaks and badges' },
    notifications: { title: 'Notifications', description: 'Choose how and when we alert you' },
  },
});
