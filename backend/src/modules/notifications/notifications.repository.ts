import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, lte, max, or, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  alertMatches,
  alerts,
  courses,
  deliveries,
  pushSubscriptions,
  teeTimes,
} from '../../db/schema/index.js';
import { type Owner, ownedBy, ownerColumns } from '../../infra/owners/owner.js';

@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A browser subscribing again (or for another owner) replaces its old row. */
  async saveSubscription(
    owner: Owner,
    endpoint: string,
    p256dh: string,
    auth: string,
  ): Promise<void> {
    await this.db
      .insert(pushSubscriptions)
      .values({ ...ownerColumns(owner), endpoint, p256dh, auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...ownerColumns(owner), p256dh, auth },
      });
  }

  async deleteSubscription(owner: Owner, endpoint: string): Promise<number> {
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(pushSubscriptions, owner)))
      .returning({ id: pushSubscriptions.id });
    return rows.length;
  }

  async forgetSubscription(id: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async markDelivered(subscriptionId: string): Promise<void> {
    await this.db
      .update(pushSubscriptions)
      .set({ lastDeliveredAt: sql`now()` })
      .where(eq(pushSubscriptions.id, subscriptionId));
  }

  subscriptionsOf(owner: Owner) {
    return this.db.select().from(pushSubscriptions).where(ownedBy(pushSubscriptions, owner));
  }

  /** A match with what a message about it needs: the alert, its owner, the course, the link. */
  async findMatch(alertMatchId: string) {
    const [row] = await this.db
      .select({
        match: alertMatches,
        alert: alerts,
        courseName: courses.name,
        bookingUrl: sql<
          string | null
        >`coalesce(${teeTimes.bookingUrl}, ${courses.bookingUrl}, ${courses.website})`,
      })
      .from(alertMatches)
      .innerJoin(alerts, eq(alerts.id, alertMatches.alertId))
      .innerJoin(courses, eq(courses.id, alertMatches.courseId))
      .leftJoin(teeTimes, eq(teeTimes.id, alertMatches.teeTimeId))
      .where(eq(alertMatches.id, alertMatchId));
    return row;
  }

  /** The delivery row of a match on a channel, created pending the first time it is asked for. */
  async claimDelivery(alertMatchId: string, channel: string) {
    await this.db.insert(deliveries).values({ alertMatchId, channel }).onConflictDoNothing();
    const [row] = await this.db
      .update(deliveries)
      .set({ attempts: sql`${deliveries.attempts} + 1` })
      .where(and(eq(deliveries.alertMatchId, alertMatchId), eq(deliveries.channel, channel)))
      .returning();
    return row!;
  }

  /** Messages sent about a golfer's alerts, on every channel. */
  async countSent(owner: Owner): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveries)
      .innerJoin(alertMatches, eq(alertMatches.id, deliveries.alertMatchId))
      .innerJoin(alerts, eq(alerts.id, alertMatches.alertId))
      .where(and(ownedBy(alerts, owner), eq(deliveries.status, 'sent')));
    return row?.n ?? 0;
  }

  /** When this alert last sent a message on this channel. */
  async lastSentAt(alertId: string, channel: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: max(deliveries.sentAt) })
      .from(deliveries)
      .innerJoin(alertMatches, eq(alertMatches.id, deliveries.alertMatchId))
      .where(
        and(
          eq(alertMatches.alertId, alertId),
          eq(deliveries.channel, channel),
          eq(deliveries.status, 'sent'),
        ),
      );
    return row?.at ?? null;
  }

  async setDue(deliveryId: string, dueAt: Date): Promise<void> {
    await this.db.update(deliveries).set({ dueAt }).where(eq(deliveries.id, deliveryId));
  }

  /** An alert's deliveries on a channel still waiting and due by then, soonest tee time first. */
  pendingDeliveries(alertId: string, channel: string, dueBy: Date) {
    return this.db
      .select({
        deliveryId: deliveries.id,
        teeTimeId: alertMatches.teeTimeId,
        startsAt: alertMatches.startsAt,
        openSpots: alertMatches.openSpots,
        priceCents: alertMatches.priceCents,
        goneAt: alertMatches.goneAt,
        courseName: courses.name,
        bookingUrl: sql<
          string | null
        >`coalesce(${teeTimes.bookingUrl}, ${courses.bookingUrl}, ${courses.website})`,
      })
      .from(deliveries)
      .innerJoin(alertMatches, eq(alertMatches.id, deliveries.alertMatchId))
      .innerJoin(courses, eq(courses.id, alertMatches.courseId))
      .leftJoin(teeTimes, eq(teeTimes.id, alertMatches.teeTimeId))
      .where(
        and(
          eq(alertMatches.alertId, alertId),
          eq(deliveries.channel, channel),
          eq(deliveries.status, 'pending'),
          or(isNull(deliveries.dueAt), lte(deliveries.dueAt, dueBy)),
        ),
      )
      .orderBy(asc(alertMatches.startsAt));
  }

  async findAlert(alertId: string) {
    const [row] = await this.db
      .select({
        ownerUserId: alerts.ownerUserId,
        ownerGrantId: alerts.ownerGrantId,
        locationLabel: alerts.locationLabel,
      })
      .from(alerts)
      .where(eq(alerts.id, alertId));
    return row;
  }

  async finishDeliveries(
    ids: string[],
    status: 'sent' | 'failed' | 'skipped',
    detail: string | null,
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(deliveries)
      .set({ status, detail, ...(status === 'sent' ? { sentAt: sql`now()` } : {}) })
      .where(inArray(deliveries.id, ids));
  }
}
