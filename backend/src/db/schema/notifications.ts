import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accessGrants } from './access.js';
import { alertMatches } from './alerts.js';

/** A browser's web-push subscription, owned by its access grant until accounts exist. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerGrantId: uuid('owner_grant_id').references(() => accessGrants.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_owner_grant_idx').on(table.ownerGrantId),
  ],
);

/**
 * One row per match and channel: the uniqueness is what makes retries and replays send nothing
 * twice. Status moves pending -> sent, or -> failed / skipped with the reason.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertMatchId: uuid('alert_match_id')
      .notNull()
      .references(() => alertMatches.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('deliveries_match_channel_idx').on(table.alertMatchId, table.channel)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
