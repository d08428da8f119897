import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  errorCodes,
  type TestNotificationRequest,
  testNotificationSchema,
} from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { AppError } from '../../infra/http/app-error.js';
import { QueueRegistry } from '../../infra/queue/queue.registry.js';
import { REDIS } from '../../infra/redis/redis.module.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { NotificationsService } from './notifications.service.js';

/** A manual check asks the platforms for every watched course-date at once; once a minute is plenty. */
const CHECK_NOW_EVERY_SECONDS = 60;

@ApiTags('notifications')
@Controller('smart-notifications')
export class SmartNotificationsController {
  private readonly checkNowLimiter: RateLimiterRedis;

  constructor(
    private readonly alerts: AlertsService,
    private readonly notifications: NotificationsService,
    private readonly queues: QueueRegistry,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.checkNowLimiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.QUEUE_PREFIX}:check-now`,
      points: 1,
      duration: CHECK_NOW_EVERY_SECONDS,
    });
  }

  @Get('stats')
  @ApiOperation({
    summary: 'Whether TeeWatch is watching for the caller, their active alerts, messages sent.',
  })
  async stats(@Req() request: FastifyRequest) {
    const grantId = request.accessGrant!.grantId;
    const [activeAlerts, totalNotificationsSent] = await Promise.all([
      this.alerts.countActive(grantId),
      this.notifications.countSent(grantId),
    ]);
    return {
      success: true,
      data: { monitoring: activeAlerts > 0, activeAlerts, totalNotificationsSent },
    };
  }

  @Post('check-now')
  @HttpCode(202)
  @ApiOperation({
    summary: "Read every course-date the caller's alerts watch now (once a minute at most).",
  })
  async checkNow(@Req() request: FastifyRequest) {
    const grantId = request.accessGrant!.grantId;
    try {
      await this.checkNowLimiter.consume(grantId);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new AppError(
        429,
        errorCodes.rateLimited,
        `You checked a moment ago. Try again in ${seconds} seconds.`,
        undefined,
        {
          'Retry-After': String(seconds),
        },
      );
    }
    const watched = await this.alerts.watchedCourseDates(new Date(), grantId);
    await this.queues.get('scan').addBulk(
      watched.map(({ linkId, date }) => ({
        name: 'scan-course-date',
        data: { linkId, date },
        opts: {
          jobId: `scan-${linkId}-${date}`,
          priority: 1,
          removeOnComplete: true,
          removeOnFail: true,
          attempts: 1,
        },
      })),
    );
    return { success: true, message: 'Check triggered', data: { courseDates: watched.length } };
  }

  @Post('test')
  @HttpCode(200)
  @ApiOperation({ summary: "Send a real test message to the caller's own browsers (push)." })
  async test(
    @Req() request: FastifyRequest,
    @Body(new ZodPipe(testNotificationSchema.optional()))
    _body: TestNotificationRequest | undefined,
  ) {
    const result = await this.notifications.sendTest(request.accessGrant!.grantId);
    if (result.push.sent === 0) {
      throw new AppError(
        409,
        errorCodes.noReachableChannel,
        result.push.browsers === 0
          ? 'Could not send test notification: turn on push notifications in this browser first.'
          : 'Could not send test notification: the push service did not accept it. Try again.',
      );
    }
    return { success: true, message: 'Test notification sent', data: result };
  }
}
