import { z } from 'zod';
import { type ForeupIds, type ReleaseSchedule } from './tee-sheet.provider.js';

/**
 * A foreUP course's daily release, read from its booking page (docs/platforms.md, "foreUP"). The
 * page's script carries `SCHEDULES = [...]`: each schedule's booking classes with their booking
 * window (days, today included) and `online_open_time` ("0600"), when each day's new date opens.
 */

const flag = z.union([z.string(), z.number(), z.boolean()]).transform((value) => String(value));
const bookingClass = z.object({
  booking_class_id: flag,
  active: flag.optional(),
  hidden: flag.optional(),
  online_booking_protected: flag.optional(),
  days_in_booking_window: flag.optional(),
  online_open_time: flag.nullish(),
});
const schedule = z.object({
  teesheet_id: flag,
  days_in_booking_window: flag.optional(),
  booking_classes: z.array(z.unknown()).optional(),
});
type BookingClass = z.output<typeof bookingClass>;

/** The booking page's request: the one a golfer's browser opens. */
export function foreupBookingPagePath(ids: ForeupIds): string {
  return `/index.php/booking/${encodeURIComponent(ids.courseId)}/${encodeURIComponent(ids.scheduleId)}`;
}

/**
 * The release of the class TeeWatch reads with: the link's own, or the schedule's first open one
 * (not members-only). Null when the page does not say: no blob, no such schedule, no open time.
 */
export function parseForeupRelease(page: string, ids: ForeupIds): ReleaseSchedule | null {
  const blob = /\bSCHEDULES\s*=\s*(\[[\s\S]*?\])\s*;/.exec(page)?.[1];
  if (!blob) return null;
  let schedules: unknown;
  try {
    schedules = JSON.parse(blob);
  } catch {
    return null;
  }
  if (!Array.isArray(schedules)) return null;
  const ours = schedules
    .map((each) => schedule.safeParse(each))
    .find((parsed) => parsed.success && parsed.data.teesheet_id === ids.scheduleId)?.data;
  if (!ours) return null;
  const classes = (ours.booking_classes ?? []).flatMap((each) => {
    const parsed = bookingClass.safeParse(each);
    return parsed.success ? [parsed.data] : [];
  });
  const chosen = ids.bookingClass
    ? classes.find((each) => each.booking_class_id === ids.bookingClass)
    : classes.find(isOpenToAll);
  const window = Number(chosen?.days_in_booking_window ?? ours.days_in_booking_window);
  const opensAt = /^(\d{2}):?(\d{2})$/.exec(chosen?.online_open_time?.trim() ?? '');
  if (!opensAt || !Number.isInteger(window) || window < 1) return null;
  const [hours, minutes] = [Number(opensAt[1]), Number(opensAt[2])];
  if (hours > 23 || minutes > 59) return null;
  return { daysAhead: window - 1, opensAt: `${opensAt[1]}:${opensAt[2]}:00` };
}

function isOpenToAll(each: BookingClass): boolean {
  return each.active !== '0' && each.hidden !== '1' && each.online_booking_protected !== '1';
}
