import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  activeDays,
  alerts,
  bookings,
  friendships,
  golfProfiles,
  outbox,
  pointsLedger,
} from '../../db/schema/index.js';
import { EARLY_START, PREMIUM_PRICE_CENTS, type Progress } from './achievement-rules.js';

export const achievementKey = (achievementId: string) => `achievement:${achievementId}`;

export interface Unlock {
  achievementId: string;
  points: number;
  name: string;
}

/** The points ledger and the counts achievements are measured by (docs/gamification.md). */
@Injectable()
export class GamificationRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Counts today (Denver) as a day the golfer used TeeWatch; once a day. */
  async markActive(userId: string, day: string): Promise<void> {
    await this.db.insert(activeDays).values({ userId, day }).onConflictDoNothing();
  }

  async activeDaysOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ day: activeDays.day })
      .from(activeDays)
      .where(eq(activeDays.userId, userId));
    return rows.map((row) => row.day);
  }

  async progressOf(userId: string): Promise<Omit<Progress, 'longestStreak'>> {
    const [alertCount] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alerts)
      .where(eq(alerts.ownerUserId, userId));
    const booked = sql`${bookings.status} = 'booked'`;
    const [bookingCounts] = await this.db
      .select({
        bookings: sql<number>`count(*) filter (where ${booked})::int`,
        premiumBookings: sql<number>`count(*) filter (where ${booked} and ${bookings.pricePerPlayerCents} >= ${PREMIUM_PRICE_CENTS})::int`,
        earlyBookings: sql<number>`count(*) filter (where ${booked} and ${bookings.localTime} < ${EARLY_START})::int`,
        courses: sql<number>`count(distinct ${bookings.courseId}) filter (where ${booked})::int`,
        // Per player, times the players booked; a booking dearer than the day's full price saves 0.
        moneySavedCents: sql<number>`coalesce(sum(greatest(${bookings.rackRatePerPlayerCents} - ${bookings.pricePerPlayerCents}, 0) * ${bookings.players}) filter (where ${booked}), 0)::int`,
      })
      .from(bookings)
      .where(eq(bookings.userId, userId));
    const [friendCount] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(friendships)
      .where(and(eq(friendships.userId, userId), eq(friendships.status, 'accepted')));
    const [profile] = await this.db
      .select({ userId: golfProfiles.userId })
      .from(golfProfiles)
      .where(eq(golfProfiles.userId, userId));
    return {
      alerts: alertCount?.n ?? 0,
      friends: friendCount?.n ?? 0,
      onboarded: profile ? 1 : 0,
      ...bookingCounts!,
    };
  }

  async totalPoints(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId));
    return row?.total ?? 0;
  }

  /** The golfer's unlocks: achievement id to when. */
  async unlocksOf(userId: string): Promise<Map<string, Date>> {
    const rows = await this.db
      .select({ key: pointsLedger.sourceKey, at: pointsLedger.createdAt })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), like(pointsLedger.sourceKey, 'achievement:%')))
      .orderBy(desc(pointsLedger.createdAt));
    return new Map(rows.map((row) => [row.key.slice('achievement:'.length), row.at]));
  }

  /**
   * Pays each achievement not paid yet and, in the same transaction, writes AchievementUnlocked
   * for it; the unique source key makes a second settle (or a racing one) pay nothing.
   */
  unlock(userId: string, unlocks: Unlock[], at: Date): Promise<string[]> {
    if (unlocks.length === 0) return Promise.resolve([]);
    return this.db.transaction(async (tx) => {
      const paid = await tx
        .insert(pointsLedger)
        .values(
          unlocks.map((unlock) => ({
            userId,
            points: unlock.points,
            reason: unlock.name,
            sourceKey: achievementKey(unlock.achievementId),
            createdAt: at,
          })),
        )
        .onConflictDoNothing()
        .returning({ key: pointsLedger.sourceKey });
      const unlocked = paid.map((row) => row.key.slice('achievement:'.length));
      if (unlocked.length > 0) {
        await tx.insert(outbox).values(
          unlocked.map((achievementId) => ({
            type: 'AchievementUnlocked',
            payload: { userId, achievementId },
          })),
        );
      }
      return unlocked;
    });
  }

  /** Points for a reason that is not an achievement (demo mode's award button). */
  async award(
    userId: string,
    points: number,
    reason: string,
    sourceKey: string,
    at: Date,
  ): Promise<void> {
    await this.db.insert(pointsLedger).values({ userId, points, reason, sourceKey, createdAt: at });
  }

  /**
   * Marks an unlock told and answers it, or nothing when it was told already (a replayed
   * AchievementUnlocked sends nothing).
   */
  async claimTold(userId: string, achievementId: string) {
    const [row] = await this.db
      .update(pointsLedger)
      .set({ toldAt: sql`now()` })
      .where(
        and(
          eq(pointsLedger.userId, userId),
          eq(pointsLedger.sourceKey, achievementKey(achievementId)),
          isNull(pointsLedger.toldAt),
        ),
      )
      .returning({ points: pointsLedger.points });
    return row;
  }
}
