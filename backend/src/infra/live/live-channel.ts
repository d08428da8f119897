import { type DomainEventType } from '@teewatch/contracts';
import { type AppConfig } from '../../config/config.schema.js';

/**
 * The Redis pub/sub channel on which the outbox relay announces the events open pages care about,
 * and every API process listens once (docs/live-updates.md).
 */
export const liveChannel = (config: AppConfig) => `${config.QUEUE_PREFIX}:live`;

/** The events a page shows: matches found and gone, bookings ended. */
export const liveEventTypes: ReadonlySet<DomainEventType> = new Set([
  'AlertMatched',
  'TeeTimeGone',
  'BookingSucceeded',
  'BookingFailed',
]);
