import { z } from 'zod';
import { areaCodes } from './areas.js';
import { isCalendarDate } from './courses.js';

export const timePreferences = ['morning', 'afternoon', 'evening', 'any'] as const;
export type TimePreference = (typeof timePreferences)[number];

/**
 * The hours each time preference covers, start inclusive, end exclusive (docs/product-rules.md,
 * "Matching a tee time to an alert").
 */
export const timeWindows: Record<TimePreference, { start: string; end: string; label: string }> = {
  morning: { start: '06:00', end: '10:00', label: 'Morning, 6-10 AM' },
  afternoon: { start: '10:00', end: '14:00', label: 'Afternoon, 10 AM-2 PM' },
  evening: { start: '14:00', end: '18:00', label: 'Evening, 2-6 PM' },
  any: { start: '00:00', end: '24:00', label: 'Any time' },
};

/** A tee-time date: a real calendar day written YYYY-MM-DD. */
export const alertDateSchema = z
  .string({ error: 'Please choose a date' })
  .refine(isCalendarDate, 'must be a real date like 2026-06-20');
const timePreference = z.enum(timePreferences, {
  error: 'must be morning, afternoon, evening or any',
});
const playersError = 'must be a whole number from 1 to 4';

/** The highest price limit an alert takes, in dollars per player. */
export const MAX_PRICE_DOLLARS = 10_000;
/** The top price per player an alert may set, in dollars: above 0, at most MAX_PRICE_DOLLARS. */
const priceDollars = z
  .number({ error: 'must be a price in dollars above 0' })
  .positive('must be a price in dollars above 0')
  .max(MAX_PRICE_DOLLARS, `must be at most $${MAX_PRICE_DOLLARS.toLocaleString('en-US')}`);

/**
 * The desktop form (docs/product-rules.md, "Alert form"): an area code, players and max price as
 * strings, course names.
 */
export const desktopAlertSchema = z.strictObject({
  location: z.enum(areaCodes, { error: `must be one of ${areaCodes.join(', ')}` }),
  date: alertDateSchema,
  timePreference,
  players: z
    .union([z.string(), z.number()])
    .transform(Number)
    .pipe(
      z.number({ error: playersError }).int(playersError).min(1, playersError).max(4, playersError),
    ),
  maxPrice: z.union([z.string(), z.number()]).transform(Number).pipe(priceDollars),
  courses: z.array(z.string().min(1)).max(20, 'at most 20 courses').default([]),
});

/**
 * The mobile wizard (docs/product-rules.md, "Alert wizard"): free-text location, players as a
 * number, coordinates.
 */
export const mobileAlertSchema = z.strictObject({
  location: z
    .string({ error: 'Please enter a location' })
    .trim()
    .min(1, 'Please enter a location')
    .max(120),
  date: alertDateSchema,
  timePreference,
  players: z
    .number({ error: playersError })
    .int(playersError)
    .min(1, playersError)
    .max(4, playersError),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});

/**
 * POST /api/alerts accepts either shape. A body with a price, courses, or players as text is the
 * desktop form; anything else the wizard. Choosing first lets each error name its own field.
 */
export function createAlertSchemaFor(body: unknown) {
  const looksDesktop =
    typeof body === 'object' &&
    body !== null &&
    ('maxPrice' in body ||
      'courses' in body ||
      typeof (body as { players?: unknown }).players === 'string');
  return looksDesktop ? desktopAlertSchema : mobileAlertSchema;
}
export type DesktopAlertRequest = z.infer<typeof desktopAlertSchema>;
export type MobileAlertRequest = z.infer<typeof mobileAlertSchema>;
export type CreateAlertRequest = DesktopAlertRequest | MobileAlertRequest;

export const updateAlertSchema = z.strictObject({
  status: z.enum(['active', 'paused']).optional(),
  date: alertDateSchema.optional(),
  timePreference: timePreference.optional(),
  players: z.number().int(playersError).min(1, playersError).max(4, playersError).optional(),
  maxPrice: priceDollars.nullable().optional(),
});
export type UpdateAlertRequest = z.infer<typeof updateAlertSchema>;

/**
 * How far the alert list counts the tee times matching an alert now: a golfer reads "more than
 * 100" as well as an exact figure, and counting a broad alert's thousands would slow every list.
 */
export const MATCHES_NOW_COUNTED_UP_TO = 100;

export const alertSchema = z.object({
  id: z.string(),
  /** What the golfer asked for, as shown in lists: "Denver Metro" or "Boulder, CO". */
  location: z.string(),
  area: z.enum(areaCodes).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  radiusMiles: z.number().nullable(),
  /** True when a free-text location was not found and Denver was used instead. */
  locationFallback: z.boolean(),
  courses: z.array(z.object({ id: z.string(), name: z.string() })),
  date: z.iso.date(),
  timePreference: z.enum(timePreferences),
  players: z.number().int().min(1).max(4),
  maxPrice: z.number().nullable(),
  status: z.enum(['active', 'paused']),
  createdAt: z.iso.datetime(),
  /** Tee times open right now that match, counted up to MATCHES_NOW_COUNTED_UP_TO. */
  matchesNow: z.number().int().min(0).max(MATCHES_NOW_COUNTED_UP_TO),
  /** True when more than MATCHES_NOW_COUNTED_UP_TO tee times match now. */
  moreMatchesNow: z.boolean(),
  /**
   * When every tee sheet the alert watches had last been read (the oldest of their last reads);
   * null until each has been read once.
   */
  lastCheckedAt: z.iso.datetime().nullable(),
  /** True when the platforms' pace keeps the alert's tee sheets from being read as often as planned. */
  checkBehind: z.boolean(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /api/alerts: the caller's alerts, newest first. */
export const alertListResponseSchema = z.object({
  success: z.literal(true),
  alerts: z.array(alertSchema),
});
export type AlertListResponse = z.infer<typeof alertListResponseSchema>;

/** POST /api/alerts and PATCH /api/alerts/{id}: the alert as it now is. */
export const alertResponseSchema = z.object({ success: z.literal(true), alert: alertSchema });
export type AlertResponse = z.infer<typeof alertResponseSchema>;

/** One tee time open right now that matches an alert. */
export const alertMatchSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  date: z.iso.date(),
  /** Denver wall-clock time, HH:MM. */
  time: z.string().regex(/^\d{2}:\d{2}$/),
  holes: z.number().int().positive(),
  spots: z.number().int().nonnegative(),
  /** Dollars. */
  price: z.number().nonnegative(),
  bookingUrl: z.string(),
  /** When TeeWatch saw it open up for this alert; null when it was open before the alert was made. */
  foundAt: z.iso.datetime().nullable(),
  /** Miles from the alert's place or area center; null for an alert that names its courses. */
  distanceMiles: z.number().nonnegative().nullable(),
  /** When TeeWatch last read this course's tee sheet for the day. */
  checkedAt: z.iso.datetime().nullable(),
});
export type AlertMatch = z.infer<typeof alertMatchSchema>;

/** GET /api/alerts/{id}/matches: best first (docs/product-rules.md, "An alert's matches, best first"). */
export const alertMatchesResponseSchema = z.object({
  success: z.literal(true),
  teeTimes: z.array(alertMatchSchema),
});
export type AlertMatchesResponse = z.infer<typeof alertMatchesResponseSchema>;
