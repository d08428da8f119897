import { z } from 'zod';

/**
 * The BullMQ queues of the design, plus `plan` (the scanner's own schedule: planning must never
 * wait behind the scans it queued) and `maintenance` (housekeeping of the relay role).
 */
export const queueNames = ['scan', 'plan', 'match', 'notify', 'booking', 'maintenance'] as const;
export type QueueName = (typeof queueNames)[number];

/**
 * The BullMQ job options TeeWatch sets: a subset of bullmq's JobsOptions, so that the contracts
 * need no bullmq. Anything left out takes the queue's defaults (5 attempts, exponential backoff).
 */
export interface JobOptions {
  jobId?: string;
  priority?: number;
  delay?: number;
  attempts?: number;
  backoff?: { type: 'exponential' | 'fixed'; delay: number };
  removeOnComplete?: boolean | number;
  removeOnFail?: boolean | number;
}

/** Scheduled housekeeping keeps a short failure history and nothing of its successes. */
const scheduledJob = (): JobOptions => ({ removeOnComplete: true, removeOnFail: 100 });

/**
 * Jobs are imperative kebab-case. Each job names its queue, the schema of its payload (ids only)
 * and `options`, the one place that decides its job id, priority, attempts and backoff. A worker
 * refuses to start when a job it consumes has no handler or two.
 */
export const jobs = {
  'prune-outbox': { queue: 'maintenance', payload: z.object({}), options: scheduledJob },
  'prune-idempotency-keys': {
    queue: 'maintenance',
    payload: z.object({}),
    options: scheduledJob,
  },
  /** Forget form-demo submissions once they are a month old (docs/forms.md). */
  'prune-form-submissions': {
    queue: 'maintenance',
    payload: z.object({}),
    options: scheduledJob,
  },
  /**
   * Read one course's tee sheet for one Denver date. The id is the course-date, so one already
   * waiting is not queued twice; it is freed at once so the next turn can queue it again, and it
   * runs once, since that next turn is its retry. `delayMs`: the planner queues a read a little
   * ahead of the moment it is due.
   */
  'scan-course-date': {
    queue: 'scan',
    payload: z.object({ linkId: z.string(), date: z.string() }),
    options: (
      { linkId, date }: { linkId: string; date: string },
      priority: number,
      delayMs = 0,
    ): JobOptions => ({
      jobId: `scan-${linkId}-${date}`,
      priority,
      delay: delayMs,
      removeOnComplete: true,
      removeOnFail: true,
      attempts: 1,
    }),
  },
  /**
   * Read a watched course-date hard around the moment its course releases it (the planner queues
   * it, delayed to just before). The id is the course-date's release, so it is watched once.
   */
  'read-at-release': {
    queue: 'scan',
    payload: z.object({ linkId: z.string(), date: z.string(), opensAt: z.string().datetime() }),
    options: ({ linkId, date }: { linkId: string; date: string }, delayMs: number): JobOptions => ({
      jobId: `release-${linkId}-${date}`,
      priority: 1,
      delay: delayMs,
      removeOnComplete: true,
      removeOnFail: true,
      attempts: 1,
    }),
  },
  /** Decide which course-dates are due and queue their scans. */
  'plan-scans': { queue: 'plan', payload: z.object({}), options: scheduledJob },
  /**
   * Tell the golfer about one match, on each channel, once (from AlertMatched). The id is the
   * match's, so a replayed event queues nothing new. Retries span about eight minutes (1 s
   * doubling, ten tries): longer than another worker's claim on a delivery lasts (60 s), so a
   * copy that found its delivery busy still sends it if that worker died (docs/delivery.md).
   */
  'deliver-alert-match': {
    queue: 'notify',
    payload: z.object({ alertMatchId: z.string() }),
    options: ({ alertMatchId }: { alertMatchId: string }): JobOptions => ({
      jobId: `deliver-${alertMatchId}`,
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000 },
    }),
  },
  /**
   * Send, as one message on one channel, an alert's matches held back by the ten-minute
   * interval, a digest period or quiet hours. One job per alert, channel and due time.
   */
  'flush-deliveries': {
    queue: 'notify',
    payload: z.object({ alertId: z.string(), channel: z.enum(['push', 'email', 'sms']) }),
    options: (
      { alertId, channel }: { alertId: string; channel: string },
      dueAt: Date,
      now: Date,
    ): JobOptions => ({
      jobId: `flush-${alertId}-${channel}-${dueAt.getTime()}`,
      delay: Math.max(0, dueAt.getTime() - now.getTime()),
      removeOnComplete: true,
    }),
  },
  /**
   * Try one open slot for one automatic booking (docs/bookings.md, "Auto-booking"). The id is the
   * pair, so a slot found twice is tried once; a try that finds another attempt running retries
   * after it (1 s doubling, eight tries, about four minutes).
   */
  'attempt-auto-booking': {
    queue: 'booking',
    payload: z.object({ autoBookingId: z.string(), teeTimeId: z.string() }),
    options: ({ autoBookingId, teeTimeId }: { autoBookingId: string; teeTimeId: string }) => ({
      jobId: `auto-${autoBookingId}-${teeTimeId}`,
      attempts: 8,
      backoff: { type: 'exponential' as const, delay: 1000 },
    }),
  },
  /** Forget tee times that have started. */
  'prune-tee-times': { queue: 'plan', payload: z.object({}), options: scheduledJob },
} as const satisfies Record<
  string,
  {
    queue: QueueName;
    payload: z.ZodType;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own arguments
    options: (payload: any, ...context: any[]) => JobOptions;
  }
>;

export type JobName = keyof typeof jobs;
export type JobPayload<J extends JobName> = z.infer<(typeof jobs)[J]['payload']>;
/** What `jobs[J].options` takes: the payload first, then what that kind of job needs to know. */
export type JobArguments<J extends JobName> = Parameters<(typeof jobs)[J]['options']>;
