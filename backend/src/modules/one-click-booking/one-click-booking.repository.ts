import { Inject, Injectable } from '@nestjs/common';
import { and, avg, count, countDistinct, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  bookingOptimizations,
  bookings,
  courses,
  providerLinks,
  teeTimeChanges,
  teeTimes,
} from '../../db/schema/index.js';
import { ownedBy, ownerColumns, type Owner } from '../../infra/owners/owner.js';
import { type Candidate } from './optimizer.js';
import { type ObservedSlot } from './slot-lifetimes.js';

/** An open tee time as the optimizer weighs it, with when it opened. */
export type OpenTeeTime = Candidate & { startsAt: Date; firstSeenAt: Date; platform: string };

export type NewOptimization = Omit<
  typeof bookingOptimizations.$inferInsert,
  'id' | 'ownerUserId' | 'ownerGrantId' | 'createdAt'
>;

/** How far back slot lifetimes are read: recent enough to reflect this season's demand. */
const HISTORY_DAYS = 30;
/** "Active" optimizations: tee times recommended this recently that are still open. */
const ACTIVE_HOURS = 24;

@Injectable()
export class OneClickBookingRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Open tee times not yet started: the ones named, or every one of `date` with room for
   * `players` and at most `maxPriceCents` (the rest of the fit is the optimizer's).
   */
  async openTeeTimes(
    where: { ids: string[] } | { date: string; players: number; maxPriceCents: number },
    now: Date,
  ): Promise<OpenTeeTime[]> {
    const filter =
      'ids' in where
        ? inArray(teeTimes.id, where.ids)
        : and(
            eq(teeTimes.localDate, where.date),
            sql`${teeTimes.openSpots} >= ${where.players}`,
            sql`${teeTimes.minPlayers} <= ${where.players}`,
            sql`${teeTimes.priceCents} <= ${where.maxPriceCents}`,
          );
    return this.db
      .select({
        id: teeTimes.id,
        courseId: teeTimes.courseId,
        courseName: courses.name,
        date: sql<string>`${teeTimes.localDate}::text`,
        time: teeTimes.localTime,
        priceCents: teeTimes.priceCents,
        holes: teeTimes.holes,
        openSpots: teeTimes.openSpots,
        minPlayers: teeTimes.minPlayers,
        latitude: courses.latitude,
        longitude: courses.longitude,
        bookingUrl: teeTimes.bookingUrl,
        startsAt: teeTimes.startsAt,
        firstSeenAt: teeTimes.firstSeenAt,
        platform: providerLinks.platform,
      })
      .from(teeTimes)
      .innerJoin(courses, eq(courses.id, teeTimes.courseId))
      .innerJoin(providerLinks, eq(providerLinks.id, teeTimes.providerLinkId))
      .where(and(filter, gt(teeTimes.startsAt, now)));
  }

  /** The openings of these courses' slots over the last HISTORY_DAYS, each with its lifetime. */
  async observedSlots(courseIds: string[], now: Date): Promise<ObservedSlot[]> {
    if (courseIds.length === 0) return [];
    const result = await this.db.execute<{
      courseId: string;
      hour: number;
      leadHours: number;
      openMinutes: number;
      gone: boolean;
    }>(sql`
      select opened.course_id as "courseId",
             extract(hour from opened.starts_at at time zone 'America/Denver')::int as "hour",
             extract(epoch from opened.starts_at - opened.observed_at) / 3600 as "leadHours",
             extract(epoch from coalesce(gone.observed_at, ${now}) - opened.observed_at) / 60
               as "openMinutes",
             gone.id is not null as "gone"
        from ${teeTimeChanges} opened
        left join lateral (
          select id, observed_at from ${teeTimeChanges} g
           where g.tee_time_id = opened.tee_time_id and g.kind = 'gone'
           limit 1
        ) gone on true
       where opened.kind = 'new'
         and opened.course_id in ${courseIds}
         and opened.starts_at is not null
         and opened.observed_at > ${now}::timestamptz - make_interval(days => ${HISTORY_DAYS})`);
    return result.rows.map((row) => ({
      ...row,
      leadHours: Number(row.leadHours),
      openMinutes: Number(row.openMinutes),
    }));
  }

  async saveOptimizations(owner: Owner, rows: NewOptimization[]) {
    if (rows.length === 0) return [];
    return this.db
      .insert(bookingOptimizations)
      .values(rows.map((row) => ({ ...row, ...ownerColumns(owner) })))
      .returning({ id: bookingOptimizations.id, teeTimeId: bookingOptimizations.teeTimeId });
  }

  async findOptimization(owner: Owner, id: string) {
    const [row] = await this.db
      .select()
      .from(bookingOptimizations)
      .where(and(eq(bookingOptimizations.id, id), ownedBy(bookingOptimizations, owner)));
    return row;
  }

  /** The stats card, from the owner's own rows. */
  async stats(owner: Owner, now: Date) {
    const since = new Date(now.getTime() - ACTIVE_HOURS * 3600_000);
    const [active] = await this.db
      .select({ count: countDistinct(bookingOptimizations.teeTimeId) })
      .from(bookingOptimizations)
      .innerJoin(teeTimes, eq(teeTimes.id, bookingOptimizations.teeTimeId))
      .where(
        and(
          ownedBy(bookingOptimizations, owner),
          gt(bookingOptimizations.createdAt, since),
          gt(teeTimes.startsAt, now),
        ),
      );
    const [scores] = await this.db
      .select({ average: avg(bookingOptimizations.optimizationScore) })
      .from(bookingOptimizations)
      .where(ownedBy(bookingOptimizations, owner));
    const outcomes = owner.userId
      ? await this.db
          .select({ status: bookings.status, count: count() })
          .from(bookings)
          .where(
            and(eq(bookings.userId, owner.userId), inArray(bookings.status, ['booked', 'failed'])),
          )
          .groupBy(bookings.status)
      : [];
    return {
      activeOptimizations: active?.count ?? 0,
      averageScore: scores?.average === null ? 0 : Number(scores?.average ?? 0),
      booked: outcomes.find((row) => row.status === 'booked')?.count ?? 0,
      failed: outcomes.find((row) => row.status === 'failed')?.count ?? 0,
    };
  }
}
