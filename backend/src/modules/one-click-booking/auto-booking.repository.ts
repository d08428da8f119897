import { Inject, Injectable } from '@nestjs/common';
import { type AutoBookingStatus } from '@teewatch/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  autoBookings,
  autoBookingTries,
  courses,
  outbox,
  providerLinks,
} from '../../db/schema/index.js';
import { distanceMilesSql } from '../geo/distance.js';

export type NewAutoBooking = Omit<
  typeof autoBookings.$inferInsert,
  'id' | 'bookingId' | 'message' | 'createdAt' | 'updatedAt'
>;

/** An attempt that has run this long died with its process: another may take the booking over. */
const ATTEMPT_TIMEOUT_SECONDS = 120;
/** Still to be booked: what the stats call the queue. */
export const queuedStatuses: AutoBookingStatus[] = ['waiting', 'paused', 'booking'];

@Injectable()
export class AutoBookingRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Stores the automatic booking with the BookingQueued event that starts the agent, in one
   * transaction; undefined when the golfer already has one for that date.
   */
  async insert(row: NewAutoBooking) {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(autoBookings).values(row).onConflictDoNothing().returning();
      if (created) {
        await tx
          .insert(outbox)
          .values({ type: 'BookingQueued', payload: { autoBookingId: created.id } });
      }
      return created;
    });
  }

  async find(id: string) {
    const [row] = await this.db.select().from(autoBookings).where(eq(autoBookings.id, id));
    return row;
  }

  listFor(userId: string) {
    return this.db
      .select()
      .from(autoBookings)
      .where(eq(autoBookings.userId, userId))
      .orderBy(desc(autoBookings.createdAt))
      .limit(50);
  }

  async countQueued(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(autoBookings)
      .where(and(eq(autoBookings.userId, userId), inArray(autoBookings.status, queuedStatuses)));
    return row?.count ?? 0;
  }

  /**
   * Every (tee sheet, date) a waiting automatic booking could be booked on: the courses within its
   * maximum distance, on platforms the agent books. The scanner reads these as it reads the ones
   * alerts watch, so a slot that opens there reaches the agent.
   */
  watchedCourseDates(firstDate: string, platformsBooked: (platform: string) => boolean) {
    const location = sql`${autoBookings.preferences}->'location'`;
    const near = sql`${distanceMilesSql(
      {
        latitude: sql`(${location}->>'latitude')::float8`,
        longitude: sql`(${location}->>'longitude')::float8`,
      },
      { latitude: courses.latitude, longitude: courses.longitude },
    )} <= (${autoBookings.preferences}->>'maxDistance')::float8`;
    return this.db
      .select({
        linkId: providerLinks.id,
        platform: providerLinks.platform,
        date: sql<string>`${autoBookings.localDate}::text`.as('date'),
        watchers: sql<number>`count(*)::int`.as('watchers'),
        // The course of the tee time a golfer queued, rather than one merely within reach.
        autoBookings:
          sql<number>`count(*) filter (where ${courses.name} = ${autoBookings.courseName})::int`.as(
            'auto_bookings',
          ),
      })
      .from(autoBookings)
      .innerJoin(courses, near)
      .innerJoin(providerLinks, eq(providerLinks.courseId, courses.id))
      .where(
        and(eq(autoBookings.status, 'waiting'), sql`${autoBookings.localDate} >= ${firstDate}`),
      )
      .groupBy(providerLinks.id, providerLinks.platform, autoBookings.localDate)
      .then((rows) => rows.filter((row) => platformsBooked(row.platform)));
  }

  /** The golfer's automatic bookings waiting on a date, to offer a new slot to. */
  waitingOn(date: string) {
    return this.db
      .select()
      .from(autoBookings)
      .where(and(eq(autoBookings.localDate, date), eq(autoBookings.status, 'waiting')));
  }

  /** Moves the golfer's own automatic booking from one of `from` to `to`. */
  async setStatus(userId: string, id: string, from: AutoBookingStatus[], to: AutoBookingStatus) {
    const [row] = await this.db
      .update(autoBookings)
      .set({ status: to, updatedAt: sql`now()` })
      .where(
        and(
          eq(autoBookings.id, id),
          eq(autoBookings.userId, userId),
          inArray(autoBookings.status, from),
        ),
      )
      .returning();
    return row;
  }

  /**
   * Takes the automatic booking for one attempt: only a waiting one, or one whose attempt died.
   * Two workers racing get one claim between them.
   */
  async claim(id: string) {
    const [row] = await this.db
      .update(autoBookings)
      .set({ status: 'booking', updatedAt: sql`now()` })
      .where(
        and(
          eq(autoBookings.id, id),
          sql`(${autoBookings.status} = 'waiting' or (${autoBookings.status} = 'booking'
            and ${autoBookings.updatedAt} < now() - make_interval(secs => ${ATTEMPT_TIMEOUT_SECONDS})))`,
        ),
      )
      .returning();
    return row;
  }

  /** Records that the agent tries this slot: false when it was tried before (one try per slot). */
  async recordTry(autoBookingId: string, teeTimeId: string): Promise<boolean> {
    const inserted = await this.db
      .insert(autoBookingTries)
      .values({ autoBookingId, teeTimeId })
      .onConflictDoNothing()
      .returning({ teeTimeId: autoBookingTries.teeTimeId });
    return inserted.length > 0;
  }

  async triedSlots(autoBookingId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ teeTimeId: autoBookingTries.teeTimeId })
      .from(autoBookingTries)
      .where(eq(autoBookingTries.autoBookingId, autoBookingId));
    return new Set(rows.map((row) => row.teeTimeId));
  }

  /** Takes back a try that decided nothing, so the job's retry may make it. */
  async forgetTry(autoBookingId: string, teeTimeId: string): Promise<void> {
    await this.db
      .delete(autoBookingTries)
      .where(
        and(
          eq(autoBookingTries.autoBookingId, autoBookingId),
          eq(autoBookingTries.teeTimeId, teeTimeId),
        ),
      );
  }

  /** Ends an attempt that booked nothing and tried nothing new: waiting again. */
  async release(id: string): Promise<void> {
    await this.db
      .update(autoBookings)
      .set({ status: 'waiting', updatedAt: sql`now()` })
      .where(and(eq(autoBookings.id, id), eq(autoBookings.status, 'booking')));
  }

  /** Ends an attempt: booked for good, or waiting again with what happened to this slot. */
  async settle(
    id: string,
    teeTimeId: string,
    outcome: { bookingId: string | null; message: string },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(autoBookingTries)
        .set({ outcome: outcome.bookingId ? 'booked' : outcome.message })
        .where(
          and(eq(autoBookingTries.autoBookingId, id), eq(autoBookingTries.teeTimeId, teeTimeId)),
        );
      await tx
        .update(autoBookings)
        .set({
          status: outcome.bookingId ? 'booked' : 'waiting',
          bookingId: outcome.bookingId,
          message: outcome.message,
          updatedAt: sql`now()`,
        })
        .where(and(eq(autoBookings.id, id), eq(autoBookings.status, 'booking')));
    });
  }
}
