import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * What a golfer chose in onboarding (docs/onboarding.md): golf preferences the alert form starts
 * from, where they play from, and which urgency levels they want to hear about.
 */
export const golfProfiles = pgTable('golf_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferredTimes: text('preferred_times').array().notNull(),
  maxDistanceMiles: smallint('max_distance_miles').notNull(),
  maxPriceDollars: integer('max_price_dollars').notNull(),
  defaultPlayers: smallint('default_players').notNull(),
  courseDifficulty: text('course_difficulty').array().notNull(),
  weekdaysOnly: boolean('weekdays_only').notNull(),
  weekendsOnly: boolean('weekends_only').notNull(),
  advanceBookingDays: smallint('advance_booking_days').notNull(),
  favoriteCourseName: text('favorite_course_name'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  city: text('city'),
  state: text('state'),
  urgencyLevels: text('urgency_levels').array().notNull(),
  completedSteps: smallint('completed_steps').array().notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GolfProfileRow = typeof golfProfiles.$inferSelect;
