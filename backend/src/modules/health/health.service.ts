import { Inject, Injectable } from '@nestjs/common';
import { queueNames } from '@teewatch/contracts';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { PG_POOL } from '../../db/database.module.js';
import { QueueRegistry } from '../../infra/queue/queue.registry.js';
import { REDIS } from '../../infra/redis/redis.module.js';

type Check = { status: 'up'; latencyMs: number } | { status: 'down'; error: string };
const CHECK_TIMEOUT_MS = 2000;

async function timed(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        ).unref(),
      ),
    ]);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', error: (error as Error).message };
  }
}

@Injectable()
export class HealthService {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly queues: QueueRegistry,
  ) {}

  /** PostgreSQL, Redis and each queue's depth; `ok` only when every dependency answers. */
  async report() {
    const [database, redis] = await Promise.all([
      timed(() => this.pool.query('select 1')),
      timed(() => this.redis.ping()),
    ]);
    const queues = redis.status === 'up' ? await this.queueDepths() : {};
    const status = database.status === 'up' && redis.status === 'up' ? 'ok' : 'error';
    return { status, checks: { database, redis }, queues } as const;
  }

  private async queueDepths() {
    const entries = await Promise.all(
      queueNames.map(
        async (name) =>
          [
            name,
            await this.queues.get(name).getJobCounts('waiting', 'active', 'delayed', 'failed'),
          ] as const,
      ),
    );
    return Object.fromEntries(entries);
  }
}
