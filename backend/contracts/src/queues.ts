import { z } from 'zod';

/** The BullMQ queues of ARCHITECTURE.md, plus `maintenance` for housekeeping jobs of the relay role. */
export const queueNames = ['scan', 'match', 'notify', 'booking', 'maintenance'] as const;
export type QueueName = (typeof queueNames)[number];

/**
 * Jobs are imperative kebab-case. Each job names its queue and the schema of its payload (ids only);
 * a worker refuses to start when a job it consumes has no handler or two.
 */
export const jobs = {
  'prune-outbox': { queue: 'maintenance', payload: z.object({}) },
} as const satisfies Record<string, { queue: QueueName; payload: z.ZodType }>;
export type JobName = keyof typeof jobs;
