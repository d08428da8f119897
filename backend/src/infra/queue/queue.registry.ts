import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  type JobArguments,
  type JobName,
  type JobOptions,
  jobs,
  type QueueName,
  queueNames,
} from '@teewatch/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { REDIS } from '../redis/redis.module.js';

/** Jobs keep a bounded history so Redis holds queues, not an archive. */
const defaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** One producer handle per queue, sharing one Redis connection. */
@Injectable()
export class QueueRegistry implements OnApplicationShutdown {
  private readonly queues: Map<QueueName, Queue>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly connection: Redis,
  ) {
    this.queues = new Map(
      queueNames.map((name) => {
        const queue = new Queue(name, {
          connection: this.connection,
          prefix: config.QUEUE_PREFIX,
          defaultJobOptions,
        });
        // The shared connection's outages are logged once by the Redis module; a failed add
        // reaches its caller. Without a listener BullMQ prints every reconnection error.
        queue.on('error', () => undefined);
        return [name, queue];
      }),
    );
  }

  get(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue ${name}`);
    return queue;
  }

  /**
   * Queues one `job` per argument list, each with the id and options its contract decides
   * (`jobs[job].options`), so no caller builds a job id by hand.
   */
  async enqueue<J extends JobName>(job: J, argumentLists: JobArguments<J>[]): Promise<void> {
    if (argumentLists.length === 0) return;
    const { queue, options } = jobs[job];
    const optionsFor = options as (...args: JobArguments<J>) => JobOptions;
    await this.get(queue).addBulk(
      argumentLists.map((args) => ({ name: job, data: args[0], opts: optionsFor(...args) })),
    );
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.all().map((queue) => queue.close()));
  }
}
