import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { activeDays, friendships, pointsLedger, users } from '../../db/schema/index.js';

/** How many golfers a rebuild reads per query. */
const REBUILD_PAGE = 50_000;

export interface BoardProfile {
  userId: string;
  name: string;
  email: string;
  totalPoints: number;
  weeklyPoints: number;
  monthlyPoints: number;
  unlockedIds: string[];
  activeDays: string[];
}

/** What the leaderboards read from PostgreSQL, the system of record. */
@Injectable()
export class LeaderboardRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Golfers' points in all, since the week began and since the month began. */
  pointsOf(userIds: string[], weekStart: Date, monthStart: Date) {
    return this.db
      .select({
        userId: pointsLedger.userId,
        total: sql<number>`sum(${pointsLedger.points})::int`,
        week: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.createdAt} >= ${weekStart}), 0)::int`,
        month: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.createdAt} >= ${monthStart}), 0)::int`,
      })
      .from(pointsLedger)
      .where(inArray(pointsLedger.userId, userIds))
      .groupBy(pointsLedger.userId);
  }

  /** Every golfer's points on a board (since `startsAt`, or in all), a page at a time by id. */
  async *boardTotals(startsAt: Date | null): AsyncIterable<{ userId: string; points: number }[]> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await this.db
        .select({
          userId: pointsLedger.userId,
          points: sql<number>`sum(${pointsLedger.points})::int`,
        })
        .from(pointsLedger)
        .where(
          and(
            gt(pointsLedger.userId, after),
            startsAt ? gte(pointsLedger.createdAt, startsAt) : undefined,
          ),
        )
        .groupBy(pointsLedger.userId)
        .orderBy(pointsLedger.userId)
        .limit(REBUILD_PAGE);
      if (page.length === 0) return;
      yield page;
      after = page.at(-1)!.userId;
    }
  }

  /** Golfers paid since `since` (to bring a board rebuilt meanwhile up to date). */
  async payersSince(since: Date): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ userId: pointsLedger.userId })
      .from(pointsLedger)
      .where(gte(pointsLedger.createdAt, since));
    return rows.map((row) => row.userId);
  }

  async friendIdsOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ friendId: friendships.friendId })
      .from(friendships)
      .where(and(eq(friendships.userId, userId), eq(friendships.status, 'accepted')));
    return rows.map((row) => row.friendId);
  }

  /** What a board shows of each golfer, read in three queries whatever their number. */
  async profiles(
    userIds: string[],
    weekStart: Date,
    monthStart: Date,
    streakFrom: string,
  ): Promise<Map<string, BoardProfile>> {
    if (userIds.length === 0) return new Map();
    const [people, points, days] = await Promise.all([
      this.db
        .select({ id: users.id, name: users.displayName, email: users.email })
        .from(users)
        .where(inArray(users.id, userIds)),
      this.db
        .select({
          userId: pointsLedger.userId,
          total: sql<number>`sum(${pointsLedger.points})::int`,
          week: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.createdAt} >= ${weekStart}), 0)::int`,
          month: sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${pointsLedger.createdAt} >= ${monthStart}), 0)::int`,
          unlocked: sql<
            string[]
          >`coalesce(array_agg(substr(${pointsLedger.sourceKey}, 13)) filter (where ${pointsLedger.sourceKey} like 'achievement:%'), '{}')`,
        })
        .from(pointsLedger)
        .where(inArray(pointsLedger.userId, userIds))
        .groupBy(pointsLedger.userId),
      this.db
        .select({
          userId: activeDays.userId,
          days: sql<string[]>`array_agg(${activeDays.day}::text)`,
        })
        .from(activeDays)
        .where(and(inArray(activeDays.userId, userIds), gte(activeDays.day, streakFrom)))
        .groupBy(activeDays.userId),
    ]);
    const pointsBy = new Map(points.map((row) => [row.userId, row]));
    const daysBy = new Map(days.map((row) => [row.userId, row.days]));
    return new Map(
      people.map((person) => {
        const paid = pointsBy.get(person.id);
        return [
          person.id,
          {
            userId: person.id,
            name: person.name?.trim() || 'Golfer',
            email: person.email,
            totalPoints: paid?.total ?? 0,
            weeklyPoints: paid?.week ?? 0,
            monthlyPoints: paid?.month ?? 0,
            unlockedIds: paid?.unlocked ?? [],
            activeDays: daysBy.get(person.id) ?? [],
          },
        ];
      }),
    );
  }
}
