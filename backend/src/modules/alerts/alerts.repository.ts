import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { MATCHES_NOW_COUNTED_UP_TO } from '@teewatch/contracts';
import { type PgColumn } from 'drizzle-orm/pg-core';
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
import { type Owner, ownedBy, ownedByAccount, ownedByGrant } from '../../infra/owners/owner.js';

export interface SheetChecks {
  sheets: number;
  read: number;
  /** ISO time of the oldest last read, null while some sheet was never read. */
  oldest: string | null;
}

/** An alert with what its card shows beside it: its courses' names, its matches and its checks. */
export interface AlertWithFigures {
  alert: AlertRow;
  courses: { id: string; name: string }[];
  /** Open tee times it fits now, counted one past MATCHES_NOW_COUNTED_UP_TO and no further. */
  matchesNow: number;
  checks: SheetChecks;
}

/** More tee times than any course's sheet holds in a day (they hold 100-300). */
const TEE_TIMES_OF_A_SHEET_AT_MOST = 1000;

const openAfter = (now: Date) => sql`${teeTimes.startsAt} > ${now}`;

/** The named courses as [{id, name}], in the order given. */
const coursesNamedBy = (courseIds: PgColumn) => sql`coalesce((
  select json_agg(json_build_object('id', ${courses.id}, 'name', ${courses.name}) order by named.n)
  from unnest(${courseIds}) with ordinality as named(id, n)
  join ${courses} on ${courses.id} = named.id), '[]')`;

/**
 * Open tee times the alert fits now, from the matcher's index (alert_reach: active alerts only),
 * counted one past MATCHES_NOW_COUNTED_UP_TO and no further: a broad alert fits thousands, and
 * counting them all cost most of the alert list's time (docs/operations.md, "Load"). Each course
 * it reaches is read through the (course, date, start) index, its coming tee times only: the
 * lateral subquery's own limit keeps PostgreSQL from turning it into a hash join over every open
 * tee time, the plan it chose for the plain join once the tables had statistics (1 ms against
 * 10-15 ms).
 */
const openTeeTimesFitting = (alertId: PgColumn, now: Placeholder | Date) => sql`(
  select count(*)::int from (
    select from ${alertReach} cross join lateral (
      select from ${teeTimes} where ${teeTimeFitsReach} and ${teeTimes.startsAt} > ${now}
      limit ${MATCHES_NOW_COUNTED_UP_TO + 1}
    ) as fitting
    where ${alertReach.alertId} = ${alertId}
    limit ${MATCHES_NOW_COUNTED_UP_TO + 1}
  ) as fits)`;

/** The tee sheets the alert watches on its date, as SheetChecks (none for a paused alert). */
const sheetChecksOf = (alertId: PgColumn) => sql`(
  select json_build_object(
    'sheets', count(*), 'read', count(${courseDateScans.lastCheckedAt}),
    'oldest', min(${courseDateScans.lastCheckedAt}))
  from ${alertReach}
  join ${providerLinks} on ${providerLinks.courseId} = ${alertReach.courseId}
  left join ${courseDateScans} on ${courseDateScans.providerLinkId} = ${providerLinks.id}
    and ${courseDateScans.localDate} = ${alertReach.date}
  where ${alertReach.alertId} = ${alertId})`;

/**
 * Alerts and their figures in one statement. The matches are counted from the matcher's index
 * (alert_reach), which holds active alerts only, so a paused alert fits nothing and watches no
 * tee sheet.
 */
export function alertsWithFigures(db: Database, which: SQL, now: Placeholder | Date) {
  // Each figure is a nested SQL: Drizzle leaves a one-table select's own columns unqualified,
  // which the subqueries' joins would make ambiguous, but renders nested SQL as written.
  return db
    .select({
      alert: alerts,
      courses: sql<AlertWithFigures['courses']>`${coursesNamedBy(alerts.courseIds)}`,
      matchesNow: sql<number>`${openTeeTimesFitting(alerts.id, now)}`,
      checks: sql<SheetChecks>`${sheetChecksOf(alerts.id)}`,
    })
    .from(alerts)
    .where(which)
    .orderBy(desc(alerts.createdAt));
}

@Injectable()
export class AlertsRepository {
  /** The alert list, the API's busiest call: one prepared statement per kind of owner. */
  private readonly ownedWithFigures;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    const now = sql.placeholder('now');
    this.ownedWithFigures = {
      byUser: alertsWithFigures(db, ownedByAccount(alerts, sql.placeholder('owner')), now).prepare(
        'alerts_of_user_with_figures',
      ),
      byGrant: alertsWithFigures(db, ownedByGrant(alerts, sql.placeholder('owner')), now).prepare(
        'alerts_of_grant_with_figures',
      ),
    };
  }

  /** The owner's alerts, newest first, with their figures: one round trip (docs/operations.md, "Load"). */
  async listOwnedWithFigures(owner: Owner, now: Date): Promise<AlertWithFigures[]> {
    if (owner.userId) return this.ownedWithFigures.byUser.execute({ owner: owner.userId, now });
    if (owner.grantId) return this.ownedWithFigures.byGrant.execute({ owner: owner.grantId, now });
    return [];
  }

  /** These alerts with their figures (after a change), newest first. */
  figuresOf(ids: string[], now: Date): Promise<AlertWithFigures[]> {
    return alertsWithFigures(this.db, inArray(alerts.id, ids), now);
  }

  transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
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

  /**
   * The open tee times an active alert fits, with their course, when its tee sheet was last read,
   * and `foundAt`: when TeeWatch saw it open for this alert (null: open when the alert was made).
   * Each course-date the alert reaches is read through the (course, date, start) index. Written
   * as a plain join, PostgreSQL hashed every open tee time instead (13 ms against 2-4 ms with
   * 29,000 open, and growing with them); a limit keeps it from flattening the lateral subquery
   * back into that join (docs/operations.md, "Load").
   */
  openMatches(alertId: string, now: Date) {
    const fitting = this.db
      .select({
        id: teeTimes.id,
        courseId: teeTimes.courseId,
        providerLinkId: teeTimes.providerLinkId,
        localDate: teeTimes.localDate,
        localTime: teeTimes.localTime,
        holes: teeTimes.holes,
        openSpots: teeTimes.openSpots,
        priceCents: teeTimes.priceCents,
        bookingUrl: teeTimes.bookingUrl,
      })
      .from(teeTimes)
      .where(and(teeTimeFitsReach, openAfter(now)))
      .limit(TEE_TIMES_OF_A_SHEET_AT_MOST)
      .as('fitting');
    return this.db
      .select({
        teeTime: {
          id: fitting.id,
          courseId: fitting.courseId,
          localDate: fitting.localDate,
          localTime: fitting.localTime,
          holes: fitting.holes,
          openSpots: fitting.openSpots,
          priceCents: fitting.priceCents,
          bookingUrl: fitting.bookingUrl,
        },
        course: { name: courses.name, latitude: courses.latitude, longitude: courses.longitude },
        foundAt: alertMatches.matchedAt,
        checkedAt: courseDateScans.lastCheckedAt,
      })
      .from(alertReach)
      .innerJoinLateral(fitting, sql`true`)
      .innerJoin(courses, eq(courses.id, fitting.courseId))
      .leftJoin(
        alertMatches,
        and(eq(alertMatches.alertId, alertId), eq(alertMatches.teeTimeId, fitting.id)),
      )
      .leftJoin(
        courseDateScans,
        and(
          eq(courseDateScans.providerLinkId, fitting.providerLinkId),
          eq(courseDateScans.localDate, fitting.localDate),
        ),
      )
      .where(eq(alertReach.alertId, alertId));
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
