import type { TimePreference } from '@teewatch/contracts';
import { defineMessages, plural } from '../../lib/i18n';

/** An hour of the day, 0-24, on an English twelve-hour clock: 13 is 1 PM, 0 and 24 are 12 AM. */
function twelveHour(hour: number) {
  return { hour: hour % 12 === 0 ? 12 : hour % 12, half: hour < 12 || hour === 24 ? 'AM' : 'PM' };
}

/** The words the alert helpers (alerts.format.ts, match-groups.ts) and several screens share. */
export const alertFormatMessages = defineMessages('alerts.format', {
  /** The time windows an alert can watch (contracts' timeWindows: the hours are fixed). */
  timePreferences: {
    morning: 'Morning, 6-10 AM',
    afternoon: 'Afternoon, 10 AM-2 PM',
    evening: 'Evening, 2-6 PM',
    any: 'Any time',
  } satisfies Record<TimePreference, string>,
  players: (count: number) => plural(count, { one: '# player', other: '# players' }),
  waitingForFirstCheck: 'Waiting for the first check of its tee sheets',
  checkedJustNow: 'Checked just now',
  /** `ago` is the language's own relative time: "3 minutes ago", "hace 3 minutos". */
  checkedAgo: (ago: string) => `Checked ${ago}`,
  foundJustNow: 'Found just now',
  foundAgo: (ago: string) => `Found ${ago}`,
  /** A two-hour block of the day, by its first and last hour (0-24): "6-8 AM", "10 AM-12 PM". */
  timeBlock: (startHour: number, endHour: number) => {
    const start = twelveHour(startHour);
    const end = twelveHour(endHour);
    return start.half === end.half
      ? `${start.hour}-${end.hour} ${end.half}`
      : `${start.hour} ${start.half}-${end.hour} ${end.half}`;
  },
});
