import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { domainEvents, type LiveEventName } from '@teewatch/contracts';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { isUuid } from '../../infra/http/uuid.js';
import { liveChannel, type LiveMessage } from '../../infra/live/live-channel.js';
import { type Owner } from '../../infra/owners/owner.js';
import { type AlertAudience, LiveRepository } from './live.repository.js';

/** One open page's stream. */
export interface LivePage {
  send(event: LiveEventName, data: object): void;
  /** Ends the stream (the API is shutting down: the browser reconnects to another process). */
  end(): void;
}

/** The key every page of one golfer shares: the account, else the browser's grant. */
const keyOf = (owner: Owner): string | null =>
  owner.userId ? `user:${owner.userId}` : owner.grantId ? `grant:${owner.grantId}` : null;

/**
 * The open pages of this API process and the one Redis subscription that feeds them all: each
 * announced event is resolved to its golfers once, then handed to their pages in memory
 * (docs/live-updates.md).
 */
@Injectable()
export class LiveHub implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveHub.name);
  private readonly listeners = new Map<string, Set<LivePage>>();
  private subscriber?: Redis;

  constructor(
    private readonly repository: LiveRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    // A connection of its own: a subscribed client can do nothing else, and unlike the request
    // path's client it waits out an outage and subscribes again when Redis is back.
    this.subscriber = new Redis(this.config.REDIS_URL, {
      connectionName: 'teewatch-live',
      lazyConnect: true,
      maxRetriesPerRequest: null,
      retryStrategy: (times) => Math.min(times * 100, 2000),
    });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel, text: string) => void this.dispatch(text));
    await this.subscriber.subscribe(liveChannel(this.config)).catch((error: Error) => {
      this.logger.warn(`Live updates wait for Redis: ${error.message}`);
    });
  }

  /** Open streams would hold the server's shutdown until the grace ran out: end them first. */
  async onModuleDestroy(): Promise<void> {
    this.subscriber?.disconnect();
    for (const pages of this.listeners.values()) for (const page of pages) page.end();
    this.listeners.clear();
  }

  /** Adds a page; the function returned removes it. Null when the caller owns nothing. */
  listen(owner: Owner, page: LivePage): (() => void) | null {
    const key = keyOf(owner);
    if (!key) return null;
    const pages = this.listeners.get(key) ?? new Set();
    pages.add(page);
    this.listeners.set(key, pages);
    return () => {
      pages.delete(page);
      if (pages.size === 0) this.listeners.delete(key);
    };
  }

  /** How many pages are open on this process (for /metrics and the load check). */
  get openPages(): number {
    let count = 0;
    for (const pages of this.listeners.values()) count += pages.size;
    return count;
  }

  private async dispatch(text: string): Promise<void> {
    if (this.listeners.size === 0) return;
    try {
      const message = JSON.parse(text) as LiveMessage;
      switch (message.type) {
        case 'AlertMatched': {
          const { alertMatchIds } = domainEvents.AlertMatched.payload.parse(message.payload);
          this.tellAlerts(await this.repository.alertsOfMatches(alertMatchIds.filter(isUuid)));
          break;
        }
        case 'TeeTimeGone': {
          // The alerts told about it, and every alert watching its course that day (it may have
          // been open before they were made, with no match to find them by).
          const { teeTimeId, courseId, date } = domainEvents.TeeTimeGone.payload.parse(
            message.payload,
          );
          this.tellAlerts([
            ...(isUuid(teeTimeId) ? await this.repository.alertsOfTeeTime(teeTimeId) : []),
            ...(courseId && date && /^\d{4}-\d{2}-\d{2}$/.test(date)
              ? await this.repository.alertsReaching(courseId, date)
              : []),
          ]);
          break;
        }
        case 'BookingSucceeded':
        case 'BookingFailed': {
          const { bookingId } = domainEvents[message.type].payload.parse(message.payload);
          const userId = isUuid(bookingId)
            ? await this.repository.ownerOfBooking(bookingId)
            : undefined;
          if (userId) this.tell(`user:${userId}`, 'bookings', { bookingIds: [bookingId] });
          break;
        }
        case 'AchievementUnlocked': {
          const { userId, achievementId } = domainEvents.AchievementUnlocked.payload.parse(
            message.payload,
          );
          this.tell(`user:${userId}`, 'achievements', { achievementIds: [achievementId] });
          break;
        }
        case 'DeliveriesSent': {
          const { alertId } = message.payload;
          this.tellAlerts(
            isUuid(alertId) ? await this.repository.alertsByIds([alertId]) : [],
            'notifications',
          );
          break;
        }
      }
    } catch (error) {
      this.logger.warn(`A live announcement could not be passed on: ${(error as Error).message}`);
    }
  }

  private tellAlerts(audience: AlertAudience[], event: 'alerts' | 'notifications' = 'alerts') {
    const byOwner = new Map<string, string[]>();
    for (const { alertId, ownerUserId, ownerGrantId } of audience) {
      const key = keyOf({ userId: ownerUserId, grantId: ownerGrantId });
      const known = byOwner.get(key ?? '') ?? [];
      if (key && !known.includes(alertId)) byOwner.set(key, [...known, alertId]);
    }
    for (const [key, alertIds] of byOwner) this.tell(key, event, { alertIds });
  }

  private tell(key: string, event: LiveEventName, data: object): void {
    for (const page of this.listeners.get(key) ?? []) page.send(event, data);
  }
}
