import { z } from 'zod';

/**
 * The BullMQ queues of ARCHITECTURE.md, plus `plan` (the scanner's own schedule: planning must never
 * wait behind the scans it queued) and `maintenance` (housekeeping of the relay role).
 */
export const queueNames = ['scan', 'plan', 'match', 'notify', 'booking', 'maintenance'] as const;
export type QueueName = (typeof queueNames)[number];

/**
 * Jobs are imperative kebab-case. Each job names its queue and the schema of its payload (ids only);
 * a worker refuses to start when a job it consumes has no handler or two.
 */
export const jobs = {
  'prune-outbox': { queue: 'maintenance', payload: z.object({}) },
  /** Read one course's tee sheet for one Denver date. */
  'scan-course-date': {
    queue: 'scan',
    payload: z.object({ linkId: z.string(), date: z.string() }),
  },
  /** Decide which course-dates are due and queue their scans. */
  'plan-scans': { queue: 'plan', payload: z.object({}) },
  /** Tell the golfer about one match, on each channel, once (from AlertMatched). */
  'deliver-alert-match': { queue: 'notify', payload: z.object({ alertMatchId: z.string() }) },
  /**
   * Send, as one message on one channel, an alert's matches held back by the ten-minute
   * interval, a digest period or quiet hours.
   */
  'flush-deliveries': {
    queue: 'notify',
    payload: z.object({ alertId: z.string(), channel: z.enum(['push', 'email', 'sms']) }),
  },
  /** Forget tee times that have started. */
  'prune-tee-times': { queue: 'plan', payload: z.object({}) },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType }>;
