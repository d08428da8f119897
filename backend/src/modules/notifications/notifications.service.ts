import { Inject, Injectable } from '@nestjs/common';
import { errorCodes } from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { AppError } from '../../infra/http/app-error.js';
import { QueueRegistry } from '../../infra/queue/queue.registry.js';
import {
  PUSH_PROVIDER,
  type PushProvider,
  type PushTarget,
} from '../../providers/push/push.provider.js';
import { type Owner } from '../../infra/owners/owner.js';
import {
  type ChannelName,
  channelNames,
  type ChannelResult,
  type DeliveryChannel,
  RetryLaterError,
} from './channels/delivery-channel.js';
import { EmailChannel } from './channels/email.channel.js';
import { PushChannel } from './channels/push.channel.js';
import { SmsChannel } from './channels/sms.channel.js';
import { deliveryDueAt } from './delivery-schedule.js';
import { NotificationsRepository } from './notifications.repository.js';
import { PreferencesService } from './preferences.service.js';

type Outcome = Partial<Record<ChannelName, { status: string; detail?: string }>>;

export type TestResult = Record<ChannelName, { sent: number; targets: number }>;

/**
 * From an AlertMatched to the golfer: one delivery row per match and channel (unique, so replays
 * and retries send nothing twice), sent now or when preferences say (the ten-minute interval,
 * hourly and daily digests, quiet hours); what waited goes out as one message when it is due.
 */
@Injectable()
export class NotificationsService {
  private readonly channels: Record<ChannelName, DeliveryChannel>;

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly preferences: PreferencesService,
    private readonly queues: QueueRegistry,
    @Inject(PUSH_PROVIDER) private readonly push: PushProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    pushChannel: PushChannel,
    emailChannel: EmailChannel,
    smsChannel: SmsChannel,
  ) {
    this.channels = { push: pushChannel, email: emailChannel, sms: smsChannel };
  }

  get pushPublicKey(): string {
    return this.push.publicKey;
  }

  countSent(owner: Owner): Promise<number> {
    return this.repository.countSent(owner);
  }

  subscribe(owner: Owner, target: PushTarget): Promise<void> {
    return this.repository.saveSubscription(
      owner,
      target.endpoint,
      target.keys.p256dh,
      target.keys.auth,
    );
  }

  async unsubscribe(owner: Owner, endpoint: string): Promise<boolean> {
    return (await this.repository.deleteSubscription(owner, endpoint)) > 0;
  }

  /**
   * AlertMatched: one deliver-alert-match job per match, so each golfer's messages go out (and
   * retry) on their own. The job id is the match's, so a replayed event queues nothing new.
   */
  async queueDeliveries(alertMatchIds: string[]): Promise<void> {
    await this.queues.get('notify').addBulk(
      alertMatchIds.map((alertMatchId) => ({
        name: 'deliver-alert-match',
        data: { alertMatchId },
        opts: { jobId: `deliver-${alertMatchId}` },
      })),
    );
  }

  /** One match: each channel the alert's preferences enable sends now or waits its turn. */
  async deliverMatch(alertMatchId: string, now = new Date()): Promise<Outcome> {
    const found = await this.repository.findMatch(alertMatchId);
    if (!found) return {};
    const owner = { userId: found.alert.ownerUserId, grantId: found.alert.ownerGrantId };
    const preferences = await this.preferences.forAlert(owner, found.alert.id);
    const outcome: Outcome = {};
    let retry: RetryLaterError | undefined;
    for (const channel of channelNames.filter((name) => preferences[name])) {
      const delivery = await this.repository.claimDelivery(alertMatchId, channel);
      if (delivery.status !== 'pending') {
        outcome[channel] = { status: delivery.status, detail: 'already handled' };
        continue;
      }
      const due = deliveryDueAt({
        now,
        preferences,
        lastSentAt: await this.repository.lastSentAt(found.alert.id, channel),
        dailyDigestHour: this.config.DIGEST_DAILY_HOUR,
      });
      if (due.getTime() > now.getTime()) {
        await this.repository.setDue(delivery.id, due);
        await this.scheduleFlush(found.alert.id, channel, due, now);
        outcome[channel] = { status: 'deferred', detail: `until ${due.toISOString()}` };
        continue;
      }
      const news = {
        alertId: found.alert.id,
        alertLabel: found.alert.locationLabel,
        items: [
          {
            teeTimeId: found.match.teeTimeId,
            courseName: found.courseName,
            startsAt: found.match.startsAt,
            openSpots: found.match.openSpots,
            priceCents: found.match.priceCents,
            bookingUrl: found.bookingUrl,
          },
        ],
      };
      try {
        outcome[channel] = await this.sendNews(channel, owner, news, [delivery.id]);
      } catch (error) {
        if (!(error instanceof RetryLaterError)) throw error;
        retry = error;
      }
    }
    // Channels that finished keep their rows; a retry sends only the one that asked to.
    if (retry) throw retry;
    return outcome;
  }

  /** When an alert's held-back deliveries on one channel are due: one message about them all. */
  async flushDeliveries(alertId: string, channel: ChannelName, now = new Date()) {
    const alert = await this.repository.findAlert(alertId);
    if (!alert) return { status: 'skipped', detail: 'alert no longer exists' };
    const pending = await this.repository.pendingDeliveries(alertId, channel, now);
    const gone = pending.filter((item) => item.goneAt !== null);
    await this.repository.finishDeliveries(
      gone.map((item) => item.deliveryId),
      'skipped',
      'no longer open when it was due',
    );
    const open = pending.filter((item) => item.goneAt === null);
    if (open.length === 0) return { status: 'skipped', detail: 'nothing still open' };
    const owner = { userId: alert.ownerUserId, grantId: alert.ownerGrantId };
    return this.sendNews(
      channel,
      owner,
      { alertId, alertLabel: alert.locationLabel, items: open },
      open.map((item) => item.deliveryId),
    );
  }

  /**
   * Spec core 7's Test Alert: a real message on each channel the caller's preferences enable,
   * only to their own browsers and verified contacts. 409 when nothing could be reached.
   */
  async sendTest(owner: Owner): Promise<TestResult> {
    const preferences = await this.preferences.defaults(owner);
    const result: TestResult = {
      push: { sent: 0, targets: 0 },
      email: { sent: 0, targets: 0 },
      sms: { sent: 0, targets: 0 },
    };
    for (const channel of channelNames.filter((name) => preferences[name])) {
      result[channel] = await this.channels[channel].test(owner);
    }
    if (channelNames.some((channel) => result[channel].sent > 0)) return result;
    const anyTarget = channelNames.some((channel) => result[channel].targets > 0);
    throw new AppError(
      409,
      errorCodes.noReachableChannel,
      anyTarget
        ? 'Could not send test notification: no channel accepted it. Try again.'
        : 'Could not send test notification: turn on push notifications in this browser or add a verified email or phone first.',
    );
  }

  private async sendNews(
    channel: ChannelName,
    owner: Owner,
    news: Parameters<DeliveryChannel['deliver']>[1],
    deliveryIds: string[],
  ): Promise<ChannelResult> {
    const result = await this.channels[channel].deliver(owner, news, deliveryIds);
    await this.repository.finishDeliveries(deliveryIds, result.status, result.detail);
    return result;
  }

  private async scheduleFlush(alertId: string, channel: ChannelName, due: Date, now: Date) {
    await this.queues.get('notify').add(
      'flush-deliveries',
      { alertId, channel },
      {
        jobId: `flush-${alertId}-${channel}-${due.getTime()}`,
        delay: due.getTime() - now.getTime(),
        removeOnComplete: true,
      },
    );
  }
}
