import { type AppConfig } from '../../config/config.schema.js';
import { addDays } from '../../infra/time/denver-time.js';

type CadenceSettings = Pick<
  AppConfig,
  'SCAN_WATCHED_SOON_INTERVAL_SECONDS' | 'SCAN_WATCHED_INTERVAL_SECONDS'
>;

/**
 * How often a watched course-date is read: today and tomorrow every SOON interval (a minute by
 * default), later dates every WATCHED interval. `today` is the Denver date.
 */
export function watchedIntervalSeconds(settings: CadenceSettings, date: string, today: string) {
  return date <= addDays(today, 1)
    ? settings.SCAN_WATCHED_SOON_INTERVAL_SECONDS
    : settings.SCAN_WATCHED_INTERVAL_SECONDS;
}

/**
 * A watched course-date is behind when its last read is older than twice its interval (or it was
 * never read): the platforms' request budgets, not TeeWatch's plan, set the pace then, and the
 * golfer and the operator are told so (the alert's `checkBehind`, /metrics).
 */
export function isBehind(intervalSeconds: number, lastCheckedAt: Date | null, now: Date): boolean {
  return (
    lastCheckedAt === null || now.getTime() - lastCheckedAt.getTime() > 2 * intervalSeconds * 1000
  );
}
