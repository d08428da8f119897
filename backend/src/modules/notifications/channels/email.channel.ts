import { Inject, Injectable } from '@nestjs/common';
import { type Language } from '@teewatch/contracts';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type AppConfig } from '../../../config/config.schema.js';
import { ContactsService } from '../../contacts/contacts.service.js';
import { EmailService } from '../../email/email.service.js';
import { type Owner } from '../../../infra/owners/owner.js';
import { newsEmail, testEmail } from '../notification-texts.js';
import { type AlertNews } from '../tee-time-news.js';
import {
  type ChannelResult,
  type DeliveryAttempt,
  type DeliveryChannel,
  RetryLaterError,
} from './delivery-channel.js';

/** Email through SES to each of the owner's verified addresses, each one an email attempt. */
@Injectable()
export class EmailChannel implements DeliveryChannel {
  readonly name = 'email' as const;

  constructor(
    private readonly contacts: ContactsService,
    private readonly email: EmailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async deliver(owner: Owner, news: AlertNews, attempt: DeliveryAttempt): Promise<ChannelResult> {
    const addresses = await this.contacts.verifiedValues(owner, 'email');
    if (addresses.length === 0) return { status: 'skipped', detail: 'no verified email address' };
    const deliveryId = attempt.deliveryIds[0]!;
    // A repeat (after a sender's crash, or a retry) skips the addresses SES already took it for,
    // and waits while an earlier send's fate is still unknown.
    const { accepted, unsettled } = await this.email.earlierAttempts(deliveryId);
    if (unsettled.size > 0) throw new RetryLaterError('waiting for SES to confirm an earlier send');
    const alertUrl = `${this.config.APP_ORIGIN}/alerts?alert=${news.alertId}`;
    const unsent = addresses.filter((each) => !accepted.has(each.value));
    const results = [];
    for (const address of unsent) {
      const unsubscribeUrl = `${this.config.APP_ORIGIN}/api/contacts/${address.id}/unsubscribe`;
      results.push(
        await this.email.send({
          to: address.value,
          type: news.items.length === 1 ? 'tee_time_alert' : 'digest',
          ...newsEmail(news, { alertUrl, unsubscribeUrl }, attempt.language),
          userId: owner.userId,
          grantId: owner.grantId,
          deliveryId,
          idempotencyKey: attempt.idempotencyKey,
          unsubscribeUrl,
        }),
      );
    }
    const sent =
      addresses.length - unsent.length + results.filter(({ status }) => status === 'sent').length;
    if (sent > 0) return { status: 'sent', detail: `${sent} of ${addresses.length} addresses` };
    const retry = results.find((result) => result.status === 'retry');
    if (retry) throw new RetryLaterError(retry.detail ?? 'SES asked to retry');
    return { status: 'failed', detail: results[0]?.detail ?? 'SES refused the email' };
  }

  async test(owner: Owner, language: Language): Promise<{ sent: number; targets: number }> {
    const addresses = await this.contacts.verifiedValues(owner, 'email');
    let sent = 0;
    for (const address of addresses) {
      const result = await this.email.send({
        to: address.value,
        type: 'test',
        ...testEmail(`${this.config.APP_ORIGIN}/notifications`, language),
        userId: owner.userId,
        grantId: owner.grantId,
      });
      if (result.status === 'sent') sent++;
    }
    return { sent, targets: addresses.length };
  }
}
