import { createHmac, timingSafeEqual } from 'node:crypto';
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
 * Slows password guessing without letting anyone lock a golfer out (docs/resilience.md,
 * "Guessing limits"), counted in Redis so every API instance shares it:
 * - a run of failures locks the account **for that client IP only**, so an attacker locks
 *   themselves, not the owner signing in from elsewhere;
 * - failures per client IP per hour are capped, across every account it tries;
 * - failures per account per hour (from everywhere: a spread-out attack) are capped for browsers
 *   the account has never signed in on; a browser that has (it holds the trusted-device cookie)
 *   still gets through.
 * Every email is counted, known or not, so the answers tell nothing about which have accounts.
 * Resetting the password clears the account's counts.
 */
@Injectable()
export class LoginThrottle {
  private readonly consecutive: RateLimiterRedis;
  private readonly accountHourly: RateLimiterRedis;
  private readonly ipHourly: RateLimiterRedis;
  private readonly lockSeconds: number;
  private readonly deviceKey: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    const prefix = `${config.QUEUE_PREFIX}:login-failures`;
    this.lockSeconds = config.LOGIN_LOCK_MINUTES * 60;
    this.deviceKey = Buffer.from(`trusted-device:${config.JWT_SECRET}`);
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

  /** The cookie value that marks a browser as one this account has signed in on. */
  trustedDeviceToken(email: string): string {
    return createHmac('sha256', this.deviceKey).update(email.toLowerCase()).digest('base64url');
  }

  isTrustedDevice(email: string, presented: string | undefined): boolean {
    if (!presented) return false;
    const expected = Buffer.from(this.trustedDeviceToken(email));
    const given = Buffer.from(presented);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** 423 ACCOUNT_LOCKED or 429 RATE_LIMITED before any password is checked. */
  async assertAllowed(email: string, ip: string, trustedDevice: boolean): Promise<void> {
    const [run, hourly, fromIp] = await Promise.all([
      this.consecutive.get(pairKey(email, ip)),
      this.accountHourly.get(email),
      this.ipHourly.get(ip),
    ]);
    if (fromIp && fromIp.consumedPoints >= this.ipHourly.points) {
      throw signInRateLimited(seconds(fromIp));
    }
    const limits = [[run, this.consecutive] as const];
    if (!trustedDevice) limits.push([hourly, this.accountHourly] as const);
    for (const [state, limiter] of limits) {
      if (state && state.consumedPoints >= limiter.points) {
        throw accountLocked(this.config.LOGIN_LOCK_MINUTES, seconds(state));
      }
    }
  }

  /** Counts a failure; true when it has just locked the account for this client. */
  async recordFailure(email: string, ip: string, trustedDevice: boolean): Promise<boolean> {
    const pair = pairKey(email, ip);
    const [run, hourly] = await Promise.all([
      this.consecutive.penalty(pair),
      this.accountHourly.penalty(email),
      this.ipHourly.penalty(ip),
      // Which clients hold a lock on this account, so that a reset can lift them all.
      this.redis
        .multi()
        .sadd(this.lockedClientsKey(email), ip)
        .expire(this.lockedClientsKey(email), this.lockSeconds + HOUR)
        .exec(),
    ]);
    if (run.consumedPoints >= this.consecutive.points) {
      // The lock runs for its full length from the failure that caused it.
      await this.consecutive.block(pair, this.lockSeconds);
      return true;
    }
    return !trustedDevice && hourly.consumedPoints >= this.accountHourly.points;
  }

  /** A right password ends this client's run of failures (not the hourly caps). */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.consecutive.delete(pairKey(email, ip));
  }

  /** The owner proved the address by resetting the password: every lock on the account lifts. */
  async unlock(email: string): Promise<void> {
    const clients = await this.redis.smembers(this.lockedClientsKey(email));
    await Promise.all([
      ...clients.map((ip) => this.consecutive.delete(pairKey(email, ip))),
      this.accountHourly.delete(email),
      this.redis.del(this.lockedClientsKey(email)),
    ]);
  }

  private lockedClientsKey(email: string): string {
    return `${this.config.QUEUE_PREFIX}:login-failures:clients:${email}`;
  }
}

const pairKey = (email: string, ip: string) => `${email}|${ip}`;
