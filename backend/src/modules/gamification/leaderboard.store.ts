import { Inject, Injectable } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { REDIS } from '../../infra/redis/redis.module.js';

/** Week and month boards are kept a while after they end (last week's winners), then dropped. */
const PERIOD_BOARD_TTL_SECONDS = 40 * 24 * 3600;
/** Members written per command while rebuilding. */
const REBUILD_CHUNK = 5000;

export interface Ranked {
  userId: string;
  points: number;
  /** 1 for the most points; ties are ordered by user id. */
  rank: number;
}

/**
 * The ranks: one Redis sorted set per board (docs/gamification.md, "Leaderboards"), a golfer's
 * points on that board as the score. Scores are written absolute (ZADD), never incremented, so
 * writing one twice or late is harmless; PostgreSQL's ledger stays the system of record, and a
 * board Redis lost is rebuilt from it.
 */
@Injectable()
export class LeaderboardStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key(board: string): string {
    return `${this.config.QUEUE_PREFIX}:lb:${board}`;
  }

  /** Set once a board is complete: its absence means Redis lost it (or it was never built). */
  private readyKey(board: string): string {
    return `${this.key(board)}:ready`;
  }

  /** Writes golfers' points on the boards they count on, in one round trip. */
  async write(scores: { userId: string; board: string; points: number }[]): Promise<void> {
    const pipeline = this.redis.pipeline();
    const periodBoards = new Set<string>();
    for (const { userId, board, points } of scores) {
      pipeline.zadd(this.key(board), points, userId);
      if (board !== 'global') periodBoards.add(board);
    }
    for (const board of periodBoards) pipeline.expire(this.key(board), PERIOD_BOARD_TTL_SECONDS);
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0]!;
  }

  isReady(board: string): Promise<boolean> {
    return this.redis.exists(this.readyKey(board)).then((found) => found === 1);
  }

  /** One rebuilder per board at a time, across processes. */
  async claimRebuild(board: string): Promise<boolean> {
    return (await this.redis.set(`${this.key(board)}:rebuilding`, '1', 'EX', 120, 'NX')) === 'OK';
  }

  /**
   * Replaces a board with the totals `chunks` yields, atomically for readers (built aside, then
   * renamed), and marks it ready.
   */
  async rebuild(
    board: string,
    chunks: AsyncIterable<{ userId: string; points: number }[]>,
  ): Promise<number> {
    const building = `${this.key(board)}:building`;
    await this.redis.del(building);
    let members = 0;
    for await (const chunk of chunks) {
      for (let at = 0; at < chunk.length; at += REBUILD_CHUNK) {
        const part = chunk.slice(at, at + REBUILD_CHUNK);
        await this.redis.zadd(building, ...part.flatMap(({ userId, points }) => [points, userId]));
      }
      members += chunk.length;
    }
    const ttl = board === 'global' ? null : PERIOD_BOARD_TTL_SECONDS;
    const pipeline = this.redis.multi();
    if (members > 0) pipeline.rename(building, this.key(board));
    else pipeline.del(this.key(board));
    if (ttl) pipeline.expire(this.key(board), ttl);
    if (ttl) pipeline.set(this.readyKey(board), '1', 'EX', ttl);
    else pipeline.set(this.readyKey(board), '1');
    pipeline.del(`${this.key(board)}:rebuilding`);
    await pipeline.exec();
    return members;
  }

  async top(board: string, limit: number): Promise<Ranked[]> {
    const flat = await this.redis.zrevrange(this.key(board), 0, limit - 1, 'WITHSCORES');
    const ranked: Ranked[] = [];
    for (let at = 0; at < flat.length; at += 2) {
      ranked.push({ userId: flat[at]!, points: Number(flat[at + 1]), rank: at / 2 + 1 });
    }
    return ranked;
  }

  async rankOf(board: string, userId: string): Promise<Ranked | null> {
    const [rank, score] = await Promise.all([
      this.redis.zrevrank(this.key(board), userId),
      this.redis.zscore(this.key(board), userId),
    ]);
    return rank === null || score === null
      ? null
      : { userId, points: Number(score), rank: rank + 1 };
  }

  /** Points on a board for each golfer (0 for a golfer not on it). */
  async pointsOf(board: string, userIds: string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const scores = await this.redis.zmscore(this.key(board), ...userIds);
    return new Map(userIds.map((id, index) => [id, Number(scores[index] ?? 0)]));
  }
}
