import { Inject, Injectable } from '@nestjs/common';
import { type Language } from '@teewatch/contracts';
import { APP_CONFIG } from '../../../config/config.module.js';
import { type AppConfig } from '../../../config/config.schema.js';
import { ContactsService } from '../../contacts/contacts.service.js';
import { type Owner } from '../../../infra/owners/owner.js';
import { SmsService } from '../../sms/sms.service.js';
import { newsSms, testSms } from '../notification-texts.js';
import { type AlertNews } from '../tee-time-news.js';
import {
  type ChannelResult,
  type DeliveryAttempt,
  type DeliveryChannel,
  RetryLaterError,
} from './delivery-channel.js';

/**
 * SMS through SNS to each verified phone number. A number that replied STOP is marked and never
 * texted again; the daily cap skips the rest of the day's messages.
 */
@Injectable()
export class SmsChannel implements DeliveryChannel {
  readonly name = 'sms' as const;

  constructor(
    private readonly contacts: ContactsService,
    private readonly sms: SmsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async deliver(owner: Owner, news: AlertNews, attempt: DeliveryAttempt): Promise<ChannelResult> {
    if (attempt.resumed) {
      // SNS cannot recognise a repeated text, and a sender died mid-send: it may have gone.
      return { status: 'failed', detail: 'not sent again: the sender stopped mid-send' };
    }
    const body = newsSms(
      news,
      `${this.config.APP_ORIGIN}/alerts?alert=${news.alertId}`,
      attempt.language,
    );
    const { sent, targets, skipped, retry } = await this.sendToAll(owner, 'tee_time_alert', body);
    if (targets === 0) return { status: 'skipped', detail: 'no verified phone number' };
    if (sent > 0) return { status: 'sent', detail: `${sent} of ${targets} numbers` };
    if (retry) throw new RetryLaterError(retry);
    return { status: 'skipped', detail: skipped.join('; ') };
  }

  async test(owner: Owner, language: Language): Promise<{ sent: number; targets: number }> {
    const { sent, targets } = await this.sendToAll(owner, 'test', testSms(language));
    return { sent, targets };
  }

  private async sendToAll(owner: Owner, kind: 'tee_time_alert' | 'test', body: string) {
    const numbers = await this.contacts.verifiedValues(owner, 'phone');
    let sent = 0;
    const skipped: string[] = [];
    let retry: string | undefined;
    for (const number of numbers) {
      const outcome = await this.sms.send(owner, { to: number.value, kind, body });
      if (outcome.status === 'sent') sent++;
      else if (outcome.status === 'opted_out') {
        await this.contacts.markOptedOut(number.id);
        skipped.push('opted out (STOP)');
      } else if (outcome.status === 'capped') skipped.push(`daily limit of ${outcome.cap} reached`);
      else if (outcome.status === 'retry') retry = outcome.reason;
      else skipped.push(outcome.reason);
    }
    return { sent, targets: numbers.length, skipped, retry };
  }
}
