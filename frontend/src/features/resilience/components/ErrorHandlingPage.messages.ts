import { defineMessages, plural } from '../../../lib/i18n';
import { formatCount } from '../../../lib/format';

/** The /error-handling header, its tabs and the cards that sum up each system. */
export const errorHandlingMessages = defineMessages('resilience.page', {
  back: 'Back to Home',
  title: 'Error Handling & Recovery',
  productionReady: 'Production Ready',
  systems: (count: number) => plural(count, { one: '# System', other: '# Systems' }),
  intro:
    'How TeeWatch keeps working on a mountain connection: what it knows about the network, and what it keeps for you until the connection is back.',
  tabsLabel: 'Systems',
  tabs: {
    network: 'Network',
    auth: 'Auth',
    email: 'Email',
    forms: 'Forms',
    social: 'Social',
  },
  glance: 'Systems at a glance',
  online: 'Online',
  offline: 'Offline',
  waiting: (count: number) =>
    plural(count, {
      zero: 'nothing waiting',
      one: '# waiting to send',
      other: '# waiting to send',
    }),
  authStatus: 'Back in by email, magic link or Google',
  noEmails: 'No emails yet',
  emailStatus: (onTheirWay: number, total: number) =>
    `${formatCount(onTheirWay)} of ${formatCount(total)} on their way or delivered`,
  formsStatus: 'Checked as you type, sent once',
  socialStatus: 'Google, Facebook and GitHub',
});
