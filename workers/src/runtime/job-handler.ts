import { type QueueName } from '@teewatch/contracts';
import { type Job } from 'bullmq';

/**
 * A job kind and the code that runs it. Handlers stay thin: read the ids in the payload, call a
 * backend service, return. `name` is a job name (`prune-outbox`) or a domain event (`TeeTimeFound`).
 */
export interface JobHandler {
  readonly queue: QueueName;
  readonly name: string;
  /** `stopping` aborts when the process shuts down: work that is safe to drop (a read) gives up. */
  handle(job: Job, stopping: AbortSignal): Promise<unknown>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
