import { Inject, Injectable } from '@nestjs/common';
import { errorCodes, type Language, type TestNotificationResult } from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { AppError } from '../../infra/http/app-error.js';
import { LiveAnnouncer } from '../../infra/live/live-announcer.js';
import { QueueRegistry } from '../../infra/queue/queue.registry.js';
import { type Owner } from '../../infra/owners/owner.js';
import {
  type ChannelName,
  channelNames,
  type ChannelResult,
  type DeliveryAttempt,
  type DeliveryChannel,
  RetryLaterError,
} from './channels/delivery-channel.js';
import { EmailChannel } from './channels/email.channel.js';
import { PushChannel } from './channels/push.channel.js';
import { SmsChannel } from './channels/sms.channel.js';
import { deliveryDueAt, urgencyOf } from './delivery-schedule.js';
import {
  type DeliveryClaim,
  type MatchToTell,
  NotificationsRepository,
} from './notifications.repository.js';
import { PreferencesService } from './preferences.service.js';
import { UsersService } from '../users/users.service.js';
import { type AlertNews } from './tee-time-news.js';

/** Per channel, or `all` when the match is not told on any. */
type Outcome = Partial<Record<ChannelName | 'all', { status: string; detail?: string }>>;

/**
 * From an AlertMatched to the golfer: one delivery row per match and channel (unique, so replays
 * and retries send nothing twice), claimed by one worker at a time, sent now or when preferences
 * say (the ten-minute interval, hourly and daily digests, quiet hours); what waited goes out as
 * one message when it is due (docs/delivery.md).
 */
@Injectable()
export class NotificationsService {
  private readonly channels: Record<ChannelName, DeliveryChannel>;

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly preferences: PreferencesService,
    private readonly queues: QueueRegistry,
    private readonly live: LiveAnnouncer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    pushChannel: PushChannel,
    emailChannel: EmailChannel,
    smsChannel: SmsChannel,
    private readonly users: UsersService,
  ) {
    this.channels = { push: pushChannel, email: emailChannel, sms: smsChannel };
  }

  countSent(owner: Owner): Promise<number> {
    return this.repository.countSent(owner);
  }

  /**
   * AlertMatched: one deliver-alert-match job per match, so each golfer's messages go out (and
   * retry) on their own; a replayed event queues nothing new (see the job's options).
   */
  async queueDeliveries(alertMatchIds: string[]): Promise<void> {
    await this.queues.enqueue(
      'deliver-alert-match',
      alertMatchIds.map((alertMatchId) => [{ alertMatchId }]),
    );
  }

  /**
   * One match: on each channel the alert's preferences enable, claim its delivery, then send it
   * now or leave it waiting its turn. A channel the provider asked to retry is given back and the
   * job retries; channels that finished keep their rows, so the retry sends only that one.
   */
  async deliverMatch(alertMatchId: string, now = new Date()): Promise<Outcome> {
    const found = await this.repository.findMatch(alertMatchId);
    if (!found) return {};
    const urgency = urgencyOf(found.match.startsAt, now);
    if (found.urgencyLevels && !found.urgencyLevels.includes(urgency)) {
      return { all: { status: 'skipped', detail: `the golfer does not want ${urgency} news` } };
    }
    const owner = { userId: found.alert.ownerUserId, grantId: found.alert.ownerGrantId };
    const preferences = await this.preferences.forAlert(owner, found.alert.id);
    const language = await this.users.languageOf(owner);
    const outcome: Outcome = {};
    let retry: RetryLaterError | undefined;
    for (const channel of channelNames.filter((name) => preferences[name])) {
      const claim = await this.repository.claimDelivery(
        { alertMatchId, alertId: found.alert.id, channel },
        (lastSentAt) =>
          deliveryDueAt({
            now,
            preferences,
            lastSentAt,
            dailyDigestHour: this.config.DIGEST_DAILY_HOUR,
          }),
        now,
        this.config.DELIVERY_CLAIM_SECONDS * 1000,
      );
      try {
        outcome[channel] = await this.actOnClaim(claim, channel, owner, found, now, language);
      } catch (error) {
        if (!(error instanceof RetryLaterError)) throw error;
        retry = error;
      }
    }
    if (retry) throw retry;
    return outcome;
  }

  /** When an alert's held-back deliveries on one channel are due: one message about them all. */
  async flushDeliveries(alertId: string, channel: ChannelName, now = new Date()) {
    const alert = await this.repository.findAlert(alertId);
    if (!alert) return { status: 'skipped', detail: 'alert no longer exists' };
    const due = await this.repository.claimDueDeliveries(
      alertId,
      channel,
      now,
      this.config.DELIVERY_CLAIM_SECONDS * 1000,
    );
    const gone = due.filter((item) => item.goneAt !== null);
    await this.repository.finishDeliveries(
      gone.map((item) => item.deliveryId),
      'skipped',
      'no longer open when it was due',
    );
    const open = due.filter((item) => item.goneAt === null);
    if (open.length === 0) return { status: 'skipped', detail: 'nothing still open' };
    const owner = { userId: alert.ownerUserId, grantId: alert.ownerGrantId };
    const language = await this.users.languageOf(owner);
    return this.send(
      channel,
      owner,
      { alertId, alertLabel: alert.locationLabel, items: open },
      {
        deliveryIds: open.map((item) => item.deliveryId),
        idempotencyKey: open[0]!.deliveryId,
        resumed: open.some((item) => item.resumed),
        language,
      },
    );
  }

  /**
   * The Test Alert button: a real message on each channel the caller's preferences enable,
   * only to their own browsers and verified contacts, in the language asked for (the account's
   * otherwise). 409 when nothing could be reached.
   */
  async sendTest(owner: Owner, requested?: Language): Promise<TestNotificationResult> {
    const preferences = await this.preferences.defaults(owner);
    const language = requested ?? (await this.users.languageOf(owner));
    const result: TestNotificationResult = {
      push: { sent: 0, targets: 0 },
      email: { sent: 0, targets: 0 },
      sms: { sent: 0, targets: 0 },
    };
    for (const channel of channelNames.filter((name) => preferences[name])) {
      result[channel] = await this.channels[channel].test(owner, language);
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

  /** Sends a claimed delivery, or schedules the flush of a waiting one. */
  private async actOnClaim(
    claim: DeliveryClaim,
    channel: ChannelName,
    owner: Owner,
    found: MatchToTell,
    now: Date,
    language: Language,
  ): Promise<{ status: string; detail?: string }> {
    switch (claim.kind) {
      case 'handled':
        return { status: claim.status, detail: 'already handled' };
      case 'busy':
        // Another worker is sending it; retrying later finds it sent, or its claim expired.
        throw new RetryLaterError('another worker is sending this delivery');
      case 'waiting':
        await this.scheduleFlush(found.alert.id, channel, claim.dueAt, now);
        return { status: 'deferred', detail: `until ${claim.dueAt.toISOString()}` };
      case 'claimed':
        return this.send(channel, owner, newsOfMatch(found), {
          deliveryIds: [claim.deliveryId],
          idempotencyKey: claim.deliveryId,
          resumed: claim.resumed,
          language,
        });
    }
  }

  /** One message on one channel; its deliveries end sent, failed or skipped, or go back pending. */
  private async send(
    channel: ChannelName,
    owner: Owner,
    news: AlertNews,
    attempt: DeliveryAttempt,
  ): Promise<ChannelResult> {
    let result: ChannelResult;
    try {
      result = await this.channels[channel].deliver(owner, news, attempt);
    } catch (error) {
      if (error instanceof RetryLaterError) {
        await this.repository.releaseDeliveries(attempt.deliveryIds);
      }
      throw error;
    }
    await this.repository.finishDeliveries(attempt.deliveryIds, result.status, result.detail);
    // Open pages count the golfer's sent messages: they read the count again.
    if (result.status === 'sent') {
      await this.live.announce({ type: 'DeliveriesSent', payload: { alertId: news.alertId } });
    }
    return result;
  }

  private async scheduleFlush(alertId: string, channel: ChannelName, due: Date, now: Date) {
    await this.queues.enqueue('flush-deliveries', [[{ alertId, channel }, due, now]]);
  }
}

/** The news of one match: its single tee time. */
function newsOfMatch(found: MatchToTell): AlertNews {
  return {
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
}
