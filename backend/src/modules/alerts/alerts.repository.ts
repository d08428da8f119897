import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, type DbExecutor } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  alertMatches,
  alerts,
  type AlertRow,
  courses,
  type NewAlert,
  providerLinks,
  teeTimes,
} from '../../db/schema/index.js';
import { alertCoversCourse, alertMatchesTeeTime } from './alert-match.sql.js';

@Injectable()
export class AlertsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  listForGrant(grantId: string): Promise<AlertRow[]> {
    return this.db
      .select()
      .from(alerts)
      .where(eq(alerts.ownerGrantId, grantId))
      .orderBy(desc(alerts.createdAt));
  }

  async findForGrant(id: string, grantId: string): Promise<AlertRow | undefined> {
    const [row] = await this.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.id, id), eq(alerts.ownerGrantId, grantId)));
    return row;
  }

  async countActiveForGrant(grantId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alerts)
      .where(and(eq(alerts.ownerGrantId, grantId), eq(alerts.status, 'active')));
    return row?.n ?? 0;
  }

  async insert(alert: NewAlert): Promise<AlertRow> {
    const [row] = await this.db.insert(alerts).values(alert).returning();
    return row!;
  }

  async update(id: string, changes: Partial<NewAlert>): Promise<AlertRow> {
    const [row] = await this.db
      .update(alerts)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(alerts.id, id))
      .returning();
    return row!;
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

  /** Tee times open now that fit one alert, soonest first. */
  openMatches(alertId: string, now: Date) {
    return this.db
      .select({ teeTime: teeTimes, courseName: courses.name })
      .from(teeTimes)
      .innerJoin(courses, eq(courses.id, teeTimes.courseId))
      .innerJoin(alerts, eq(alerts.id, alertId))
      .where(and(alertMatchesTeeTime, sql`${teeTimes.startsAt} > ${now}`))
      .orderBy(asc(teeTimes.startsAt));
  }

  /**
   * Records a match for every active alert the tee time fits, in one statement; an alert that
   * already matched this tee time is left alone. Returns only the new matches.
   */
  insertMatchesFor(tx: DbExecutor, teeTimeId: string) {
    return tx
      .insert(alertMatches)
      .select(
        tx
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            alertId: alerts.id,
            teeTimeId: teeTimes.id,
            courseId: teeTimes.courseId,
            startsAt: teeTimes.startsAt,
            openSpots: teeTimes.openSpots,
            priceCents: teeTimes.priceCents,
            matchedAt: sql`now()`.as('matched_at'),
            goneAt: sql`null::timestamptz`.as('gone_at'),
          })
          .from(teeTimes)
          .innerJoin(courses, eq(courses.id, teeTimes.courseId))
          .innerJoin(alerts, alertMatchesTeeTime)
          .where(eq(teeTimes.id, teeTimeId)),
      )
      .onConflictDoNothing()
      .returning({ id: alertMatches.id, alertId: alertMatches.alertId });
  }

  /**
   * Every (tee sheet, date) some active alert watches from `firstDate` on, with how many alerts
   * watch it: the scanner reads these first and most often.
   */
  watchedCourseDates(firstDate: string, ownerGrantId?: string) {
    return this.db
      .select({
        linkId: providerLinks.id,
        platform: providerLinks.platform,
        date: sql<string>`${alerts.date}::text`.as('date'),
        watchers: sql<number>`count(*)::int`.as('watchers'),
      })
      .from(alerts)
      .innerJoin(courses, alertCoversCourse)
      .innerJoin(providerLinks, eq(providerLinks.courseId, courses.id))
      .where(
        and(
          eq(alerts.status, 'active'),
          sql`${alerts.date} >= ${firstDate}`,
          ownerGrantId ? eq(alerts.ownerGrantId, ownerGrantId) : undefined,
        ),
      )
      .groupBy(providerLinks.id, providerLinks.platform, alerts.date);
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
