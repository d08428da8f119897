import { Inject, Injectable } from '@nestjs/common';
import { type DomainEventType } from '@teewatch/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  bookingAttempts,
  type BookingRow,
  bookings,
  contacts,
  courses,
  outbox,
  providerLinks,
  teeTimes,
  users,
} from '../../db/schema/index.js';

/** An open tee time with what booking it needs: its course, platform link and booking page. */
export interface BookableTeeTime {
  teeTime: typeof teeTimes.$inferSelect;
  courseName: string;
  courseBookingUrl: string;
  link: { id: string; platform: string; ids: unknown };
}

/** A booking's course as the golfer sees it: its name and its own booking page, if known. */
const courseOfBooking = {
  name: courses.name,
  page: sql<string | null>`coalesce(${courses.bookingUrl}, ${courses.website})`,
};
export interface BookingCourse {
  name: string;
  page: string | null;
}

/** What an attempt ended with, as stored on the booking. */
export type BookingResult = Pick<
  BookingRow,
  | 'status'
  | 'confirmationNumber'
  | 'pricePerPlayerCents'
  | 'cancellationTerms'
  | 'deepLink'
  | 'holdExpiresAt'
  | 'failureReason'
  | 'message'
>;

/**
 * How long an attempt may run before another request for the same booking may take it over (a
 * crashed API); longer than a whole booking flow takes at the platforms.
 */
const ATTEMPT_TIMEOUT_SECONDS = 120;

@Injectable()
export class BookingsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findBookable(teeTimeId: string, now: Date): Promise<BookableTeeTime | undefined> {
    const [row] = await this.db
      .select({
        teeTime: teeTimes,
        courseName: courses.name,
        courseBookingUrl: sql<string>`coalesce(${courses.bookingUrl}, ${courses.website}, '')`,
        link: { id: providerLinks.id, platform: providerLinks.platform, ids: providerLinks.ids },
      })
      .from(teeTimes)
      .innerJoin(courses, eq(courses.id, teeTimes.courseId))
      .innerJoin(providerLinks, eq(providerLinks.id, teeTimes.providerLinkId))
      .where(and(eq(teeTimes.id, teeTimeId), sql`${teeTimes.startsAt} > ${now}`));
    return row;
  }

  /** The golfer as a course would book them: name, email and a verified phone, if any. */
  async golfer(userId: string) {
    const [user] = await this.db
      .select({ name: users.displayName, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    const [phone] = await this.db
      .select({ value: contacts.value })
      .from(contacts)
      .where(
        and(
          eq(contacts.ownerUserId, userId),
          eq(contacts.kind, 'phone'),
          isNotNull(contacts.verifiedAt),
        ),
      )
      .limit(1);
    return user
      ? { name: user.name ?? user.email, email: user.email, phone: phone?.value ?? null }
      : undefined;
  }

  /**
   * The booking of this key, made now if new. `attempt` is true when the caller is to run the
   * attempt: a new booking, or one whose attempt has run past its time (its process died); a
   * running attempt is left alone, so two requests with one key book once.
   */
  async claim(
    userId: string,
    idempotencyKey: string,
    slot: BookableTeeTime,
    players: number,
  ): Promise<{ booking: BookingRow; attempt: boolean }> {
    const { teeTime } = slot;
    const [created] = await this.db
      .insert(bookings)
      .values({
        userId,
        idempotencyKey,
        teeTimeId: teeTime.id,
        providerLinkId: slot.link.id,
        courseId: teeTime.courseId,
        platform: slot.link.platform,
        slotRef: teeTime.slotRef,
        startsAt: teeTime.startsAt,
        localDate: teeTime.localDate,
        localTime: teeTime.localTime,
        holes: teeTime.holes,
        players,
        rackRatePerPlayerCents: sql`(select max(${teeTimes.priceCents}) from ${teeTimes}
          where ${teeTimes.courseId} = ${teeTime.courseId} and ${teeTimes.localDate} = ${teeTime.localDate}
            and ${teeTimes.holes} = ${teeTime.holes})`,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { booking: created, attempt: true };
    const [takenOver] = await this.db
      .update(bookings)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(bookings.userId, userId),
          eq(bookings.idempotencyKey, idempotencyKey),
          eq(bookings.status, 'booking'),
          sql`${bookings.updatedAt} < now() - make_interval(secs => ${ATTEMPT_TIMEOUT_SECONDS})`,
        ),
      )
      .returning();
    if (takenOver) return { booking: takenOver, attempt: true };
    const [existing] = await this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, idempotencyKey)));
    return { booking: existing!, attempt: false };
  }

  async startAttempt(bookingId: string): Promise<string> {
    const [attempt] = await this.db
      .insert(bookingAttempts)
      .values({ bookingId })
      .returning({ id: bookingAttempts.id });
    return attempt!.id;
  }

  /** Stores what the attempt ended with and, in the same transaction, the event that tells. */
  async finish(
    bookingId: string,
    attemptId: string,
    result: BookingResult,
    outcome: string,
    event: DomainEventType | null,
  ): Promise<BookingRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ ...result, updatedAt: sql`now()` })
        .where(eq(bookings.id, bookingId))
        .returning();
      await tx
        .update(bookingAttempts)
        .set({ finishedAt: sql`now()`, outcome, detail: result.message })
        .where(eq(bookingAttempts.id, attemptId));
      if (event) await tx.insert(outbox).values({ type: event, payload: { bookingId } });
      return row!;
    });
  }

  listFor(userId: string) {
    return this.db
      .select({ booking: bookings, course: courseOfBooking })
      .from(bookings)
      .innerJoin(courses, eq(courses.id, bookings.courseId))
      .where(eq(bookings.userId, userId))
      .orderBy(asc(bookings.startsAt));
  }

  /** One of the golfer's bookings, with its course and the platform link it was booked through. */
  async findOwned(id: string, userId: string) {
    const [row] = await this.db
      .select({
        booking: bookings,
        course: courseOfBooking,
        link: { platform: providerLinks.platform, ids: providerLinks.ids },
      })
      .from(bookings)
      .innerJoin(courses, eq(courses.id, bookings.courseId))
      .innerJoin(providerLinks, eq(providerLinks.id, bookings.providerLinkId))
      .where(and(eq(bookings.id, id), eq(bookings.userId, userId)));
    return row;
  }

  /** Marks a booked tee time cancelled; undefined when it is not booked (any more). */
  async markCancelled(id: string, message: string): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .update(bookings)
      .set({ status: 'cancelled', message, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'booked')))
      .returning();
    return row;
  }

  /**
   * Takes the telling of a booking's outcome, once: the booking with its course and golfer, or
   * nothing when it was already told (a replayed event) or is unknown.
   */
  async claimNotice(id: string) {
    const [claimed] = await this.db
      .update(bookings)
      .set({ notifiedAt: sql`now()` })
      .where(and(eq(bookings.id, id), sql`${bookings.notifiedAt} is null`))
      .returning({ id: bookings.id });
    if (!claimed) return undefined;
    const [row] = await this.db
      .select({
        booking: bookings,
        courseName: courses.name,
        email: users.email,
        language: users.language,
      })
      .from(bookings)
      .innerJoin(courses, eq(courses.id, bookings.courseId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(eq(bookings.id, id));
    return row;
  }
}
