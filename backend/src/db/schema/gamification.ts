import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * The points ledger, append-only: every point a golfer has is a row saying why. `source_key`
 * names what paid it (`achievement:first-alert`, `demo:<uuid>`) and is unique per golfer, so an
 * action settled twice or an event replayed never pays twice (docs/gamification.md). A row whose
 * key starts with `achievement:` is that achievement's unlock.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    sourceKey: text('source_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the golfer was told of this unlock; set before sending, so a replay sends nothing. */
    toldAt: timestamp('told_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('points_ledger_source_idx').on(table.userId, table.sourceKey),
    index('points_ledger_created_idx').on(table.createdAt),
  ],
);

export type PointsLedgerRow = typeof pointsLedger.$inferSelect;

/**
 * The Denver days a golfer used TeeWatch signed in (docs/gamification.md, "Streaks"): one row
 * a day, whatever they did that day; streaks are read from these.
 */
export const activeDays = pgTable(
  'active_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * Friends (docs/gamification.md, "Friends"): one row per direction. A request is the asker's row,
 * `pending`; accepting makes it `accepted` and adds the other direction, so "my friends" is one
 * indexed read. A friend invitation code connects both at once: the code was the consent.
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.friendId] }),
    index('friendships_friend_idx').on(table.friendId),
  ],
);
