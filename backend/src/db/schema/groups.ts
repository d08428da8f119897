import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { alerts } from './alerts.js';
import { users } from './auth.js';
import { bookings } from './bookings.js';

/**
 * A golf group (docs/gamification.md, "Golf groups"): a golfer and friends who play together.
 * Its group alerts are alerts with `group_id` set, owned by whoever made them.
 */
export const golfGroups = pgTable('golf_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who is in a group, its maker included. */
export const golfGroupMembers = pgTable(
  'golf_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => golfGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('golf_group_members_user_idx').on(table.userId),
  ],
);

/**
 * A member told about a group alert's match: claimed before sending, so a replayed or retried job
 * tells nobody twice.
 */
export const groupNotices = pgTable(
  'group_notices',
  {
    alertMatchId: uuid('alert_match_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toldAt: timestamp('told_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.alertMatchId, table.userId] })],
);

/** A member's In or Out for a tee time of a group alert; the latest answer counts. */
export const groupAnswers = pgTable(
  'group_answers',
  {
    alertId: uuid('alert_id').notNull(),
    teeTimeId: uuid('tee_time_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.teeTimeId, table.userId] })],
);

/**
 * The tee time a member books for a group alert: one per group alert, so the first member to
 * book books for everyone. Claimed before the booking runs (a second member is told who is
 * booking); released when that booking fails, and open to another after a claim that never got
 * its booking (its process died) has waited two minutes.
 */
export const groupBookings = pgTable('group_bookings', {
  alertId: uuid('alert_id')
    .primaryKey()
    .references(() => alerts.id, { onDelete: 'cascade' }),
  bookedByUserId: uuid('booked_by_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  teeTimeId: uuid('tee_time_id').notNull(),
  bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
