import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { Redis } from 'ioredis';
import { REDIS } from '../../infra/redis/redis.module.js';
import { tooManyAttempts } from './access.errors.js';

/**
 * Guards against guessing codes: failed validations are counted per client IP and across all
 * clients in a window, in Redis so that every API instance shares the count.
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

  /** Throws 429 with Retry-After when this IP, or everyone, has used up the failures allowed. */
  async assertAllowed(ip: string): Promise<void> {
    const [mine, all] = await Promise.all([this.perIp.get(`ip:${ip}`), this.global.get('all')]);
    for (const [state, limiter] of [
      [mine, this.perIp],
      [all, this.global],
    ] as const) {
      if (state && state.consumedPoints >= limiter.points) {
        throw tooManyAttempts(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
      }
    }
  }

  async recordFailure(ip: string): Promise<void> {
    // Penalty counts past the limit instead of rejecting, so the failure at hand still gets its
    // own clear message and the next attempt gets the 429.
    await Promise.all([this.perIp.penalty(`ip:${ip}`), this.global.penalty('all')]);
  }
}
