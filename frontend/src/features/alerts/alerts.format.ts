import { currentLocale, messagesFor } from '../../lib/i18n';
import { alertFormatMessages } from './alerts.format.messages';

export { formatClockTime, formatDay, formatDollars, todayInDenver } from '../../lib/format';

/** One relative-time formatter per locale: building Intl formatters is costly, using them is not. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = currentLocale();
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** "3 minutes ago" ("hace 3 minutos"), or null for under a minute: "just now". */
function sinceText(at: string, now: Date): string | null {
  const seconds = Math.max(0, (now.getTime() - new Date(at).getTime()) / 1000);
  if (seconds < 60) return null;
  if (seconds < 3600) return relativeFormat().format(-Math.floor(seconds / 60), 'minute');
  return relativeFormat().format(-Math.floor(seconds / 3600), 'hour');
}

/** "Checked just now", "Checked 3 minutes ago": how fresh what an alert watches is. */
export function checkedAgo(lastCheckedAt: string | null, now: Date = new Date()): string {
  const text = messagesFor(alertFormatMessages);
  if (lastCheckedAt === null) return text.waitingForFirstCheck;
  const since = sinceText(lastCheckedAt, now);
  return since === null ? text.checkedJustNow : text.checkedAgo(since);
}

/** A match found in the last hour is news: it is marked New. */
const NEW_FOR_MS = 3_600_000;

/** "Found 5 minutes ago" and whether it is New, for a tee time TeeWatch saw open up. */
export function foundAgo(
  foundAt: string,
  now: Date = new Date(),
): { text: string; isNew: boolean } {
  const words = messagesFor(alertFormatMessages);
  const since = sinceText(foundAt, now);
  return {
    text: since === null ? words.foundJustNow : words.foundAgo(since),
    isNew: now.getTime() - new Date(foundAt).getTime() < NEW_FOR_MS,
  };
}
