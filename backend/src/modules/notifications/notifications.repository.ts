import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { type Database, type DbExecutor } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  alertMatches,
  alerts,
  courses,
  deliveries,
  golfProfiles,
  teeTimes,
} from '../../db/schema/index.js';
import { type Owner, ownedBy } from '../../infra/owners/owner.js';

/** A match with what a message about it needs. */
export interface MatchToTell {
  match: typeof alertMatches.$inferSelect;
  alert: typeof alerts.$inferSelect;
  courseName: string;
  bookingUrl: string | null;
  /** The urgency levels the owner chose in onboarding; null when they never chose. */
  urgencyLevels: string[] | null;
}

export type DeliveryClaim =
  /** This worker sends it now; `resumed` when a sender died after claiming it. */
  | { kind: 'claimed'; deliveryId: string; resumed: boolean }
  /** Not due yet (the alert's interval, a digest period, quiet hours). */
  | { kind: 'waiting'; deliveryId: string; dueAt: Date }
  /** Another worker holds the claim right now. */
  | { kind: 'busy' }
  /** Sent, failed or skipped already. */
  | { kind: 'handled'; status: string };

/** While a claim lasts the row reads as sent at the claim's start, so the alert's interval holds. */
function claimedColumns(now: Date, claimMs: number) {
  return {
    status: 'sending',
    claimedUntil: new Date(now.getTime() + claimMs),
    sentAt: now,
    attempts: sql`${deliveries.attempts} + 1`,
  };
}

/** Held until the transaction ends: one decision at a time per alert and channel. */
async function lockAlertChannel(tx: DbExecutor, alertId: string, channel: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${alertId}:${channel}`}, 0))`,
  );
}

/**
 * When this alert last sent (or began sending) a message on this channel, this delivery aside.
 * Written as "the alert's matches, each with its delivery on this channel": the alert's index,
 * then the (match, channel) one. As a plain join, a planner whose statistics lag a fast-growing
 * deliveries table chose to scan all of it, on every claim (docs/delivery.md, "The claim").
 */
async function lastSentAt(
  tx: DbExecutor,
  alertId: string,
  channel: string,
  exceptDeliveryId: string,
): Promise<Date | null> {
  const sentAtOfMatch = tx
    .select({ sentAt: deliveries.sentAt })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.alertMatchId, alertMatches.id),
        eq(deliveries.channel, channel),
        inArray(deliveries.status, ['sent', 'sending']),
        ne(deliveries.id, exceptDeliveryId),
      ),
    );
  const [row] = await tx
    .select({ at: sql<Date | null>`max((${sentAtOfMatch}))`.mapWith(deliveries.sentAt) })
    .from(alertMatches)
    .where(eq(alertMatches.alertId, alertId));
  return row?.at ?? null;
}

@Injectable()
export class NotificationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A match with what a message about it needs: the alert, its owner, the course, the link. */
  async findMatch(alertMatchId: string): Promise<MatchToTell | undefined> {
    const [row] = await this.db
      .select({
        match: alertMatches,
        alert: alerts,
        courseName: courses.name,
        bookingUrl: sql<
          string | null
        >`coalesce(${teeTimes.bookingUrl}, ${courses.bookingUrl}, ${courses.website})`,
        urgencyLevels: golfProfiles.urgencyLevels,
      })
      .from(alertMatches)
      .innerJoin(alerts, eq(alerts.id, alertMatches.alertId))
      .innerJoin(courses, eq(courses.id, alertMatches.courseId))
      .leftJoin(teeTimes, eq(teeTimes.id, alertMatches.teeTimeId))
      .leftJoin(golfProfiles, eq(golfProfiles.userId, alerts.ownerUserId))
      .where(eq(alertMatches.id, alertMatchId));
    return row;
  }

  /**
   * Claims the delivery of a match on a channel for this worker, or says why not. Decisions for one
   * alert and channel are taken one at a time (a transaction-scoped advisory lock), so two matches
   * of one alert found together respect its interval, and ten copies of one job claim once.
   * `dueAt` decides, from when the alert last sent on this channel, when this one may go.
   */
  claimDelivery(
    target: { alertMatchId: string; alertId: string; channel: string },
    dueAt: (lastSentAt: Date | null) => Date,
    now: Date,
    claimMs: number,
  ): Promise<DeliveryClaim> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(deliveries)
        .values({ alertMatchId: target.alertMatchId, channel: target.channel })
        .onConflictDoNothing();
      await lockAlertChannel(tx, target.alertId, target.channel);
      const [row] = await tx
        .select()
        .from(deliveries)
        .where(
          and(
            eq(deliveries.alertMatchId, target.alertMatchId),
            eq(deliveries.channel, target.channel),
          ),
        );
      const delivery = row!;
      if (delivery.status === 'sending' && delivery.claimedUntil! > now) return { kind: 'busy' };
      if (delivery.status !== 'pending' && delivery.status !== 'sending') {
        return { kind: 'handled', status: delivery.status };
      }
      const resumed = delivery.status === 'sending';
      if (!resumed) {
        const due = dueAt(await lastSentAt(tx, target.alertId, target.channel, delivery.id));
        if (due > now) {
          await tx.update(deliveries).set({ dueAt: due }).where(eq(deliveries.id, delivery.id));
          return { kind: 'waiting', deliveryId: delivery.id, dueAt: due };
        }
      }
      await tx
        .update(deliveries)
        .set(claimedColumns(now, claimMs))
        .where(eq(deliveries.id, delivery.id));
      return { kind: 'claimed', deliveryId: delivery.id, resumed };
    });
  }

  /**
   * Claims an alert's deliveries on a channel that are due by `now` (waiting ones, and ones whose
   * sender died mid-send), soonest tee time first, for one message about them all.
   */
  claimDueDeliveries(alertId: string, channel: string, now: Date, claimMs: number) {
    return this.db.transaction(async (tx) => {
      await lockAlertChannel(tx, alertId, channel);
      const due = await tx
        .select({
          deliveryId: deliveries.id,
          status: deliveries.status,
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
            or(
              and(
                eq(deliveries.status, 'pending'),
                or(isNull(deliveries.dueAt), lte(deliveries.dueAt, now)),
              ),
              and(eq(deliveries.status, 'sending'), lte(deliveries.claimedUntil, now)),
            ),
          ),
        )
        .orderBy(asc(alertMatches.startsAt));
      if (due.length > 0) {
        await tx
          .update(deliveries)
          .set(claimedColumns(now, claimMs))
          .where(
            inArray(
              deliveries.id,
              due.map((item) => item.deliveryId),
            ),
          );
      }
      return due.map(({ status, ...item }) => ({ ...item, resumed: status === 'sending' }));
    });
  }

  /** Gives claimed deliveries back (the provider asked to retry later): pending again. */
  async releaseDeliveries(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(deliveries)
      .set({ status: 'pending', claimedUntil: null, sentAt: null })
      .where(and(inArray(deliveries.id, ids), eq(deliveries.status, 'sending')));
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
      .set({ status, detail, claimedUntil: null, sentAt: status === 'sent' ? sql`now()` : null })
      .where(inArray(deliveries.id, ids));
  }
}
