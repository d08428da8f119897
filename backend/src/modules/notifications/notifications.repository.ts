import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  alertMatches,
  alerts,
  courses,
  deliveries,
  pushSubscriptions,
} from '../../db/schema/index.js';

@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A browser subscribing again (or after a grant change) replaces its old row. */
  async saveSubscription(
    grantId: string,
    endpoint: string,
    p256dh: string,
    auth: string,
  ): Promise<void> {
    await this.db
      .insert(pushSubscriptions)
      .values({ ownerGrantId: grantId, endpoint, p256dh, auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ownerGrantId: grantId, p256dh, auth },
      });
  }

  async deleteSubscription(grantId: string, endpoint: string): Promise<number> {
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.ownerGrantId, grantId)),
      )
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

  subscriptionsOf(grantId: string) {
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.ownerGrantId, grantId));
  }

  /** A match with what a message about it needs: the alert, its owner, the course. */
  async findMatch(alertMatchId: string) {
    const [row] = await this.db
      .select({ match: alertMatches, alert: alerts, courseName: courses.name })
      .from(alertMatches)
      .innerJoin(alerts, eq(alerts.id, alertMatches.alertId))
      .innerJoin(courses, eq(courses.id, alertMatches.courseId))
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
  async countSent(grantId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveries)
      .innerJoin(alertMatches, eq(alertMatches.id, deliveries.alertMatchId))
      .innerJoin(alerts, eq(alerts.id, alertMatches.alertId))
      .where(and(eq(alerts.ownerGrantId, grantId), eq(deliveries.status, 'sent')));
    return row?.n ?? 0;
  }

  /** When this alert's owner was last sent a push about it. */
  async lastPushSentAt(alertId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: max(deliveries.sentAt) })
      .from(deliveries)
      .innerJoin(alertMatches, eq(alertMatches.id, deliveries.alertMatchId))
      .where(
        and(
          eq(alertMatches.alertId, alertId),
          eq(deliveries.channel, 'push'),
          eq(deliveries.status, 'sent'),
        ),
      );
    return row?.at ?? null;
  }

  /** Push deliveries of an alert still waiting, with their tee times, soonest first. */
  pendingPushes(alertId: string) {
    return this.db
      .select({
        deliveryId: deliveries.id,
        teeTimeId: alertMatches.teeTimeId,
        startsAt: alertMatches.startsAt,
        openSpots: alertMatches.openSpots,
        priceCents: alertMatches.priceCents,
        goneAt: alertMatches.goneAt,
        courseName: courses.name,
      })
      .from(deliveries)
      .innerJoin(alertMatches, eq(alertMatches.id, deliveries.alertMatchId))
      .innerJoin(courses, eq(courses.id, alertMatches.courseId))
      .where(
        and(
          eq(alertMatches.alertId, alertId),
          eq(deliveries.channel, 'push'),
          eq(deliveries.status, 'pending'),
        ),
      )
      .orderBy(asc(alertMatches.startsAt));
  }

  async findAlertOwner(alertId: string) {
    const [row] = await this.db
      .select({ ownerGrantId: alerts.ownerGrantId })
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
