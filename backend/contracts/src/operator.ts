import { z } from 'zod';

/**
 * The operator console (docs/operations.md): what the system is doing, for accounts with the admin
 * role only (403 FORBIDDEN for anyone else). GET /api/operator/overview answers all of it at once;
 * the console polls it every few seconds.
 */

/** One BullMQ queue: jobs per state, and the latest failed jobs (newest first, at most 20). */
export const operatorQueueSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
  failedJobs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      failedReason: z.string(),
      attemptsMade: z.number().int(),
      failedAt: z.string().nullable(),
    }),
  ),
});
export type OperatorQueue = z.infer<typeof operatorQueueSchema>;

/** One tee-sheet platform, as the scanner spends its budget and the breaker sees it. */
export const operatorPlatformSchema = z.object({
  platform: z.string(),
  /** Share of the last minute's request budget used, 0 to 1; null before the scanner reports. */
  budgetUsed: z.number().nullable(),
  breaker: z.enum(['closed', 'half_open', 'open']),
  /** Requests since the counters began, by outcome: 'ok' or an error kind. */
  requests: z.record(z.string(), z.number()),
  watched: z.number().int(),
  behind: z.number().int(),
  /** Seconds since the watched course-dates were read: mean and largest (null: none read). */
  lagMeanSeconds: z.number().nullable(),
  lagMaxSeconds: z.number().nullable(),
});
export type OperatorPlatform = z.infer<typeof operatorPlatformSchema>;

/** Messages of the last 24 hours per channel, by status ('sent', 'failed', 'skipped', 'pending', ...). */
export const operatorChannelSchema = z.object({
  channel: z.enum(['push', 'email', 'sms']),
  outcomes: z.record(z.string(), z.number()),
});
export type OperatorChannel = z.infer<typeof operatorChannelSchema>;

export const operatorOverviewSchema = z.object({
  generatedAt: z.string(),
  queues: z.array(operatorQueueSchema),
  platforms: z.array(operatorPlatformSchema),
  channels: z.array(operatorChannelSchema),
  /** Bookings of the last 24 hours by status (booked, failed, pending, ...). */
  bookings: z.record(z.string(), z.number()),
  outbox: z.object({
    unpublished: z.number().int(),
    /** Seconds the oldest unpublished event has waited; null when none waits. */
    oldestSeconds: z.number().nullable(),
  }),
});
export type OperatorOverview = z.infer<typeof operatorOverviewSchema>;

/** POST /api/operator/queues/{queue}/jobs/{jobId}/retry: the failed job runs again. */
export const operatorRetrySchema = z.object({ retried: z.literal(true) });
export type OperatorRetry = z.infer<typeof operatorRetrySchema>;
