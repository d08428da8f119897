import { Injectable, Logger } from '@nestjs/common';
import {
  achievementCatalogue,
  type Badge,
  badges,
  type LeaderboardEntry,
  type LeaderboardKind,
  leaderboardLimits,
  type LeaderboardResponse,
  levelFor,
} from '@teewatch/contracts';
import { BusyBatcher } from '../../infra/batching/busy-batcher.js';
import { Clock } from '../../infra/time/clock.js';
import { addDays, denverDate } from '../../infra/time/denver-time.js';
import { type BoardPeriod, boardsAt } from './leaderboard-periods.js';
import { type BoardProfile, LeaderboardRepository } from './leaderboard.repository.js';
import { LeaderboardStore, type Ranked } from './leaderboard.store.js';
import { streakOf } from './streaks.js';

const badgeOf = new Map<string, Badge>(achievementCatalogue.map((a) => [a.id, a.badge]));

/** The best badge among unlocked achievements. */
function bestBadge(unlockedIds: string[]): Badge | null {
  const ranks = unlockedIds.map((id) => badges.indexOf(badgeOf.get(id) ?? 'bronze'));
  return ranks.length === 0 ? null : badges[Math.max(...ranks)]!;
}

/**
 * The four leaderboards (docs/gamification.md, "Leaderboards"): ranks from Redis sorted sets,
 * the rest of each row from PostgreSQL. A payment rewrites the golfer's scores; a board Redis
 * lost is rebuilt from the ledger in the background while the last known one is served.
 */
@Injectable()
export class LeaderboardService {
  private readonly logger = new Logger(LeaderboardService.name);
  /** Golfers whose scores could not be written (Redis away): written with the next success. */
  private readonly unwritten = new Set<string>();
  /** Payments arriving together share one read of their totals and one Redis round trip. */
  private readonly writer = new BusyBatcher<string, true>(
    async (userIds) => {
      await this.writeScores(userIds);
      return new Map(userIds.map((id) => [id, true]));
    },
    { maxBatch: 500, maxParallel: 4 },
  );

  constructor(
    private readonly store: LeaderboardStore,
    private readonly repository: LeaderboardRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * After a payment to the golfer: their points on every board it counts on. A write Redis could
   * not take is kept and made again after the next one that succeeds.
   */
  async recordPayment(userId: string): Promise<void> {
    try {
      await this.writer.run(userId);
    } catch (error) {
      this.unwritten.add(userId);
      this.logger.warn(`Leaderboard scores kept for later: ${(error as Error).message}`);
      return;
    }
    for (const id of this.unwritten) {
      this.unwritten.delete(id);
      try {
        await this.writer.run(id);
      } catch {
        this.unwritten.add(id);
        return;
      }
    }
  }

  private async writeScores(userIds: string[]): Promise<void> {
    const boards = boardsAt(this.clock.now());
    const points = await this.repository.pointsOf(
      userIds,
      boards.week.startsAt!,
      boards.month.startsAt!,
    );
    await this.store.write(
      points.flatMap(({ userId, total, week, month }) => [
        { userId, board: boards.global.key, points: total },
        { userId, board: boards.week.key, points: week },
        { userId, board: boards.month.key, points: month },
      ]),
    );
  }

  /**
   * Rebuilds a board that is missing (Redis lost it, or a new week began with no payment yet),
   * once across processes, in the background. Payments made while it was rebuilt are written
   * again after, so none is lost to the swap.
   */
  private async ensureBuilt(board: BoardPeriod): Promise<void> {
    if (await this.store.isReady(board.key)) return;
    if (!(await this.store.claimRebuild(board.key))) return;
    void this.rebuild(board).catch((error: Error) =>
      this.logger.error(`Rebuilding leaderboard ${board.key} failed: ${error.message}`),
    );
  }

  /** Builds a board from the ledger; answers how many golfers it ranks. */
  async rebuild(board: BoardPeriod): Promise<number> {
    const startedAt = new Date(this.clock.now().getTime() - 1000);
    const members = await this.store.rebuild(
      board.key,
      this.repository.boardTotals(board.startsAt),
    );
    const payers = await this.repository.payersSince(startedAt);
    if (payers.length > 0) await this.writeScores(payers);
    this.logger.log(`Leaderboard ${board.key} rebuilt: ${members} golfers`);
    return members;
  }

  async leaderboard(
    callerId: string,
    type: LeaderboardKind,
    limit: number = leaderboardLimits[type],
  ): Promise<Omit<LeaderboardResponse, 'success'>> {
    const now = this.clock.now();
    const boards = boardsAt(now);
    const board =
      type === 'weekly' ? boards.week : type === 'monthly' ? boards.month : boards.global;
    await this.ensureBuilt(board);
    const friendIds = new Set(await this.repository.friendIdsOf(callerId));
    let ranked: Ranked[];
    let mine: Ranked | null;
    if (type === 'friends') {
      // A golfer's friends are few: their global scores, ranked here.
      const circle = [callerId, ...friendIds];
      const points = await this.store.pointsOf(board.key, circle);
      const all = circle
        .map((userId) => ({ userId, points: points.get(userId) ?? 0 }))
        .sort((a, b) => b.points - a.points || a.userId.localeCompare(b.userId))
        .map((entry, index) => ({ ...entry, rank: index + 1 }));
      ranked = all.slice(0, limit);
      mine = all.find((entry) => entry.userId === callerId) ?? null;
    } else {
      [ranked, mine] = await Promise.all([
        this.store.top(board.key, limit),
        this.store.rankOf(board.key, callerId),
      ]);
    }
    const ids = [...new Set([...ranked.map((entry) => entry.userId), callerId])];
    const today = denverDate(now);
    const profiles = await this.repository.profiles(
      ids,
      boards.week.startsAt!,
      boards.month.startsAt!,
      addDays(today, -400),
    );
    const entryOf = (place: Ranked): LeaderboardEntry | null => {
      const profile = profiles.get(place.userId);
      return profile ? this.entry(place, profile, callerId, friendIds, today) : null;
    };
    return {
      type,
      periodStart: board.startsAt && type !== 'friends' ? board.startsAt.toISOString() : null,
      entries: ranked.map(entryOf).filter((entry) => entry !== null),
      currentUser: mine ? entryOf(mine) : null,
    };
  }

  private entry(
    place: Ranked,
    profile: BoardProfile,
    callerId: string,
    friendIds: Set<string>,
    today: string,
  ): LeaderboardEntry {
    const level = levelFor(profile.totalPoints);
    const isCurrentUser = place.userId === callerId;
    return {
      rank: place.rank,
      userId: place.userId,
      name: profile.name,
      email: isCurrentUser ? profile.email : null,
      points: place.points,
      totalPoints: profile.totalPoints,
      level: level.level,
      levelName: level.name,
      weeklyPoints: profile.weeklyPoints,
      monthlyPoints: profile.monthlyPoints,
      achievements: profile.unlockedIds.length,
      streak: streakOf(profile.activeDays, today).currentStreak,
      badge: bestBadge(profile.unlockedIds),
      isFriend: friendIds.has(place.userId),
      isCurrentUser,
    };
  }
}
