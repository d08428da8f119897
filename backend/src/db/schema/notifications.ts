import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accessGrants } from './access.js';
import { alertMatches, alerts } from './alerts.js';

/** A browser's web-push subscription, owned by its access grant until accounts exist. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerGrantId: uuid('owner_grant_id').references(() => accessGrants.id, { onDelete: 'cascade' }),
    /** Set when the browser's golfer signs in: the account owns it from then on. */
    ownerUserId: uuid('owner_user_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_owner_grant_idx').on(table.ownerGrantId),
    index('push_subscriptions_owner_user_idx').on(table.ownerUserId),
  ],
);

/**
 * One row per match and channel: the uniqueness is what makes retries and replays send nothing
 * twice. Status moves pending -> sending (one worker's claim, until `claimedUntil`) -> sent, or
 * -> failed / skipped with the reason (docs/delivery.md).
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
    /** When a pending delivery may go: the end of quiet hours or of its digest period. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** While sending: the claim's end. Past it, the sender is presumed dead and another may claim. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('deliveries_match_channel_idx').on(table.alertMatchId, table.channel),
    index('deliveries_pending_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Channels, frequency and quiet hours. One row per owner with alert_id null (the defaults the
 * settings panel edits), and optionally one per alert that overrides them.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerGrantId: uuid('owner_grant_id').references(() => accessGrants.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id'),
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'cascade' }),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
    push: boolean('push').notNull(),
    frequency: text('frequency').notNull(),
    quietHoursEnabled: boolean('quiet_hours_enabled').notNull(),
    /** Denver hours 0-23; start = end means no quiet hours. */
    quietStartHour: smallint('quiet_start_hour').notNull(),
    quietEndHour: smallint('quiet_end_hour').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_preferences_alert_idx')
      .on(table.alertId)
      .where(sql`${table.alertId} is not null`),
    uniqueIndex('notification_preferences_user_idx')
      .on(table.ownerUserId)
      .where(sql`${table.alertId} is null and ${table.ownerUserId} is not null`),
    uniqueIndex('notification_preferences_grant_idx')
      .on(table.ownerGrantId)
      .where(sql`${table.alertId} is null and ${table.ownerUserId} is null`),
  ],
);

/**
 * An email address or phone number a golfer wants alerts on. Nothing but its verification goes
 * there until verified_at is set (docs/decisions.md,
 * "Nobody can make TeeWatch message a stranger").
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerGrantId: uuid('owner_grant_id').references(() => accessGrants.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id'),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** SHA-256 of the emailed link's token or of the texted code; cleared once verified. */
    verificationHash: text('verification_hash'),
    verificationExpiresAt: timestamp('verification_expires_at', { withTimezone: true }),
    verificationAttempts: smallint('verification_attempts').notNull().default(0),
    /** The number replied STOP: SMS never goes there again unless the golfer opts back in. */
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contacts_owner_grant_idx').on(table.ownerGrantId),
    index('contacts_owner_user_idx').on(table.ownerUserId),
    uniqueIndex('contacts_verification_hash_idx').on(table.verificationHash),
  ],
);

/**
 * Every email TeeWatch sends, with what it said (so it can be resent) and where SES's delivery
 * events have moved it: pending -> sent -> delivered / bounced / failed.
 */
export const emailAttempts = pgTable(
  'email_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerGrantId: uuid('owner_grant_id').references(() => accessGrants.id, {
      onDelete: 'set null',
    }),
    ownerUserId: uuid('owner_user_id'),
    deliveryId: uuid('delivery_id').references(() => deliveries.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    providerMessageId: text('provider_message_id'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_attempts_provider_message_idx').on(table.providerMessageId),
    index('email_attempts_owner_grant_idx').on(table.ownerGrantId, table.createdAt),
    index('email_attempts_owner_user_idx').on(table.ownerUserId, table.createdAt),
    // A repeated delivery reads its earlier attempts (docs/delivery.md).
    index('email_attempts_delivery_idx').on(table.deliveryId),
  ],
);

/** Every text message TeeWatch publishes: the daily cap counts these. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerGrantId: uuid('owner_grant_id').references(() => accessGrants.id, {
      onDelete: 'set null',
    }),
    ownerUserId: uuid('owner_user_id'),
    toNumber: text('to_number').notNull(),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_messages_owner_grant_idx').on(table.ownerGrantId, table.createdAt),
    index('sms_messages_owner_user_idx').on(table.ownerUserId, table.createdAt),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type EmailAttemptRow = typeof emailAttempts.$inferSelect;
