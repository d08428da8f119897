import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { REDIS } from '../redis/redis.module.js';
import { liveChannel, type LiveMessage } from './live-channel.js';

/**
 * Tells open pages that something changed (docs/live-updates.md). Best effort: a page that misses
 * an announcement reads the change on its next poll, so a failure is logged and never thrown.
 */
@Injectable()
export class LiveAnnouncer {
  private readonly logger = new Logger(LiveAnnouncer.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async announce(message: LiveMessage): Promise<void> {
    try {
      await this.redis.publish(liveChannel(this.config), JSON.stringify(message));
    } catch (error) {
      this.logger.warn(`Live announcement of ${message.type} lost: ${(error as Error).message}`);
    }
  }
}
