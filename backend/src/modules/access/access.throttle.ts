import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { REDIS } from '../../infra/redis/redis.module.js';
import { tooManyAttempts } from './access.errors.js';

/** What a wrong code costs its sender while the whole world is guessing. */
const BRAKE_DELAY_MS = 1000;

const retrySeconds = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));

/**
 * Guards against guessing codes, in Redis so that every API instance shares the counts
 * (docs/resilience.md, "Guessing limits"):
 * - per client IP, a try is taken **before** the code is checked (one atomic step), so parallel
 *   guesses get exactly the number allowed; a right code gives its try back;
 * - across all clients, failures engage a brake that slows and refuses only **wrong** codes: a
 *   visitor with a valid code always gets in, however many others are guessing.
 */
@Injectable()
export class AccessThrottle {
  private readonly perIp: RateLimiterRedis;
  private readonly global: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    const common = {
      storeClient: redis,
      duration: config.ACCESS_THROTTLE_WINDOW_SECONDS,
      keyPrefix: `${config.QUEUE_PREFIX}:access-failures`,
    };
    this.perIp = new RateLimiterRedis({
      ...common,
      points: config.ACCESS_THROTTLE_FAILURES_PER_IP,
    });
    this.global = new RateLimiterRedis({
      ...common,
      points: config.ACCESS_THROTTLE_FAILURES_GLOBAL,
    });
  }

  /** Takes one of this IP's tries; 429 with Retry-After when it has none left. */
  async takeTry(ip: string): Promise<void> {
    try {
      await this.perIp.consume(`ip:${ip}`);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw tooManyAttempts(retrySeconds(refusal));
    }
  }

  /** The code was right: the try was not a guess. */
  async giveBackTry(ip: string): Promise<void> {
    await this.perIp.reward(`ip:${ip}`);
  }

  /**
   * Counts a wrong code everywhere. While the brake is on, the sender waits and is told to
   * slow down (429) instead of learning anything about this code; otherwise `error` stands.
   */
  async failWith(error: Error): Promise<never> {
    const all = await this.global.penalty('all');
    if (all.consumedPoints > this.global.points) {
      await sleep(BRAKE_DELAY_MS);
      throw tooManyAttempts(retrySeconds(all));
    }
    throw error;
  }
}
