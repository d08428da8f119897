import { z } from 'zod';

/**
 * GET /api/live: a server-sent event stream of what changed for the caller, so that open pages
 * update without waiting for their next poll (docs/live-updates.md). Each event names what to
 * read again; the stream never carries the data itself.
 *
 * - `alerts`: these alerts of the caller's gained or lost a matching tee time.
 * - `bookings`: one of the caller's bookings ended (booked or failed).
 * - `achievements`: the caller just unlocked these (`liveAchievementsEventSchema`).
 * - `notifications`: messages about these alerts of the caller's went out (the sent count grew).
 */
export const liveAlertsEventSchema = z.object({ alertIds: z.array(z.string()) });
export type LiveAlertsEvent = z.infer<typeof liveAlertsEventSchema>;

export const liveBookingsEventSchema = z.object({ bookingIds: z.array(z.string()) });
export type LiveBookingsEvent = z.infer<typeof liveBookingsEventSchema>;

export type LiveEventName = 'alerts' | 'bookings' | 'notifications' | 'achievements';
