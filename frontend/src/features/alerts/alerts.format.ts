import { areas, timeWindows, type Alert } from '@teewatch/contracts';

export { formatClockTime, formatDay, formatDollars, plural, todayInDenver } from '../../lib/format';

export function timePreferenceLabel(value: Alert['timePreference']): string {
  return timeWindows[value]?.label ?? value;
}

export function areaLabel(code: keyof typeof areas): string {
  return areas[code].label;
}

const ago = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/** "just now", "3 minutes ago", "2 hours ago". */
function sinceText(at: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return ago.format(-Math.floor(seconds / 60), 'minute');
  return ago.format(-Math.floor(seconds / 3600), 'hour');
}

/** "Checked just now", "Checked 3 minutes ago": how fresh what an alert watches is. */
export function checkedAgo(lastCheckedAt: string | null, now: Date = new Date()): string {
  if (lastCheckedAt === null) return 'Waiting for the first check of its tee sheets';
  return `Checked ${sinceText(lastCheckedAt, now)}`;
}

/** A match found in the last hour is news: it is marked New. */
const NEW_FOR_MS = 3_600_000;

/** "Found 5 minutes ago" and whether it is New, for a tee time TeeWatch saw open up. */
export function foundAgo(
  foundAt: string,
  now: Date = new Date(),
): { text: string; isNew: boolean } {
  return {
    text: `Found ${sinceText(foundAt, now)}`,
    isNew: now.getTime() - new Date(foundAt).getTime() < NEW_FOR_MS,
  };
}
