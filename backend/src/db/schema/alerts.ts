import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timeOrderedUuid } from './time-ordered-uuid.js';
import { accessGrants } from './access.js';
import { golfGroups } from './groups.js';

/**
 * What a golfer wants: a place (area, courses, or a point and radius), a Denver date, a time
 * window, players and a price limit. Owned by the browser's access grant until accounts exist.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerGrantId: uuid('owner_grant_id').references(() => accessGrants.id, { onDelete: 'cascade' }),
    /** Set when the golfer signs in: the account owns the alert from then on. */
    ownerUserId: uuid('owner_user_id'),
    source: text('source').notNull(),
    locationLabel: text('location_label').notNull(),
    area: text('area'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusMiles: doublePrecision('radius_miles'),
    locationFallback: boolean('location_fallback').notNull().default(false),
    courseIds: text('course_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    date: date('date').notNull(),
    timePreference: text('time_preference').notNull(),
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end').notNull(),
    players: smallint('players').notNull(),
    maxPriceCents: integer('max_price_cents'),
    status: text('status').notNull().default('active'),
    /** Set for a group alert: every member of the group is told of its matches. */
    groupId: uuid('group_id').references(() => golfGroups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('alerts_group_idx').on(table.groupId),
    index('alerts_active_date_idx')
      .on(table.date)
      .where(sql`${table.status} = 'active'`),
    index('alerts_owner_grant_idx').on(table.ownerGrantId),
    index('alerts_owner_user_idx').on(table.ownerUserId),
  ],
);

/**
 * One row per alert and tee time it matched: the uniqueness makes replays match nothing twice.
 * alert_id has no foreign key: checking one locks the alert's row for every match inserted, which
 * cost the matcher a third of its time. Instead the trigger alert_matches_follow_alert (migration
 * 0008) deletes an alert's matches with it, after waiting for the matching transactions in flight
 * (they hold MATCHING_LOCK shared), so no match can outlive its alert.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    alertId: uuid('alert_id').notNull(),
    teeTimeId: uuid('tee_time_id').notNull(),
    courseId: text('course_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    openSpots: smallint('open_spots').notNull(),
    priceCents: integer('price_cents').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    goneAt: timestamp('gone_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('alert_matches_alert_tee_time_idx').on(table.alertId, table.teeTimeId),
    index('alert_matches_tee_time_idx').on(table.teeTimeId),
  ],
);

/**
 * The matcher's index: one row per active alert and course it covers (chosen courses, its area's
 * courses, or the courses within its radius), with what a tee time there must fit. A new tee time
 * finds its alerts by one range scan of alert_reach_match_idx on (course, date, window start); the
 * index holds every column the match checks, so the scan never visits the table (index-only).
 */
export const alertReach = pgTable(
  'alert_reach',
  {
    courseId: text('course_id').notNull(),
    date: date('date').notNull(),
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end').notNull(),
    players: smallint('players').notNull(),
    maxPriceCents: integer('max_price_cents'),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.courseId] }),
    index('alert_reach_match_idx').on(
      table.courseId,
      table.date,
      table.windowStart,
      table.windowEnd,
      table.players,
      table.maxPriceCents,
      table.alertId,
    ),
  ],
);

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlert = typeof alerts.$inferInsert;
