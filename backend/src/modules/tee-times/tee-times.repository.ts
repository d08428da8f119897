import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Database, type DbExecutor } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  courseDateScans,
  courses,
  providerLinks,
  teeTimeChanges,
  teeTimes,
} from '../../db/schema/index.js';
import { type NormalizedTeeTime } from '../../providers/tee-sheet/tee-sheet.provider.js';
import { type SlotChange, type SnapshotSlot } from './scan-diff.js';

@Injectable()
export class TeeTimesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async findLinkWithCourse(linkId: string) {
    const [row] = await this.db
      .select({ link: providerLinks, course: courses })
      .from(providerLinks)
      .innerJoin(courses, eq(courses.id, providerLinks.courseId))
      .where(eq(providerLinks.id, linkId));
    return row;
  }

  /** Every link of one platform, with its course. */
  linksWithCourses(platform: string) {
    return this.db
      .select({ link: providerLinks, course: courses })
      .from(providerLinks)
      .innerJoin(courses, eq(courses.id, providerLinks.courseId))
      .where(eq(providerLinks.platform, platform));
  }

  /** Every link's platform and ids, for the planner to know which links one request reads. */
  linkIds() {
    return this.db
      .select({ id: providerLinks.id, platform: providerLinks.platform, ids: providerLinks.ids })
      .from(providerLinks);
  }

  /** The stored slots of one course-date, locked so two scans of it apply one after the other. */
  lockSnapshot(tx: DbExecutor, linkId: string, date: string): Promise<SnapshotSlot[]> {
    return tx
      .select({
        id: teeTimes.id,
        slotRef: teeTimes.slotRef,
        openSpots: teeTimes.openSpots,
        minPlayers: teeTimes.minPlayers,
        priceCents: teeTimes.priceCents,
      })
      .from(teeTimes)
      .where(and(eq(teeTimes.providerLinkId, linkId), eq(teeTimes.localDate, date)))
      .for('update');
  }

  /** Inserts new slots and updates changed ones; returns the id of every slot written, by slotRef. */
  async upsertSlots(tx: DbExecutor, linkId: string, courseId: string, slots: NormalizedTeeTime[]) {
    if (slots.length === 0) return new Map<string, string>();
    const rows = await tx
      .insert(teeTimes)
      .values(
        slots.map((slot) => ({
          providerLinkId: linkId,
          courseId,
          slotRef: slot.slotRef,
          startsAt: new Date(slot.startsAt),
          localDate: slot.localDate,
          localTime: slot.localTime,
          holes: slot.holes,
          openSpots: slot.openSpots,
          minPlayers: slot.minPlayers ?? 1,
          priceCents: slot.pricePerPlayerCents,
          cartIncluded: slot.cartIncluded,
          bookingUrl: slot.bookingUrl,
        })),
      )
      .onConflictDoUpdate({
        target: [teeTimes.providerLinkId, teeTimes.slotRef],
        set: {
          openSpots: sql`excluded.open_spots`,
          minPlayers: sql`excluded.min_players`,
          priceCents: sql`excluded.price_cents`,
          cartIncluded: sql`excluded.cart_included`,
          bookingUrl: sql`excluded.booking_url`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: teeTimes.id, slotRef: teeTimes.slotRef });
    return new Map(rows.map((row) => [row.slotRef, row.id]));
  }

  async deleteSlots(tx: DbExecutor, ids: string[]): Promise<void> {
    if (ids.length > 0) await tx.delete(teeTimes).where(inArray(teeTimes.id, ids));
  }

  async recordChanges(
    tx: DbExecutor,
    courseId: string,
    changes: (SlotChange & { teeTimeId: string })[],
  ) {
    if (changes.length === 0) return;
    await tx.insert(teeTimeChanges).values(
      changes.map((change) => ({
        teeTimeId: change.teeTimeId,
        courseId,
        kind: change.kind,
        openSpotsBefore: change.openSpotsBefore ?? null,
        openSpotsAfter: change.slot?.openSpots ?? 0,
        priceCentsBefore: change.priceCentsBefore ?? null,
        priceCentsAfter: change.slot?.pricePerPlayerCents ?? null,
        startsAt: change.slot ? new Date(change.slot.startsAt) : null,
      })),
    );
  }

  async markChecked(
    linkId: string,
    date: string,
    outcome: { status: 'ok'; openSlots: number } | { status: 'error'; error: string },
    executor: DbExecutor = this.db,
  ): Promise<void> {
    const now = new Date();
    const values = {
      providerLinkId: linkId,
      localDate: date,
      lastCheckedAt: now,
      lastStatus: outcome.status,
      lastError: outcome.status === 'error' ? outcome.error : null,
      ...(outcome.status === 'ok' ? { openSlots: outcome.openSlots, firstReadAt: now } : {}),
    };
    const { providerLinkId: _link, localDate: _date, ...update } = values;
    await executor
      .insert(courseDateScans)
      .values(values)
      .onConflictDoUpdate({
        target: [courseDateScans.providerLinkId, courseDateScans.localDate],
        set: {
          ...update,
          ...(outcome.status === 'ok'
            ? { firstReadAt: sql`coalesce(${courseDateScans.firstReadAt}, ${now})` }
            : {}),
        },
      });
  }

  /** Whether this course-date has been read successfully before (see courseDateScans.firstReadAt). */
  async wasReadBefore(executor: DbExecutor, linkId: string, date: string): Promise<boolean> {
    const [row] = await executor
      .select({ firstReadAt: courseDateScans.firstReadAt })
      .from(courseDateScans)
      .where(and(eq(courseDateScans.providerLinkId, linkId), eq(courseDateScans.localDate, date)));
    return row?.firstReadAt != null;
  }

  /** When each of these tee sheets was last read, per date. */
  lastChecksOf(linkIds: string[]) {
    if (linkIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        linkId: courseDateScans.providerLinkId,
        date: sql<string>`${courseDateScans.localDate}::text`,
        lastCheckedAt: courseDateScans.lastCheckedAt,
      })
      .from(courseDateScans)
      .where(inArray(courseDateScans.providerLinkId, linkIds));
  }

  /** Every course-date's last check, for the scan-lag gauge. */
  lastChecks() {
    return this.db
      .select({
        courseId: providerLinks.courseId,
        platform: providerLinks.platform,
        date: sql<string>`${courseDateScans.localDate}::text`,
        lastCheckedAt: courseDateScans.lastCheckedAt,
      })
      .from(courseDateScans)
      .innerJoin(providerLinks, eq(providerLinks.id, courseDateScans.providerLinkId));
  }

  /** Forgets slots that have started and checks of days gone by. */
  async prunePast(now: Date, today: string): Promise<{ slots: number; checks: number }> {
    const slots = await this.db
      .delete(teeTimes)
      .where(lt(teeTimes.startsAt, now))
      .returning({ id: teeTimes.id });
    const checks = await this.db
      .delete(courseDateScans)
      .where(lt(courseDateScans.localDate, today))
      .returning({ id: courseDateScans.providerLinkId });
    return { slots: slots.length, checks: checks.length };
  }

  /**
   * Baseline course-dates whose last check is older than `staleBefore` (or never happened), oldest
   * first, for the dates given. Links marked simulated are left out unless asked for.
   */
  findStaleCourseDates(
    platform: string,
    dates: string[],
    staleBefore: Date,
    includeSimulated: boolean,
    limit: number,
  ) {
    return this.db
      .select({
        linkId: providerLinks.id,
        platform: providerLinks.platform,
        date: sql<string>`d.date::text`.as('date'),
        lastCheckedAt: courseDateScans.lastCheckedAt,
      })
      .from(providerLinks)
      .innerJoin(
        sql`unnest(string_to_array(${dates.join(',')}, ',')::date[]) as d(date)`,
        sql`true`,
      )
      .leftJoin(
        courseDateScans,
        and(
          eq(courseDateScans.providerLinkId, providerLinks.id),
          sql`${courseDateScans.localDate} = d.date`,
        ),
      )
      .where(
        and(
          eq(providerLinks.platform, platform),
          includeSimulated ? sql`true` : eq(providerLinks.simulated, false),
          sql`(${courseDateScans.lastCheckedAt} is null or ${courseDateScans.lastCheckedAt} < ${staleBefore})`,
        ),
      )
      .orderBy(sql`${courseDateScans.lastCheckedAt} asc nulls first`, sql`d.date asc`)
      .limit(limit);
  }
}
