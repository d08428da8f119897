import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import {
  PUSH_PROVIDER,
  type PushProvider,
  type PushTarget,
} from '../../providers/push/push.provider.js';
import { teeTimePush } from './notification-texts.js';
import { NotificationsRepository } from './notifications.repository.js';

/** Thrown so the queue retries later: the push service asked us to slow down or is failing. */
export class RetryLaterError extends Error {}

@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly repository: NotificationsRepository,
    @Inject(PUSH_PROVIDER) private readonly push: PushProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get pushPublicKey(): string {
    return this.push.publicKey;
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
   * Sends the push about one alert match to every browser of the alert's owner. The delivery row
   * (unique per match and channel) makes a replayed or retried AlertMatched send nothing twice.
   */
  async deliverMatch(alertMatchId: string): Promise<{ status: string; detail?: string }> {
    const found = await this.repository.findMatch(alertMatchId);
    if (!found) return { status: 'skipped', detail: 'match no longer exists' };
    const delivery = await this.repository.claimDelivery(alertMatchId, 'push');
    if (delivery.status !== 'pending')
      return { status: delivery.status, detail: 'already handled' };

    const finish = async (status: 'sent' | 'failed' | 'skipped', detail: string | null) => {
      await this.repository.finishDelivery(delivery.id, status, detail);
      return { status, ...(detail ? { detail } : {}) };
    };
    if (!this.push.enabled) return finish('skipped', 'web push is not configured (no VAPID keys)');
    const subscriptions = found.alert.ownerGrantId
      ? await this.repository.subscriptionsOf(found.alert.ownerGrantId)
      : [];
    if (subscriptions.length === 0) return finish('skipped', 'no browser subscribed to push');

    const message = teeTimePush({
      alertId: found.alert.id,
      teeTimeId: found.match.teeTimeId,
      courseName: found.courseName,
      startsAt: found.match.startsAt,
      openSpots: found.match.openSpots,
      priceCents: found.match.priceCents,
    });
    // Topic: a newer message for the same alert replaces an undelivered older one.
    const options = {
      topic: found.alert.id.replace(/-/g, ''),
      ttlSeconds: this.config.PUSH_TTL_SECONDS,
    };
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
