import { formatCount } from '../../../lib/format';
import { defineMessages, plural } from '../../../lib/i18n';

export const activeAlertsMessages = defineMessages('alerts.activeAlerts', {
  title: 'Your Active Alerts',
  loading: 'Loading your alerts',
  /** `reason` is what went wrong, a sentence of its own. */
  loadFailed: (reason: string) => `Your alerts could not be loaded. ${reason}`,
  empty: 'No active alerts yet. Create your first alert above!',
  notShown: (count: number) =>
    plural(count, {
      one: '+ # more alert not shown here',
      other: '+ # more alerts not shown here',
    }),
  showNewest: (count: number) => `Show the newest ${formatCount(count)}`,
  showAll: (count: number) => plural(count, { one: 'Show # alert', other: 'Show all # alerts' }),
});
