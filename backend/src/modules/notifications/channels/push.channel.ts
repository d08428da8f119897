import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Language } from '@teewatch/contracts';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type AppConfig } from '../../../config/config.schema.js';
import {
  PUSH_PROVIDER,
  type PushMessage,
  type PushProvider,
} from '../../../providers/push/push.provider.js';
import { type Owner } from '../../../infra/owners/owner.js';
import { newsPush, testPush } from '../notification-texts.js';
import { PushSubscriptionsRepository } from '../push-subscriptions.repository.js';
import { type AlertNews } from '../tee-time-news.js';
import {
  type ChannelResult,
  type DeliveryAttempt,
  type DeliveryChannel,
  RetryLaterError,
} from './delivery-channel.js';

/** Web push to every browser the owner subscribed; gone subscriptions (404/410) are forgotten. */
@Injectable()
export class PushChannel implements DeliveryChannel {
  readonly name = 'push' as const;
  private readonly logger = new Logger(PushChannel.name);

  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    @Inject(PUSH_PROVIDER) private readonly push: PushProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async deliver(owner: Owner, news: AlertNews, attempt: DeliveryAttempt): Promise<ChannelResult> {
    if (!this.push.enabled) {
      return { status: 'skipped', detail: 'web push is not configured (no VAPID keys)' };
    }
    // Topic: a newer message for the same alert, or a repeat of this one, replaces an undelivered
    // older one (docs/delivery.md).
    const options = {
      topic: news.alertId.replace(/-/g, ''),
      ttlSeconds: this.config.PUSH_TTL_SECONDS,
    };
    const message = newsPush(news, attempt.idempotencyKey, attempt.language);
    const { sent, targets, retry } = await this.sendToAll(owner, message, options);
    if (targets === 0) return { status: 'skipped', detail: 'no browser subscribed to push' };
    if (sent > 0) return { status: 'sent', detail: `${sent} of ${targets} browsers` };
    if (retry) throw new RetryLaterError(retry);
    return { status: 'failed', detail: 'no browser accepted the push' };
  }

  async test(owner: Owner, language: Language): Promise<{ sent: number; targets: number }> {
    if (!this.push.enabled) return { sent: 0, targets: 0 };
    const { sent, targets } = await this.sendToAll(owner, testPush(language), {
      topic: 'teewatch-test',
      ttlSeconds: 300,
    });
    return { sent, targets };
  }

  /** Sends one message to every browser of the owner: how many took it, of how many. */
  async sendToAll(
    owner: Owner,
    message: PushMessage,
    options: { topic: string; ttlSeconds: number },
  ) {
    const subscriptions = await this.subscriptions.ownedBy(owner);
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
        await this.subscriptions.markDelivered(subscription.id);
      } else if (result.status === 'gone') {
        await this.subscriptions.forget(subscription.id);
      } else if (result.status === 'retry') {
        retry = result.reason;
      } else {
        this.logger.warn(`Push to ${new URL(subscription.endpoint).host} failed: ${result.reason}`);
      }
    }
    return { sent, targets: subscriptions.length, retry };
  }
}
