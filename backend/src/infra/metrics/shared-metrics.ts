import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { REDIS } from '../redis/redis.module.js';

export type Labels = Record<string, string>;
/** Latency buckets in seconds, shared by writers and the reader. */
export const LATENCY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const encode = (labels: Labels) => JSON.stringify(Object.entries(labels).sort());
const decode = (field: string): Labels =>
  Object.fromEntries(JSON.parse(field) as [string, string][]);

/**
 * Metrics that worker processes record (they run no HTTP server) and the API's /metrics exposes:
 * counters, gauges and histograms kept in Redis hashes, one per metric, one field per label set.
 * Losing Redis loses only these numbers.
 */
@Injectable()
export class SharedMetrics {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.QUEUE_PREFIX}:metrics`;
  }

  increment(name: string, labels: Labels, by = 1): void {
    void this.redis
      .hincrbyfloat(`${this.prefix}:${name}`, encode(labels), by)
      .catch(() => undefined);
  }

  set(name: string, labels: Labels, value: number): void {
    void this.redis.hset(`${this.prefix}:${name}`, encode(labels), value).catch(() => undefined);
  }

  /** Records one observation into cumulative buckets, a sum and a count. */
  observe(name: string, labels: Labels, seconds: number): void {
    const pipeline = this.redis.pipeline();
    const key = `${this.prefix}:${name}`;
    for (const le of [...LATENCY_BUCKETS.filter((bound) => seconds <= bound).map(String), '+Inf']) {
      pipeline.hincrby(key, encode({ ...labels, le }), 1);
    }
    pipeline.hincrbyfloat(`${key}:sum`, encode(labels), seconds);
    pipeline.hincrby(`${key}:count`, encode(labels), 1);
    void pipeline.exec().catch(() => undefined);
  }

  async read(name: string): Promise<{ labels: Labels; value: number }[]> {
    const entries = await this.redis.hgetall(`${this.prefix}:${name}`);
    return Object.entries(entries).map(([field, value]) => ({
      labels: decode(field),
      value: Number(value),
    }));
  }
}
