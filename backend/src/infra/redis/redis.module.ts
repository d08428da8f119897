import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';

export const REDIS = Symbol('REDIS');

/**
 * The shared Redis client of queue producers and rate-limit counters, on request paths: while
 * Redis is away a command fails at once (no offline queue) or after COMMAND_TIMEOUT_MS (a Redis
 * that hangs), and the API answers 503 instead of making the golfer wait out the outage
 * (docs/resilience.md). BullMQ's consumers keep their own waiting connections.
 */
const COMMAND_TIMEOUT_MS = 800;

const logger = new Logger('Redis');

/** How long start-up waits for the first connection, so that the first requests find it ready. */
const FIRST_CONNECT_WAIT_MS = 3000;

async function connectRedis(config: AppConfig): Promise<Redis> {
  const redis = new Redis(config.REDIS_URL, {
    connectionName: 'teewatch',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Reconnect quickly after an outage: at most half a second between tries.
    retryStrategy: (times) => Math.min(times * 50, 500),
  });
  // The client retries on its own; say once that Redis went away and once that it came back.
  let away = false;
  redis.on('error', (error) => {
    if (!away) logger.warn(`Redis unreachable, retrying: ${error.message}`);
    away = true;
  });
  redis.on('ready', () => {
    if (away) logger.log('Redis reachable again');
    away = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [APP_CONFIG], useFactory: connectRedis }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
