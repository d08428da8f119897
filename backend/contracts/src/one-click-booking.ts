import { z } from 'zod';
import { bookingSchema } from './bookings.js';

/**
 * The one-click booking optimizer (docs/bookings.md, "Optimizer"): it ranks open tee times for a
 * golfer's search preferences, books the chosen one, or queues it for the auto-booking agent.
 */

/** How far from the golfer's preferred times (minutes) and over their budget (share) a slot may be. */
export const flexibilities = ['strict', 'moderate', 'flexible'] as const;
export type Flexibility = (typeof flexibilities)[number];
export const timeFlexibilityMinutes: Record<Flexibility, number> = {
  strict: 30,
  moderate: 60,
  flexible: 120,
};
export const priceFlexibilityShare: Record<Flexibility, number> = {
  strict: 0,
  moderate: 0.1,
  flexible: 0.25,
};

/** The side panel's limits. */
export const optimizerLimits = {
  players: { min: 1, max: 4 },
  maxPrice: { min: 50, max: 300, step: 10 },
  maxDistance: { min: 5, max: 100, step: 5 },
} as const;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');
const whole = (min: number, max: number) =>
  z
    .number(`must be a number from ${min} to ${max}`)
    .min(min, `must be a number from ${min} to ${max}`)
    .max(max, `must be a number from ${min} to ${max}`);

export const searchPreferencesSchema = z.strictObject({
  maxPrice: whole(optimizerLimits.maxPrice.min, optimizerLimits.maxPrice.max),
  preferredTimes: z.array(hhmm).max(48, 'must list at most 48 times'),
  preferredCourses: z.array(z.string().max(100)).max(300, 'must list at most 300 courses'),
  players: whole(optimizerLimits.players.min, optimizerLimits.players.max).int(
    'must be a whole number from 1 to 4',
  ),
  maxDistance: whole(optimizerLimits.maxDistance.min, optimizerLimits.maxDistance.max),
  location: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  priceFlexibility: z.enum(flexibilities, 'must be strict, moderate or flexible'),
  timeFlexibility: z.enum(flexibilities, 'must be strict, moderate or flexible'),
});
export type SearchPreferences = z.infer<typeof searchPreferencesSchema>;

/** A tee time to rank: TeeWatch's id for it, as /api/alerts/{id}/matches and searches give it. */
const teeTimeRefSchema = z.strictObject({ id: z.uuid('must be the id of an open tee time') });

export const optimizeRequestSchema = z.strictObject({
  /** Empty: rank every open tee time of `date` that fits the preferences. */
  teeTimes: z.array(teeTimeRefSchema).max(2000, 'must list at most 2000 tee times'),
  preferences: searchPreferencesSchema,
  /** Denver date, YYYY-MM-DD; the day after today when left out. */
  date: z.iso.date('must be a date as YYYY-MM-DD').optional(),
});
export type OptimizeRequest = z.infer<typeof optimizeRequestSchema>;

export const bookingStrategies = ['immediate', 'monitor', 'queue'] as const;
export type BookingStrategy = (typeof bookingStrategies)[number];

export const optimizedTeeTimeSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  date: z.iso.date(),
  /** Denver wall-clock time, HH:MM. */
  time: z.string(),
  /** Dollars per player. */
  price: z.number(),
  holes: z.number().int(),
  openSpots: z.number().int(),
  distanceMiles: z.number(),
  bookingUrl: z.string(),
});
export type OptimizedTeeTime = z.infer<typeof optimizedTeeTimeSchema>;

export const optimizationSchema = z.object({
  id: z.string(),
  teeTime: optimizedTeeTimeSchema,
  optimizationScore: z.number().min(0).max(1),
  bookingStrategy: z.enum(bookingStrategies),
  /** The chance the slot is still open when the golfer books, from how long similar slots stayed open. */
  estimatedSuccess: z.number().min(0).max(1),
  reasons: z.array(z.string()),
});
export type Optimization = z.infer<typeof optimizationSchema>;

export const optimizeResponseSchema = z.object({
  success: z.literal(true),
  date: z.iso.date(),
  /** How many open tee times were weighed, before the preferences ruled any out. */
  considered: z.number().int(),
  optimizations: z.array(optimizationSchema),
});
export type OptimizeResponse = z.infer<typeof optimizeResponseSchema>;

export const optimizerStatsSchema = z.object({
  activeOptimizations: z.number().int(),
  queueLength: z.number().int(),
  successRate: z.number().min(0).max(1),
  /** The golfer's bookings that ended, booked or failed: none yet makes the rate 0 but no figure. */
  bookingsFinished: z.number().int(),
  avgOptimizationScore: z.number().min(0).max(1),
});
export type OptimizerStats = z.infer<typeof optimizerStatsSchema>;
export const optimizerStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: optimizerStatsSchema,
});
export type OptimizerStatsResponse = z.infer<typeof optimizerStatsResponseSchema>;

/** The spec's call sends an empty `userCredentials`: TeeWatch books with the account's own details. */
export const executeOptimizationRequestSchema = z.strictObject({
  userCredentials: z.strictObject({}).optional(),
});

export const executeOptimizationResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  bookingId: z.string().nullable(),
  /** The booking as it now stands: the next step (calendar file, the course's page) is on it. */
  booking: bookingSchema.nullable(),
});
export type ExecuteOptimizationResponse = z.infer<typeof executeOptimizationResponseSchema>;

/** What the side panel starts with; the date starts at tomorrow, Denver time. */
export const defaultSearchPreferences: SearchPreferences = {
  maxPrice: 150,
  preferredTimes: ['08:00', '08:30', '09:00'],
  preferredCourses: ['arrowhead-golf-club', 'green-valley-ranch-golf-club'],
  players: 2,
  maxDistance: 25,
  location: { latitude: 39.7392, longitude: -104.9903 },
  priceFlexibility: 'moderate',
  timeFlexibility: 'moderate',
};

/**
 * POST /api/one-click-booking/queue: hand a recommendation to the auto-booking agent. Only the
 * optimization's id is read; everything else comes from what TeeWatch stored with it.
 * `autoExecute: false` queues it paused: the agent books only once the golfer resumes it.
 */
export const queueOptimizationRequestSchema = z.strictObject({
  optimization: z.looseObject({ id: z.uuid('must be the id of a recommendation') }),
  autoExecute: z.boolean('must be true or false'),
});
export type QueueOptimizationRequest = z.infer<typeof queueOptimizationRequestSchema>;

/**
 * waiting: the agent books the moment a fitting slot is open; paused: held by the golfer;
 * booking: an attempt runs; booked; cancelled.
 */
export const autoBookingStatuses = ['waiting', 'paused', 'booking', 'booked', 'cancelled'] as const;
export type AutoBookingStatus = (typeof autoBookingStatuses)[number];

export const autoBookingSchema = z.object({
  id: z.string(),
  /** The tee time queued; the agent may book a better one the preferences admit that day. */
  courseName: z.string(),
  date: z.iso.date(),
  time: z.string(),
  players: z.number().int(),
  status: z.enum(autoBookingStatuses),
  bookingId: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AutoBooking = z.infer<typeof autoBookingSchema>;

export const queueOptimizationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  autoBooking: autoBookingSchema,
});
export type QueueOptimizationResponse = z.infer<typeof queueOptimizationResponseSchema>;

export const autoBookingListResponseSchema = z.object({
  success: z.literal(true),
  autoBookings: z.array(autoBookingSchema),
});
export type AutoBookingListResponse = z.infer<typeof autoBookingListResponseSchema>;

/** PATCH /api/one-click-booking/queue/{id}: pause or resume. */
export const updateAutoBookingRequestSchema = z.strictObject({
  status: z.enum(['paused', 'waiting'], 'must be paused or waiting'),
});
export type UpdateAutoBookingRequest = z.infer<typeof updateAutoBookingRequestSchema>;

export const autoBookingResponseSchema = z.object({
  success: z.literal(true),
  autoBooking: autoBookingSchema,
});
export type AutoBookingResponse = z.infer<typeof autoBookingResponseSchema>;
