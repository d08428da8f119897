import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, type DbExecutor } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  alertMatches,
  alertReach,
  alerts,
  type AlertRow,
  courseDateScans,
  courses,
  type NewAlert,
  outbox,
  providerLinks,
  teeTimes,
} from '../../db/schema/index.js';
import { MATCHING_LOCK, reachRowsOf, teeTimeFitsReach } from './alert-match.sql.js';
import { type Owner, ownedBy } from '../../infra/owners/owner.js';

export interface SheetChecks {
  sheets: number;
  read: number;
  oldest: Date | null;
}

const openAfter = (now: Date) => sql`${teeTimes.startsAt} > ${now}`;

@Injectable()
export class AlertsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  listOwned(owner: Owner): Promise<AlertRow[]> {
    return this.db
      .select()
      .from(alerts)
      .where(ownedBy(alerts, owner))
      .orderBy(desc(alerts.createdAt));
  }

  async findOwned(id: string, owner: Owner): Promise<AlertRow | undefined> {
    const [row] = await this.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.id, id), ownedBy(alerts, owner)));
    return row;
  }

  async countActiveOwned(owner: Owner): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alerts)
      .where(and(ownedBy(alerts, owner), eq(alerts.status, 'active')));
    return row?.n ?? 0;
  }

  listOfGroup(groupId: string): Promise<AlertRow[]> {
    return this.db
      .select()
      .from(alerts)
      .where(eq(alerts.groupId, groupId))
      .orderBy(asc(alerts.date));
  }

  /** Saves an alert and, in the same transaction, the matcher's index of where it looks. */
  insert(alert: NewAlert): Promise<AlertRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(alerts).values(alert).returning();
      await tx.execute(reachRowsOf(sql`${alerts.id} = ${row!.id}`));
      return row!;
    });
  }

  update(id: string, changes: Partial<NewAlert>): Promise<AlertRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(alerts)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(alerts.id, id))
        .returning();
      await tx.delete(alertReach).where(eq(alertReach.alertId, id));
      await tx.execute(reachRowsOf(sql`${alerts.id} = ${id}`));
      return row!;
    });
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(alerts).where(eq(alerts.id, id));
  }

  async coursesByName(names: string[]) {
    if (names.length === 0) return [];
    return this.db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(
        inArray(
          sql`lower(${courses.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      );
  }

  async coursesById(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(inArray(courses.id, ids));
  }

  /** Rebuilds the matcher's index for every active alert (after the course catalogue changed). */
  async rebuildReach(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(alertReach);
      await tx.execute(reachRowsOf(sql`true`));
    });
  }

  /** Tee times open now that fit one active alert, soonest first. */
  /** With `foundAt`: when TeeWatch saw it open for this alert (null: open when the alert was made). */
  /** The open tee times an alert fits, with their course and when its tee sheet was last read. */
  openMatches(alertId: string, now: Date) {
    return this.db
      .select({
        teeTime: teeTimes,
        course: { name: courses.name, latitude: courses.latitude, longitude: courses.longitude },
        foundAt: alertMatches.matchedAt,
        checkedAt: courseDateScans.lastCheckedAt,
      })
      .from(teeTimes)
      .innerJoin(courses, eq(courses.id, teeTimes.courseId))
      .innerJoin(alertReach, and(eq(alertReach.alertId, alertId), teeTimeFitsReach))
      .leftJoin(
        alertMatches,
        and(eq(alertMatches.alertId, alertId), eq(alertMatches.teeTimeId, teeTimes.id)),
      )
      .leftJoin(
        courseDateScans,
        and(
          eq(courseDateScans.providerLinkId, teeTimes.providerLinkId),
          eq(courseDateScans.localDate, teeTimes.localDate),
        ),
      )
      .where(openAfter(now));
  }

  /**
   * How many open tee times each of these alerts fits now, counted up to `upTo + 1` and no
   * further: a broad alert fits thousands, and counting them all cost most of the alert list's
   * time (docs/operations.md, "Load"). An alert fitting none is absent.
   */
  async countOpenMatches(
    alertIds: string[],
    now: Date,
    upTo: number,
  ): Promise<Map<string, number>> {
    if (alertIds.length === 0) return new Map();
    const { rows } = await this.db.execute<{ alert_id: string; fitting: number }>(sql`
      select asked.alert_id, (
        select count(*)::int from (
          select from ${teeTimes} join ${alertReach} on ${teeTimeFitsReach}
          where ${alertReach.alertId} = asked.alert_id and ${openAfter(now)}
          limit ${upTo + 1}
        ) as fits
      ) as fitting
      from unnest(${sql.param(alertIds)}::uuid[]) as asked(alert_id)`);
    return new Map(rows.filter((row) => row.fitting > 0).map((row) => [row.alert_id, row.fitting]));
  }

  /**
   * Records a match for every active alert each tee time fits and, for each tee time with new
   * matches, its AlertMatched event in the outbox: one statement for many tee times, reading only
   * the alerts watching their course and date, so the rows never travel to Node and back. An alert
   * that already matched a tee time is left alone. Returns how many new matches each tee time got.
   * Runs under MATCHING_LOCK (shared), so that no alert is deleted under it.
   */
  async insertMatchesFor(tx: DbExecutor, teeTimeIds: string[]): Promise<Map<string, number>> {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${MATCHING_LOCK})`);
    const { rows } = await tx.execute<{ tee_time_id: string; matched: number }>(sql`
      with matched as (
        insert into ${alertMatches} (alert_id, tee_time_id, course_id, starts_at, open_spots, price_cents)
        select ${alertReach.alertId}, ${teeTimes.id}, ${teeTimes.courseId}, ${teeTimes.startsAt},
          ${teeTimes.openSpots}, ${teeTimes.priceCents}
        from ${teeTimes} join ${alertReach} on ${teeTimeFitsReach}
        where ${teeTimes.id} = any(${sql.param(teeTimeIds)}::uuid[])
        on conflict (alert_id, tee_time_id) do nothing
        returning id, tee_time_id
      ), events as (
        insert into ${outbox} (type, payload)
        select 'AlertMatched', jsonb_build_object('teeTimeId', tee_time_id, 'alertMatchIds', jsonb_agg(id))
        from matched group by tee_time_id
      )
      select tee_time_id, count(*)::int as matched from matched group by tee_time_id`);
    const counts = new Map(teeTimeIds.map((id) => [id, 0]));
    for (const row of rows) counts.set(row.tee_time_id, row.matched);
    return counts;
  }

  /**
   * The tee sheets each alert watches on its date: how many, how many have been read, and the
   * oldest of their last reads. Read from alert_reach, so a paused alert, which watches nothing,
   * is absent like an alert watching no course.
   */
  async checksOf(alertIds: string[]): Promise<Map<string, SheetChecks>> {
    if (alertIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        alertId: alertReach.alertId,
        sheets: sql<number>`count(*)::int`,
        read: sql<number>`count(${courseDateScans.lastCheckedAt})::int`,
        oldest: sql<string | null>`min(${courseDateScans.lastCheckedAt})`,
      })
      .from(alertReach)
      .innerJoin(providerLinks, eq(providerLinks.courseId, alertReach.courseId))
      .leftJoin(
        courseDateScans,
        and(
          eq(courseDateScans.providerLinkId, providerLinks.id),
          eq(courseDateScans.localDate, alertReach.date),
        ),
      )
      .where(inArray(alertReach.alertId, alertIds))
      .groupBy(alertReach.alertId);
    return new Map(
      rows.map((row) => [
        row.alertId,
        { sheets: row.sheets, read: row.read, oldest: row.oldest ? new Date(row.oldest) : null },
      ]),
    );
  }

  /**
   * Every (tee sheet, date) some active alert watches from `firstDate` on, with how many alerts
   * watch it: the scanner reads these first and most often. Read from the matcher's index
   * (alert_reach: active alerts and the courses they cover), not by working out again which
   * courses each alert covers: the planner asks every few seconds.
   */
  watchedCourseDates(firstDate: string, owner?: Owner) {
    const watched = this.db
      .select({
        linkId: providerLinks.id,
        platform: providerLinks.platform,
        date: sql<string>`${alertReach.date}::text`.as('date'),
        watchers: sql<number>`count(*)::int`.as('watchers'),
      })
      .from(alertReach)
      .innerJoin(providerLinks, eq(providerLinks.courseId, alertReach.courseId))
      .$dynamic();
    const mine = owner
      ? watched.innerJoin(alerts, and(eq(alerts.id, alertReach.alertId), ownedBy(alerts, owner)))
      : watched;
    return mine
      .where(sql`${alertReach.date} >= ${firstDate}`)
      .groupBy(providerLinks.id, providerLinks.platform, alertReach.date);
  }

  async markMatchesGone(teeTimeId: string): Promise<number> {
    const rows = await this.db
      .update(alertMatches)
      .set({ goneAt: sql`now()` })
      .where(and(eq(alertMatches.teeTimeId, teeTimeId), sql`${alertMatches.goneAt} is null`))
      .returning({ id: alertMatches.id });
    return rows.length;
  }
}
