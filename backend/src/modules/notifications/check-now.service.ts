import { Inject, Injectable } from '@nestjs/common';
import { errorCodes, jobs } from '@teewatch/contracts';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { AppError } from '../../infra/http/app-error.js';
import { type Owner, ownerKey } from '../../infra/owners/owner.js';
import { QueueRegistry } from '../../infra/queue/queue.registry.js';
import { REDIS } from '../../infra/redis/redis.module.js';
import { AlertsService } from '../alerts/alerts.service.js';

/** A manual check asks the platforms for every watched course-date at once; once a minute is plenty. */
const CHECK_NOW_EVERY_SECONDS = 60;

/** Scans queued by a golfer's "Check Now" go ahead of the planner's routine ones. */
const CHECK_NOW_PRIORITY = 1;

/** "Check Now": read every course-date the caller's alerts watch, at most once a minute each. */
@Injectable()
export class CheckNowService {
  private readonly limiter: RateLimiterRedis;

  constructor(
    private readonly alerts: AlertsService,
    private readonly queues: QueueRegistry,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.QUEUE_PREFIX}:check-now`,
      points: 1,
      duration: CHECK_NOW_EVERY_SECONDS,
    });
  }

  /** Queues the scans and says how many course-dates; 429 with Retry-After within the minute. */
  async checkNow(owner: Owner): Promise<{ courseDates: number }> {
    await this.takeTurn(owner);
    const watched = await this.alerts.watchedCourseDates(new Date(), owner);
    const scans = watched.map(({ linkId, date }) => ({ linkId, date }));
    await this.queues.enqueue(
      'scan-course-date',
      scans.map((scan) => [scan, CHECK_NOW_PRIORITY]),
    );
    await Promise.all(scans.map((scan) => this.promoteIfDelayed(scan)));
    return { courseDates: watched.length };
  }

  /**
   * The planner queues a read a few seconds ahead of its time, and the same course-date is not
   * queued twice: a golfer who asked to check now should not wait for that read's moment.
   */
  private async promoteIfDelayed(scan: { linkId: string; date: string }): Promise<void> {
    const { jobId } = jobs['scan-course-date'].options(scan, CHECK_NOW_PRIORITY);
    const job = await this.queues.get('scan').getJob(jobId!);
    // It may have come due meanwhile: then it is waiting already.
    if (job && (await job.isDelayed())) await job.promote().catch(() => undefined);
  }

  private async takeTurn(owner: Owner): Promise<void> {
    try {
      await this.limiter.consume(ownerKey(owner));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new AppError(
        429,
        errorCodes.rateLimited,
        `You checked a moment ago. Try again in ${seconds} seconds.`,
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
  }
}
