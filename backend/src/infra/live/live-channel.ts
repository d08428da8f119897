import { type DomainEventMessage, type DomainEventType } from '@teewatch/contracts';
import { type AppConfig } from '../../config/config.schema.js';

/**
 * The Redis pub/sub channel on which the outbox relay and the notifier announce what open pages
 * care about, and every API process listens once (docs/live-updates.md).
 */
export const liveChannel = (config: AppConfig) => `${config.QUEUE_PREFIX}:live`;

/** The domain events a page shows: matches found and gone, bookings ended, badges earned. */
export const liveEventTypes: ReadonlySet<DomainEventType> = new Set([
  'AlertMatched',
  'TeeTimeGone',
  'BookingSucceeded',
  'BookingFailed',
  'AchievementUnlocked',
]);

/**
 * Not a domain event (nothing consumes it but open pages): messages about an alert went out, so a
 * page counting the golfer's sent messages reads the count again.
 */
export interface DeliveriesSentNotice {
  type: 'DeliveriesSent';
  payload: { alertId: string };
}

export type LiveMessage = DomainEventMessage | DeliveriesSentNotice;
