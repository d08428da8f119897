import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { alertMatches, alertReach, alerts, bookings } from '../../db/schema/index.js';

/** An alert and whose it is: the account, else the browser's grant. */
export interface AlertAudience {
  alertId: string;
  ownerUserId: string | null;
  ownerGrantId: string | null;
}

/** Who an event concerns: one query per event and API process, whatever the open pages. */
@Injectable()
export class LiveRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private alertsOf() {
    return this.db
      .selectDistinct({
        alertId: alerts.id,
        ownerUserId: alerts.ownerUserId,
        ownerGrantId: alerts.ownerGrantId,
      })
      .from(alertMatches)
      .innerJoin(alerts, eq(alerts.id, alertMatches.alertId));
  }

  /** The alerts (and owners) these matches belong to. */
  alertsOfMatches(matchIds: string[]): Promise<AlertAudience[]> {
    return matchIds.length === 0
      ? Promise.resolve([])
      : this.alertsOf().where(inArray(alertMatches.id, matchIds));
  }

  /** The alerts that were told this tee time matched them. */
  alertsOfTeeTime(teeTimeId: string): Promise<AlertAudience[]> {
    return this.alertsOf().where(eq(alertMatches.teeTimeId, teeTimeId));
  }

  /** These alerts and their owners. */
  alertsByIds(alertIds: string[]): Promise<AlertAudience[]> {
    return this.db
      .select({
        alertId: alerts.id,
        ownerUserId: alerts.ownerUserId,
        ownerGrantId: alerts.ownerGrantId,
      })
      .from(alerts)
      .where(inArray(alerts.id, alertIds));
  }

  /** The alerts watching a course on a date (its chosen courses, or its area or radius). */
  alertsReaching(courseId: string, date: string): Promise<AlertAudience[]> {
    return this.db
      .selectDistinct({
        alertId: alerts.id,
        ownerUserId: alerts.ownerUserId,
        ownerGrantId: alerts.ownerGrantId,
      })
      .from(alertReach)
      .innerJoin(alerts, eq(alerts.id, alertReach.alertId))
      .where(and(eq(alertReach.courseId, courseId), eq(alertReach.date, date)));
  }

  async ownerOfBooking(bookingId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row?.userId;
  }
}
