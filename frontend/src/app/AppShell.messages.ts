import { defineMessages } from '../lib/i18n';

/** The frame around every page: skip link, app bar, footer and the phone's bottom navigation. */
export const appShellMessages = defineMessages('app.shell', {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  myAlerts: 'My Alerts',
  notifications: 'Notifications',
  /** Shown to operators (role admin) only. */
  operatorConsole: 'Operator Console',
  loadingPage: 'Loading page',
  footer: (year: number) => `© ${year} TeeWatch · Tee-time alerts for Colorado golfers`,
  privacy: 'Privacy',
  terms: 'Terms',
  bottomNavigation: {
    home: 'Home',
    search: 'Search',
    alerts: 'Alerts',
    rewards: 'Rewards',
    profile: 'Profile',
    operator: 'Console',
  },
});
