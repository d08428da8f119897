import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { REDIS } from '../../infra/redis/redis.module.js';
import { tooManyEmails } from './auth.errors.js';

/**
 * Keeps TeeWatch from being used to flood an inbox: sign-up, reset and magic-link emails are
 * counted per address (known or not, so the answer tells nothing) and per client IP.
 */
@Injectable()
export class AuthEmailThrottle {
  private readonly perAddress: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(REDIS) redis: Redis) {
    const common = { storeClient: redis, duration: 3600 };
    this.perAddress = new RateLimiterRedis({
      ...common,
      keyPrefix: `${config.QUEUE_PREFIX}:auth-emails:address`,
      points: config.AUTH_EMAILS_PER_ADDRESS_PER_HOUR,
    });
    this.perIp = new RateLimiterRedis({
      ...common,
      keyPrefix: `${config.QUEUE_PREFIX}:auth-emails:ip`,
      points: config.AUTH_EMAILS_PER_IP_PER_HOUR,
    });
  }

  /** Takes one email from both allowances, or throws 429 RATE_LIMITED with Retry-After. */
  async consume(email: string, ip: string): Promise<void> {
    try {
      await this.perIp.consume(ip);
      await this.perAddress.consume(email);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw tooManyEmails(Math.ceil(refusal.msBeforeNext / 1000));
    }
  }

  /** Whether another email may go to this address now; for emails sent as a side effect. */
  async tryConsume(email: string): Promise<boolean> {
    try {
      await this.perAddress.consume(email);
      return true;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return false;
    }
  }
}
