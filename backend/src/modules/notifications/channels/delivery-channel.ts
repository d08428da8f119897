import { type Language } from '@teewatch/contracts';
import { type Owner } from '../../../infra/owners/owner.js';
import { type AlertNews } from '../tee-time-news.js';

export const channelNames = ['push', 'email', 'sms'] as const;
export type ChannelName = (typeof channelNames)[number];

/** How one channel's delivery ended; `retry` outcomes are thrown as RetryLaterError instead. */
export interface ChannelResult {
  status: 'sent' | 'skipped' | 'failed';
  detail: string;
}

/** Thrown so the queue retries later: a provider asked us to slow down or is failing for now. */
export class RetryLaterError extends Error {}

/** One send of an alert's news on a channel (docs/delivery.md). */
export interface DeliveryAttempt {
  /** The deliveries the message carries: one match, or several held back together. */
  deliveryIds: string[];
  /** The same for every repeat of this send, so a provider or the browser can recognise one. */
  idempotencyKey: string;
  /** A sender died mid-send before: the golfer may have this message already. */
  resumed: boolean;
  /** The language the golfer reads: their account's, English for a guest or an account that never chose. */
  language: Language;
}

/** One way of telling a golfer: sends an alert's news to every reachable target the owner has. */
export interface DeliveryChannel {
  readonly name: ChannelName;
  deliver(owner: Owner, news: AlertNews, attempt: DeliveryAttempt): Promise<ChannelResult>;
  /** The Test Alert message: how many of the owner's targets received it, of how many. */
  test(owner: Owner, language: Language): Promise<{ sent: number; targets: number }>;
}
