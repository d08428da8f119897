import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Database, type DbExecutor } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { unnest } from '../../db/unnest.js';
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
    const { rows } = await tx.execute<{ id: string; slot_ref: string }>(sql`
      insert into ${teeTimes} (provider_link_id, course_id, slot_ref, starts_at, local_date,
        local_time, holes, open_spots, min_players, price_cents, cart_included, booking_url)
      select ${linkId}::uuid, ${courseId}, * from ${unnest([
        [slots.map((slot) => slot.slotRef), 'text'],
        [slots.map((slot) => slot.startsAt), 'timestamptz'],
        [slots.map((slot) => slot.localDate), 'date'],
        [slots.map((slot) => slot.localTime), 'text'],
        [slots.map((slot) => slot.holes), 'smallint'],
        [slots.map((slot) => slot.openSpots), 'smallint'],
        [slots.map((slot) => slot.minPlayers ?? 1), 'smallint'],
        [slots.map((slot) => slot.pricePerPlayerCents), 'integer'],
        [slots.map((slot) => slot.cartIncluded), 'boolean'],
        [slots.map((slot) => slot.bookingUrl), 'text'],
      ])}
      on conflict (provider_link_id, slot_ref) do update set
        open_spots = excluded.open_spots,
        min_players = excluded.min_players,
        price_cents = excluded.price_cents,
        cart_included = excluded.cart_included,
        booking_url = excluded.booking_url,
        updated_at = now()
      returning id, slot_ref`);
    return new Map(rows.map((row) => [row.slot_ref, row.id]));
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
    await tx.execute(sql`
      insert into ${teeTimeChanges} (course_id, tee_time_id, kind, open_spots_before,
        open_spots_after, price_cents_before, price_cents_after, starts_at)
      select ${courseId}, * from ${unnest([
        [changes.map((change) => change.teeTimeId), 'uuid'],
        [changes.map((change) => change.kind), 'text'],
        [changes.map((change) => change.openSpotsBefore ?? null), 'smallint'],
        [changes.map((change) => change.slot?.openSpots ?? 0), 'smallint'],
        [changes.map((change) => change.priceCentsBefore ?? null), 'integer'],
        [changes.map((change) => change.slot?.pricePerPlayerCents ?? null), 'integer'],
        [changes.map((change) => change.slot?.startsAt ?? null), 'timestamptz'],
      ])}`);
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
