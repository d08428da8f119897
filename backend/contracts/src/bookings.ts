import { z } from 'zod';

/**
 * POST /api/bookings: book one open tee time for the signed-in golfer. `idempotencyKey` is made
 * once per booking the golfer asked for (a click, an offline action) and sent again on every
 * retry of it, so nothing is booked twice.
 */
export const bookTeeTimeRequestSchema = z.strictObject({
  teeTimeId: z.uuid('must be the id of an open tee time'),
  players: z
    .number('must be a whole number from 1 to 4')
    .int('must be a whole number from 1 to 4')
    .min(1, 'must be a whole number from 1 to 4')
    .max(4, 'must be a whole number from 1 to 4'),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, - or _'),
});
export type BookTeeTimeRequest = z.infer<typeof bookTeeTimeRequestSchema>;

/**
 * booking: an attempt is running; booked: the course has it (confirmation number); held: TeeWatch
 * holds the slot and the golfer finishes on the course's page (deep link) before the hold ends;
 * handed-over: only the golfer can book it, on the course's page; failed: nothing was booked;
 * cancelled: the golfer cancelled it with the course, and its platform no longer lists it.
 */
export const bookingStatuses = [
  'booking',
  'booked',
  'held',
  'handed-over',
  'failed',
  'cancelled',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  platform: z.string(),
  date: z.iso.date(),
  /** Denver wall-clock time, HH:MM. */
  time: z.string(),
  startsAt: z.iso.datetime(),
  holes: z.number().int(),
  players: z.number().int(),
  status: z.enum(bookingStatuses),
  confirmationNumber: z.string().nullable(),
  /** Dollars per player, as the platform priced it when booked. */
  pricePerPlayer: z.number().nullable(),
  /** The course's terms where its platform publishes them; null: "Check the course's cancellation policy". */
  cancellationTerms: z.string().nullable(),
  /** The slot on the course's own booking page, where the golfer finishes or checks. */
  deepLink: z.string().nullable(),
  /** The course's own booking page: where the golfer changes or cancels a booking. */
  coursePage: z.string().nullable(),
  holdExpiresAt: z.iso.datetime().nullable(),
  /** What TeeWatch told the golfer, in one sentence. */
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** POST /api/bookings: the booking as it now stands (also for a repeated key: the same booking). */
export const bookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bookingId: z.string(),
  booking: bookingSchema,
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** GET /api/bookings: the golfer's bookings, soonest tee time first. */
export const bookingListResponseSchema = z.object({
  success: z.literal(true),
  bookings: z.array(bookingSchema),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

/** GET /api/tee-times/{id}/booking-terms: what the golfer sees before booking. */
export const bookingTermsResponseSchema = z.object({
  success: z.literal(true),
  /** The course's cancellation terms, or null where its platform publishes none. */
  cancellationTerms: z.string().nullable(),
  /** The platform books only golfers signed in there: TeeWatch hands the golfer its page. */
  golferBooksThemselves: z.boolean(),
});
export type BookingTermsResponse = z.infer<typeof bookingTermsResponseSchema>;

/** What the screen says where a platform publishes no cancellation terms. */
export const noCancellationTermsText = "Check the course's cancellation policy";
