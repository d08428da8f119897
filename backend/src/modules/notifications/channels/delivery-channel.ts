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

/** One way of telling a golfer: sends an alert's news to every reachable target the owner has. */
export interface DeliveryChannel {
  readonly name: ChannelName;
  deliver(owner: Owner, news: AlertNews, deliveryIds: string[]): Promise<ChannelResult>;
  /** The Test Alert message: how many of the owner's targets received it, of how many. */
  test(owner: Owner): Promise<{ sent: number; targets: number }>;
}
