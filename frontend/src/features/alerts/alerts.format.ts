import { areas, timeWindows, type Alert } from '@teewatch/contracts';

export { formatClockTime, formatDay, formatDollars, plural, todayInDenver } from '../../lib/format';

export function timePreferenceLabel(value: Alert['timePreference']): string {
  return timeWindows[value]?.label ?? value;
}

export function areaLabel(code: keyof typeof areas): string {
  return areas[code].label;
}

const ago = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/** "Checked just now", "Checked 3 minutes ago": how fresh what an alert watches is. */
export function checkedAgo(lastCheckedAt: string | null, now: Date = new Date()): string {
  if (lastCheckedAt === null) return 'Waiting for the first check of its tee sheets';
  const seconds = Math.max(0, (now.getTime() - new Date(lastCheckedAt).getTime()) / 1000);
  if (seconds < 60) return 'Checked just now';
  if (seconds < 3600) return `Checked ${ago.format(-Math.floor(seconds / 60), 'minute')}`;
  return `Checked ${ago.format(-Math.floor(seconds / 3600), 'hour')}`;
}
