import { type SearchPreferences } from '@teewatch/contracts';
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  primaryKey,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accessGrants } from './access.js';
import { users } from './auth.js';
import { courses, providerLinks } from './courses.js';

/**
 * A tee time a golfer asked TeeWatch to book: one row per idempotency key, so a second click, a
 * retried request or a replayed offline action books nothing twice (docs/bookings.md). What the
 * slot was is copied here: the tee time itself is forgotten once it starts or fills.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    teeTimeId: uuid('tee_time_id'),
    providerLinkId: uuid('provider_link_id')
      .notNull()
      .references(() => providerLinks.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    platform: text('platform').notNull(),
    slotRef: text('slot_ref').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    localDate: date('local_date').notNull(),
    localTime: text('local_time').notNull(),
    holes: smallint('holes').notNull(),
    players: smallint('players').notNull(),
    /**
     * booking (an attempt runs), booked, held (TeeWatch holds it, the golfer must finish on the
     * course's page), handed-over (the golfer books on the course's page), failed.
     */
    status: text('status').notNull().default('booking'),
    confirmationNumber: text('confirmation_number'),
    pricePerPlayerCents: integer('price_per_player_cents'),
    /**
     * The course's full price that day when the golfer booked: the dearest price per player on
     * its tee sheet for the date as TeeWatch read it. What the golfer saved is measured against
     * it (docs/gamification.md).
     */
    rackRatePerPlayerCents: integer('rack_rate_per_player_cents'),
    cancellationTerms: text('cancellation_terms'),
    deepLink: text('deep_link'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** The plain sentence the golfer was shown. */
    message: text('message'),
    /** Set when the golfer was told how it ended: a replayed event tells nothing twice. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_user_key_idx').on(table.userId, table.idempotencyKey),
    index('bookings_user_idx').on(table.userId, table.startsAt),
  ],
);

/** Every try at the platform for a booking, with what came of it. */
export const bookingAttempts = pgTable(
  'booking_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** booked, held-needs-golfer, needs-golfer, failed; null while it runs (or if it crashed). */
    outcome: text('outcome'),
    detail: text('detail'),
  },
  (table) => [index('booking_attempts_booking_idx').on(table.bookingId)],
);

/**
 * A tee time the optimizer recommended to a golfer, kept so "One-Click Book Now" can name it by id
 * and the stats come from real rows. The tee time itself may be gone by the time it is executed.
 */
export const bookingOptimizations = pgTable(
  'booking_optimizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerGrantId: uuid('owner_grant_id').references(() => accessGrants.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    teeTimeId: uuid('tee_time_id').notNull(),
    localDate: date('local_date').notNull(),
    players: smallint('players').notNull(),
    /** What the golfer asked for: an automatic booking queued from here keeps to it. */
    preferences: jsonb('preferences').$type<SearchPreferences>().notNull(),
    optimizationScore: doublePrecision('optimization_score').notNull(),
    estimatedSuccess: doublePrecision('estimated_success').notNull(),
    bookingStrategy: text('booking_strategy').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_optimizations_owner_user_idx').on(table.ownerUserId, table.createdAt),
    index('booking_optimizations_owner_grant_idx').on(table.ownerGrantId, table.createdAt),
  ],
);

/**
 * A booking the golfer queued for the auto-booking agent (docs/bookings.md, "Auto-booking"): the
 * agent books the queued tee time, or a better one the preferences admit on that date, once.
 * waiting: the agent books when a fitting slot is open; paused: the golfer holds it; booking: an
 * attempt runs; booked; cancelled. At most one live or booked per golfer and date.
 */
export const autoBookings = pgTable(
  'auto_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optimizationId: uuid('optimization_id').notNull(),
    teeTimeId: uuid('tee_time_id').notNull(),
    courseName: text('course_name').notNull(),
    localDate: date('local_date').notNull(),
    localTime: text('local_time').notNull(),
    preferences: jsonb('preferences').$type<SearchPreferences>().notNull(),
    /** The queued tee time's score: a slot the agent books must fit at least as well. */
    minScore: doublePrecision('min_score').notNull(),
    players: smallint('players').notNull(),
    status: text('status').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** What the golfer was last told about it, in one sentence. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auto_bookings_one_per_date_idx')
      .on(table.userId, table.localDate)
      .where(sql`status in ('waiting', 'paused', 'booking', 'booked')`),
    index('auto_bookings_waiting_idx')
      .on(table.localDate)
      .where(sql`status = 'waiting'`),
  ],
);

/** Each slot the agent tried for an automatic booking: one attempt per slot, ever. */
export const autoBookingTries = pgTable(
  'auto_booking_tries',
  {
    autoBookingId: uuid('auto_booking_id')
      .notNull()
      .references(() => autoBookings.id, { onDelete: 'cascade' }),
    teeTimeId: uuid('tee_time_id').notNull(),
    triedAt: timestamp('tried_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome'),
  },
  (table) => [primaryKey({ columns: [table.autoBookingId, table.teeTimeId] })],
);

export type BookingRow = typeof bookings.$inferSelect;
export type AutoBookingRow = typeof autoBookings.$inferSelect;
export type BookingOptimizationRow = typeof bookingOptimizations.$inferSelect;
