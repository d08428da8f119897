import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Colorado courses, seeded from data/course-catalogue.json; the id is the catalogue's slug. */
export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'`),
    name: text('name').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    type: text('type').notNull(),
    website: text('website'),
    bookingUrl: text('booking_url'),
    onlineBooking: boolean('online_booking').notNull(),
    /** The platform the course really sells through, including ones without an adapter. */
    platform: text('platform'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    area: text('area'),
  },
  (table) => [
    index('courses_area_idx').on(table.area),
    index('courses_aliases_idx').using('gin', table.aliases),
  ],
);

/** How the scanner reads a course's tee sheet: a platform and the platform's ids for the course. */
export const providerLinks = pgTable(
  'provider_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    /** Exists only in the sandbox world (no adapter for the course's real platform yet). */
    simulated: boolean('simulated').notNull(),
    ids: jsonb('ids').notNull(),
  },
  (table) => [uniqueIndex('provider_links_course_platform_idx').on(table.courseId, table.platform)],
);

/** The current snapshot: one row per open slot the scanner has seen and not yet seen go. */
export const teeTimes = pgTable(
  'tee_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerLinkId: uuid('provider_link_id')
      .notNull()
      .references(() => providerLinks.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slotRef: text('slot_ref').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    localDate: date('local_date').notNull(),
    localTime: text('local_time').notNull(),
    holes: smallint('holes').notNull(),
    openSpots: smallint('open_spots').notNull(),
    /** The smallest party the course takes at this tee time (some sell a slot only to two or more). */
    minPlayers: smallint('min_players').notNull().default(1),
    priceCents: integer('price_cents').notNull(),
    cartIncluded: boolean('cart_included').notNull(),
    bookingUrl: text('booking_url').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tee_times_link_slot_idx').on(table.providerLinkId, table.slotRef),
    // A course-date's tee times still to come, in one range of one index: with `starts_at` in a
    // second index, a prepared statement's generic plan ANDed both, reading every future tee time
    // for each course an alert reaches (docs/operations.md, "Load").
    index('tee_times_course_date_starts_idx').on(table.courseId, table.localDate, table.startsAt),
    index('tee_times_starts_at_idx').on(table.startsAt),
  ],
);

/** What the scanner saw change, for history, slot lifetimes and the booking optimizer. */
export const teeTimeChanges = pgTable(
  'tee_time_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teeTimeId: uuid('tee_time_id').notNull(),
    courseId: text('course_id').notNull(),
    kind: text('kind').notNull(),
    openSpotsBefore: smallint('open_spots_before'),
    openSpotsAfter: smallint('open_spots_after'),
    priceCentsBefore: integer('price_cents_before'),
    priceCentsAfter: integer('price_cents_after'),
    /** When the tee time starts: with observedAt, the lead time of an opening (slot lifetimes). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tee_time_changes_tee_time_idx').on(table.teeTimeId),
    index('tee_time_changes_observed_idx').on(table.observedAt),
    index('tee_time_changes_openings_idx')
      .on(table.courseId, table.observedAt)
      .where(sql`kind = 'new'`),
  ],
);

/** When each course-date was last read from its platform, and how that went. */
export const courseDateScans = pgTable(
  'course_date_scans',
  {
    providerLinkId: uuid('provider_link_id')
      .notNull()
      .references(() => providerLinks.id, { onDelete: 'cascade' }),
    localDate: date('local_date').notNull(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull(),
    lastStatus: text('last_status').notNull(),
    lastError: text('last_error'),
    openSlots: integer('open_slots').notNull().default(0),
    /**
     * The first successful read: what it found was open before TeeWatch looked, so it is the
     * baseline that later reads are compared with, not news (no TeeTimeFound).
     */
    firstReadAt: timestamp('first_read_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.providerLinkId, table.localDate] })],
);

export type CourseRow = typeof courses.$inferSelect;
export type ProviderLinkRow = typeof providerLinks.$inferSelect;
export type TeeTimeRow = typeof teeTimes.$inferSelect;
