import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG } from '@teewatch/backend/config/config.module';
import { type AppConfig } from '@teewatch/backend/config/config.schema';
import { domainEvents, jobs, type QueueName } from '@teewatch/contracts';
import { type Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { JOB_HANDLERS, type JobHandler } from './job-handler.js';

/** Every job and event the contracts route to `queue`. */
function expectedOn(queue: QueueName): string[] {
  return [...Object.entries(jobs), ...Object.entries(domainEvents)]
    .filter(([, definition]) => definition.queue === queue)
    .map(([name]) => name);
}

/**
 * Groups handlers by queue and refuses to start when a consumed queue has a job without a handler
 * (it would fail at run time), a job with two (which one ran would depend on registration order),
 * or a handler for a job the contracts do not know (a typo).
 */
export function indexHandlers(handlers: JobHandler[]): Map<QueueName, Map<string, JobHandler>> {
  const byQueue = new Map<QueueName, Map<string, JobHandler>>();
  for (const handler of handlers) {
    const forQueue = byQueue.get(handler.queue) ?? new Map<string, JobHandler>();
    if (forQueue.has(handler.name)) {
      throw new Error(`Two handlers for job ${handler.name} on queue ${handler.queue}`);
    }
    forQueue.set(handler.name, handler);
    byQueue.set(handler.queue, forQueue);
  }
  for (const [queue, forQueue] of byQueue) {
    const expected = expectedOn(queue);
    const missing = expected.filter((name) => !forQueue.has(name));
    const unknown = [...forQueue.keys()].filter((name) => !expected.includes(name));
    if (missing.length > 0)
      throw new Error(`No handler on queue ${queue} for: ${missing.join(', ')}`);
    if (unknown.length > 0)
      throw new Error(`Handlers for jobs unknown on queue ${queue}: ${unknown.join(', ')}`);
  }
  return byQueue;
}

/**
 * Runs one BullMQ worker per queue that this process has handlers for. On shutdown it stops taking
 * jobs, tells the active ones (scans give up and are planned again) and waits for the rest to
 * finish, so a deploy or Ctrl-C loses nothing.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobRunner.name);
  private readonly workers: Worker[] = [];
  private readonly handlers: Map<QueueName, Map<string, JobHandler>>;
  private readonly stopping = new AbortController();

  constructor(
    @Inject(JOB_HANDLERS) handlers: JobHandler[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.handlers = indexHandlers(handlers);
  }

  onApplicationBootstrap(): void {
    for (const [queue, handlers] of this.handlers) {
      const worker = new Worker(queue, (job) => this.dispatch(handlers, job), {
        // Workers block on Redis, so each gets a connection of its own.
        connection: new Redis(this.config.REDIS_URL, {
          maxRetriesPerRequest: null,
          connectionName: `teewatch-worker-${queue}`,
        }),
        prefix: this.config.QUEUE_PREFIX,
        concurrency: this.concurrency(queue),
      });
      worker.on('failed', (job, error) =>
        this.logger.warn(`${queue}/${job?.name} ${job?.id} failed: ${error.message}`),
      );
      worker.on('error', (error) => this.logger.error(`Worker for ${queue}: ${error.message}`));
      this.workers.push(worker);
      this.logger.log(`Consuming ${queue}: ${[...handlers.keys()].join(', ')}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Scans waiting their turn at a platform hand their course-date back (the planner queues it
    // again) instead of holding the shutdown for half a minute; everything else finishes.
    this.stopping.abort();
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  private concurrency(queue: QueueName): number {
    if (queue === 'scan') return this.config.SCAN_CONCURRENCY;
    // Many TeeTimeFound at once let the matcher write them in a few transactions.
    if (queue === 'match') return this.config.MATCH_CONCURRENCY;
    return queue === 'maintenance' ? 1 : 10;
  }

  private async dispatch(handlers: Map<string, JobHandler>, job: Job): Promise<unknown> {
    const handler = handlers.get(job.name);
    if (!handler) throw new Error(`No handler for job ${job.name} in this worker`);
    return handler.handle(job, this.stopping.signal);
  }
}
