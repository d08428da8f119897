import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { QueueRegistry } from '../../infra/queue/queue.registry.js';
import {
  PUSH_PROVIDER,
  type PushProvider,
  type PushTarget,
} from '../../providers/push/push.provider.js';
import { teeTimePush, teeTimesDigestPush, testPush } from './notification-texts.js';
import { NotificationsRepository } from './notifications.repository.js';

/** Thrown so the queue retries later: the push service asked us to slow down or is failing. */
export class RetryLaterError extends Error {}

/** Spec core 9: immediate notifications go out at most once per ten minutes per alert. */
export const ALERT_PUSH_INTERVAL_MS = 10 * 60 * 1000;

interface PendingPush {
  deliveryId: string;
  teeTimeId: string;
  courseName: string;
  startsAt: Date;
  openSpots: number;
  priceCents: number;
}

type Outcome = { status: string; detail?: string };

@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly queues: QueueRegistry,
    @Inject(PUSH_PROVIDER) private readonly push: PushProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get pushPublicKey(): string {
    return this.push.publicKey;
  }

  countSent(grantId: string): Promise<number> {
    return this.repository.countSent(grantId);
  }

  subscribe(grantId: string, target: PushTarget): Promise<void> {
    return this.repository.saveSubscription(
      grantId,
      target.endpoint,
      target.keys.p256dh,
      target.keys.auth,
    );
  }

  async unsubscribe(grantId: string, endpoint: string): Promise<boolean> {
    return (await this.repository.deleteSubscription(grantId, endpoint)) > 0;
  }

  /**
   * The push about one alert match. The delivery row (unique per match and channel) makes a
   * replayed or retried AlertMatched send nothing twice. Within ten minutes of the alert's last
   * push the match waits, and one push about everything that waited goes out when they end.
   */
  async deliverMatch(alertMatchId: string, now = new Date()): Promise<Outcome> {
    const found = await this.repository.findMatch(alertMatchId);
    if (!found) return { status: 'skipped', detail: 'match no longer exists' };
    const delivery = await this.repository.claimDelivery(alertMatchId, 'push');
    if (delivery.status !== 'pending')
      return { status: delivery.status, detail: 'already handled' };

    const last = await this.repository.lastPushSentAt(found.alert.id);
    if (last && now.getTime() - last.getTime() < ALERT_PUSH_INTERVAL_MS) {
      const until = new Date(last.getTime() + ALERT_PUSH_INTERVAL_MS);
      await this.queues.get('notify').add(
        'flush-alert-pushes',
        { alertId: found.alert.id },
        {
          jobId: `flush-${found.alert.id}-${until.getTime()}`,
          delay: until.getTime() - now.getTime(),
          removeOnComplete: true,
        },
      );
      return { status: 'deferred', detail: `until ${until.toISOString()}` };
    }
    return this.send(found.alert.id, found.alert.ownerGrantId, [
      {
        deliveryId: delivery.id,
        teeTimeId: found.match.teeTimeId,
        courseName: found.courseName,
        startsAt: found.match.startsAt,
        openSpots: found.match.openSpots,
        priceCents: found.match.priceCents,
      },
    ]);
  }

  /** Sends, as one push, the matches of an alert that waited out its interval and are still open. */
  async flushAlertPushes(alertId: string): Promise<Outcome> {
    const pending = await this.repository.pendingPushes(alertId);
    const gone = pending.filter((item) => item.goneAt !== null);
    await this.repository.finishDeliveries(
      gone.map((item) => item.deliveryId),
      'skipped',
      'no longer open when the interval ended',
    );
    const open = pending.filter((item) => item.goneAt === null);
    if (open.length === 0) return { status: 'skipped', detail: 'nothing still open' };
    const owner = await this.repository.findAlertOwner(alertId);
    return this.send(alertId, owner?.ownerGrantId ?? null, open);
  }

  /**
   * A real test message to the caller's own browsers (the only contacts a golfer has before
   * accounts and verified addresses). Answers how many received it.
   */
  async sendTest(grantId: string): Promise<{ push: { sent: number; browsers: number } }> {
    const subscriptions = this.push.enabled ? await this.repository.subscriptionsOf(grantId) : [];
    let sent = 0;
    for (const subscription of subscriptions) {
      const target = {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      };
      const result = await this.push.send(target, testPush(), {
        topic: 'teewatch-test',
        ttlSeconds: 300,
      });
      if (result.status === 'sent') sent++;
      if (result.status === 'gone') await this.repository.forgetSubscription(subscription.id);
    }
    return { push: { sent, browsers: subscriptions.length } };
  }

  private async send(
    alertId: string,
    ownerGrantId: string | null,
    items: PendingPush[],
  ): Promise<Outcome> {
    const ids = items.map((item) => item.deliveryId);
    const finish = async (status: 'sent' | 'failed' | 'skipped', detail: string) => {
      await this.repository.finishDeliveries(ids, status, detail);
      return { status, detail };
    };
    if (!this.push.enabled) return finish('skipped', 'web push is not configured (no VAPID keys)');
    const subscriptions = ownerGrantId ? await this.repository.subscriptionsOf(ownerGrantId) : [];
    if (subscriptions.length === 0) return finish('skipped', 'no browser subscribed to push');

    const message =
      items.length === 1
        ? teeTimePush({ alertId, ...items[0]! })
        : teeTimesDigestPush(alertId, items);
    // Topic: a newer message for the same alert replaces an undelivered older one.
    const options = { topic: alertId.replace(/-/g, ''), ttlSeconds: this.config.PUSH_TTL_SECONDS };
    let sent = 0;
    let retry: string | undefined;
    for (const subscription of subscriptions) {
      const target = {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      };
      const result = await this.push.send(target, message, options);
      if (result.status === 'sent') {
        sent++;
        await this.repository.markDelivered(subscription.id);
      } else if (result.status === 'gone') {
        await this.repository.forgetSubscription(subscription.id);
      } else if (result.status === 'retry') {
        retry = result.reason;
      } else {
        this.logger.warn(`Push to ${new URL(subscription.endpoint).host} failed: ${result.reason}`);
      }
    }
    if (sent > 0) return finish('sent', `${sent} of ${subscriptions.length} browsers`);
    if (retry) throw new RetryLaterError(retry);
    return finish('failed', 'no browser accepted the push');
  }
}
