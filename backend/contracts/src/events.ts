import { z } from 'zod';
import type { QueueName } from './queues.js';

/**
 * Domain events, past-tense PascalCase. A service writes one into the outbox in the same
 * transaction as the change it describes; the relay moves it to `queue` with jobId = event id.
 * Payloads carry ids, never whole records.
 */
export const domainEvents = {
  TeeTimeFound: {
    queue: 'match',
    payload: z.object({
      teeTimeId: z.string(),
      reason: z.enum(['new', 'more_spots', 'price_drop']),
    }),
  },
  /** A tee time is no longer open; its course and date tell open pages whose alerts it was on. */
  TeeTimeGone: {
    queue: 'match',
    payload: z.object({
      teeTimeId: z.string(),
      courseId: z.string().optional(),
      date: z.string().optional(),
    }),
  },
  /**
   * A tee time fitted these alerts: one event per tee time and matching, naming the new matches
   * (a busy tee time can match hundreds; one outbox row each would cost more than the matches).
   */
  AlertMatched: {
    queue: 'notify',
    payload: z.object({ teeTimeId: z.string(), alertMatchIds: z.array(z.string()).min(1) }),
  },
  /** A golfer queued an automatic booking: the agent books it now if a fitting slot is open. */
  BookingQueued: { queue: 'booking', payload: z.object({ autoBookingId: z.string() }) },
  /** The course has the golfer's booking (confirmation number on the row): tell them. */
  BookingSucceeded: { queue: 'notify', payload: z.object({ bookingId: z.string() }) },
  /** A booking ended without one, or needs the golfer to finish it: tell them why. */
  BookingFailed: { queue: 'notify', payload: z.object({ bookingId: z.string() }) },
  /** A golfer earned an achievement (its points are in the ledger): tell them. */
  AchievementUnlocked: {
    queue: 'notify',
    payload: z.object({ userId: z.string(), achievementId: z.string() }),
  },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType }>;

export type DomainEventType = keyof typeof domainEvents;
export type DomainEventPayload<T extends DomainEventType> = z.infer<
  (typeof domainEvents)[T]['payload']
>;

/** What a consumer receives: the event's id (also its BullMQ job id), type and payload. */
export interface DomainEventMessage<T extends DomainEventType = DomainEventType> {
  eventId: string;
  type: T;
  occurredAt: string;
  payload: DomainEventPayload<T>;
}
