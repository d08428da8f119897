import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { REDIS } from '../../infra/redis/redis.module.js';
import { accountLocked, signInRateLimited } from './auth.errors.js';

const HOUR = 3600;
const seconds = (state: RateLimiterRes) => Math.ceil(state.msBeforeNext / 1000);

/**
 * Slows password guessing, counted in Redis so every API instance shares it. Per account (by
 * email, known or not, so the answers tell nothing about which emails have accounts): a lock
 * after consecutive failures, and a hard cap per hour. Per client IP: a cap per hour. Resetting
 * the password clears the account's counts.
 */
@Injectable()
export class LoginThrottle {
  private readonly consecutive: RateLimiterRedis;
  private readonly accountHourly: RateLimiterRedis;
  private readonly ipHourly: RateLimiterRedis;
  private readonly lockSeconds: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    const prefix = `${config.QUEUE_PREFIX}:login-failures`;
    this.lockSeconds = config.LOGIN_LOCK_MINUTES * 60;
    this.consecutive = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:consecutive`,
      points: config.LOGIN_LOCK_AFTER_FAILURES,
      duration: HOUR,
    });
    this.accountHourly = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:account`,
      points: config.LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
      duration: HOUR,
    });
    this.ipHourly = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:ip`,
      points: config.LOGIN_FAILURES_PER_IP_PER_HOUR,
      duration: HOUR,
    });
  }

  /** 423 ACCOUNT_LOCKED or 429 RATE_LIMITED before any password is checked. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [run, hourly, fromIp] = await Promise.all([
      this.consecutive.get(email),
      this.accountHourly.get(email),
      this.ipHourly.get(ip),
    ]);
    if (fromIp && fromIp.consumedPoints >= this.ipHourly.points) {
      throw signInRateLimited(seconds(fromIp));
    }
    for (const [state, limiter] of [
      [run, this.consecutive],
      [hourly, this.accountHourly],
    ] as const) {
      if (state && state.consumedPoints >= limiter.points) {
        throw accountLocked(this.config.LOGIN_LOCK_MINUTES, seconds(state));
      }
    }
  }

  /** Counts a failure; true when it has just locked the account. */
  async recordFailure(email: string, ip: string): Promise<boolean> {
    const [run, hourly] = await Promise.all([
      this.consecutive.penalty(email),
      this.accountHourly.penalty(email),
      this.ipHourly.penalty(ip),
    ]);
    if (run.consumedPoints >= this.consecutive.points) {
      // The lock runs for its full length from the failure that caused it.
      await this.consecutive.block(email, this.lockSeconds);
      return true;
    }
    return hourly.consumedPoints >= this.accountHourly.points;
  }

  /** A right password ends the run of consecutive failures (not the hourly cap). */
  async recordSuccess(email: string): Promise<void> {
    await this.consecutive.delete(email);
  }

  /** The owner proved the address by resetting the password: the account is unlocked. */
  async unlock(email: string): Promise<void> {
    await Promise.all([this.consecutive.delete(email), this.accountHourly.delete(email)]);
  }
}
