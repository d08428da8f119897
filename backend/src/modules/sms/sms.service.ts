import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { courseTimeFromLocal, denverDate } from '../../infra/time/denver-time.js';
import { SMS_PROVIDER, type SmsProvider } from '../../providers/sms/sms.provider.js';
import { type Owner } from '../../infra/owners/owner.js';
import { SmsRepository } from './sms.repository.js';

export type SmsKind = 'tee_time_alert' | 'digest' | 'test' | 'verification_code';

export type SmsOutcome =
  | { status: 'sent' }
  /** The number replied STOP: nothing was sent, and nothing ever will be. */
  | { status: 'opted_out' }
  | { status: 'capped'; cap: number }
  | { status: 'retry'; reason: string }
  | { status: 'failed'; reason: string };

/**
 * Text messages: never to a number that opted out, at most SMS_DAILY_CAP a Denver day per
 * golfer (the cap protects cost: docs/decisions.md, "SMS cap"), each one recorded.
 */
@Injectable()
export class SmsService {
  constructor(
    private readonly repository: SmsRepository,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(
    owner: Owner,
    input: { to: string; kind: SmsKind; body: string },
    now = new Date(),
  ): Promise<SmsOutcome> {
    const cap = this.config.SMS_DAILY_CAP;
    if ((await this.sentToday(owner, now)) >= cap) return { status: 'capped', cap };
    let optedOut: boolean;
    try {
      optedOut = await this.provider.isOptedOut(input.to);
    } catch (error) {
      return { status: 'retry', reason: `SNS opt-out check: ${(error as Error).message}` };
    }
    if (optedOut) {
      await this.repository.record(owner, input, 'opted_out', null);
      return { status: 'opted_out' };
    }
    const result = await this.provider.send(input.to, input.body);
    if (result.status !== 'sent') {
      await this.repository.record(owner, input, 'failed', null);
      return result;
    }
    await this.repository.record(owner, input, 'sent', result.messageId);
    return { status: 'sent' };
  }

  private sentToday(owner: Owner, now: Date): Promise<number> {
    const midnight = courseTimeFromLocal(denverDate(now), '00:00')!.startsAt;
    return this.repository.countSentSince(owner, new Date(midnight));
  }
}
