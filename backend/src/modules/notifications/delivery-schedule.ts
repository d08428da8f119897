import { type NotificationPreferences, type UrgencyLevel } from '@teewatch/contracts';
import {
  addDays,
  courseTimeFromInstant,
  courseTimeFromLocal,
} from '../../infra/time/denver-time.js';

/**
 * Immediate notifications go out at most once per ten minutes per alert (docs/product-rules.md,
 * "Notification timing and quiet hours").
 */
export const IMMEDIATE_INTERVAL_MS = 10 * 60 * 1000;

/** The instant of a Denver date and whole hour (the hour after a spring-forward gap if skipped). */
function denverHour(date: string, hour: number): Date {
  const time = courseTimeFromLocal(date, `${String(hour).padStart(2, '0')}:00`)!;
  return new Date(time.startsAt);
}

/** The first instant at or after `from` whose Denver wall-clock hour is `hour`:00. */
function nextDenverHour(from: Date, hour: number): Date {
  const today = courseTimeFromInstant(from.getTime()).localDate;
  const candidate = denverHour(today, hour);
  return candidate.getTime() >= from.getTime() ? candidate : denverHour(addDays(today, 1), hour);
}

/** Whether an instant falls in the quiet hours [start, end) of Denver time (over midnight too). */
export function inQuietHours(at: Date, quiet: NotificationPreferences['quietHours']): boolean {
  const start = Number(quiet.start.slice(0, 2));
  const end = Number(quiet.end.slice(0, 2));
  if (!quiet.enabled || start === end) return false;
  const hour = Number(courseTimeFromInstant(at.getTime()).localTime.slice(0, 2));
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/**
 * When a message about a new match may go on one channel: now for immediate (or when the
 * alert's ten-minute interval ends), the next full hour for hourly digests, the next daily
 * digest hour for daily ones; and never in quiet hours, which defer it to their end.
 */
export function deliveryDueAt(input: {
  now: Date;
  preferences: NotificationPreferences;
  /** When this alert last sent on this channel. */
  lastSentAt: Date | null;
  dailyDigestHour: number;
}): Date {
  const { now, preferences } = input;
  let due: Date;
  switch (preferences.frequency) {
    case 'immediate': {
      const intervalEnd = input.lastSentAt ? input.lastSentAt.getTime() + IMMEDIATE_INTERVAL_MS : 0;
      due = new Date(Math.max(now.getTime(), intervalEnd));
      break;
    }
    case 'hourly':
      due = new Date(Math.floor(now.getTime() / 3_600_000 + 1) * 3_600_000);
      break;
    case 'daily':
      due = nextDenverHour(now, input.dailyDigestHour);
      break;
  }
  if (inQuietHours(due, preferences.quietHours)) {
    due = nextDenverHour(due, Number(preferences.quietHours.end.slice(0, 2)));
  }
  return due;
}

/**
 * How soon a tee time starts, seen from now: immediate under 2 hours, urgent under 24, normal
 * under a week, low beyond (docs/onboarding.md, "Urgency levels").
 */
export function urgencyOf(startsAt: Date, now: Date): UrgencyLevel {
  const hours = (startsAt.getTime() - now.getTime()) / 3_600_000;
  if (hours < 2) return 'immediate';
  if (hours < 24) return 'urgent';
  if (hours < 7 * 24) return 'normal';
  return 'low';
}
