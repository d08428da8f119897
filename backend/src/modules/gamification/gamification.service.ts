import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type Achievement,
  achievementCatalogue,
  type AchievementId,
  type AwardPointsResponse,
  errorCodes,
  type GamificationStats,
  levelFor,
  type StreakData,
  streakMilestones,
  type UnlockAchievementResponse,
} from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { AppError } from '../../infra/http/app-error.js';
import { Clock } from '../../infra/time/clock.js';
import { addDays, denverDate } from '../../infra/time/denver-time.js';
import { measureOf, type Progress } from './achievement-rules.js';
import { GamificationRepository } from './gamification.repository.js';
import { LeaderboardService } from './leaderboard.service.js';
import { type StreakStanding, streakOf } from './streaks.js';

/** Days the streak calendar shows. */
const CALENDAR_DAYS = 30;

const demoOnly = () =>
  new AppError(404, errorCodes.notFound, 'This demo action exists only in demo mode.');

/**
 * Points, levels and achievements from real actions (docs/gamification.md). `settle` pays every
 * achievement a golfer's rows have reached and not been paid; it runs after the actions that can
 * earn one (sign-in, a new alert, a booking) and when the golfer opens their stats, and paying
 * twice is impossible (the ledger's unique source key), so a missed or repeated settle is harmless.
 */
@Injectable()
export class GamificationService {
  private readonly logger = new Logger(GamificationService.name);

  constructor(
    private readonly repository: GamificationRepository,
    private readonly leaderboards: LeaderboardService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private today(): string {
    return denverDate(this.clock.now());
  }

  private async streakStanding(userId: string): Promise<StreakStanding> {
    return streakOf(await this.repository.activeDaysOf(userId), this.today());
  }

  private async progressOf(userId: string): Promise<Progress> {
    const [counts, streak] = await Promise.all([
      this.repository.progressOf(userId),
      this.streakStanding(userId),
    ]);
    return { ...counts, longestStreak: streak.longestStreak };
  }

  /**
   * The golfer used TeeWatch today (docs/gamification.md, "Streaks"): the day counts, then their
   * achievements are settled (a streak milestone may be reached). Answers the current streak.
   */
  async recordActivity(userId: string): Promise<number> {
    await this.repository.markActive(userId, this.today());
    await this.settle(userId);
    return (await this.streakStanding(userId)).currentStreak;
  }

  /** `recordActivity` after an action that already succeeded: never fails it. */
  async recordActivityQuietly(userId: string): Promise<void> {
    try {
      await this.recordActivity(userId);
    } catch (error) {
      this.logger.warn(`Activity of ${userId} not recorded: ${(error as Error).message}`);
    }
  }

  async streakData(userId: string): Promise<StreakData> {
    const days = await this.repository.activeDaysOf(userId);
    const today = this.today();
    const standing = streakOf(days, today);
    const active = new Set(days);
    const frozen = new Set(standing.frozenDays);
    const next = streakMilestones.find((milestone) => milestone.days > standing.currentStreak);
    return {
      currentStreak: standing.currentStreak,
      longestStreak: standing.longestStreak,
      totalDays: standing.totalDays,
      lastActiveDate: standing.lastActiveDate,
      streakHistory: Array.from({ length: CALENDAR_DAYS }, (_, index) => {
        const date = addDays(today, index - CALENDAR_DAYS + 1);
        return { date, active: active.has(date), frozen: frozen.has(date) };
      }),
      nextMilestone: next ? { ...next, icon: 'fire' } : null,
      freezeAvailable: !standing.frozenDays.some((day) => day.startsWith(today.slice(0, 7))),
    };
  }

  /** Pays what the golfer has reached; answers the achievements unlocked now. */
  async settle(userId: string): Promise<string[]> {
    const [progress, unlocked] = await Promise.all([
      this.progressOf(userId),
      this.repository.unlocksOf(userId),
    ]);
    const reached = achievementCatalogue.filter(
      (achievement) =>
        !unlocked.has(achievement.id) &&
        measureOf[achievement.id](progress) >= achievement.maxProgress,
    );
    const unlockedNow = await this.repository.unlock(
      userId,
      reached.map(({ id, points, name }) => ({ achievementId: id, points, name })),
      this.clock.now(),
    );
    if (unlockedNow.length > 0) await this.leaderboards.recordPayment(userId);
    return unlockedNow;
  }

  /**
   * `settle` after an action that already succeeded: a failure here must not fail the action, and
   * the next settle pays what this one missed.
   */
  async settleQuietly(userId: string): Promise<void> {
    try {
      await this.settle(userId);
    } catch (error) {
      this.logger.warn(`Achievements of ${userId} not settled: ${(error as Error).message}`);
    }
  }

  async achievements(userId: string): Promise<Achievement[]> {
    const [progress, unlocked] = await Promise.all([
      this.progressOf(userId),
      this.repository.unlocksOf(userId),
    ]);
    return achievementCatalogue.map((definition) => {
      const unlockedAt = unlocked.get(definition.id);
      return {
        ...definition,
        unlocked: unlockedAt !== undefined,
        unlockedAt: unlockedAt?.toISOString() ?? null,
        progress: unlockedAt
          ? definition.maxProgress
          : Math.min(definition.maxProgress, measureOf[definition.id](progress)),
      };
    });
  }

  async stats(userId: string, achievements?: Achievement[]): Promise<GamificationStats> {
    const [totalPoints, list, streak, counts] = await Promise.all([
      this.repository.totalPoints(userId),
      achievements ?? this.achievements(userId),
      this.streakStanding(userId),
      this.repository.progressOf(userId),
    ]);
    const level = levelFor(totalPoints);
    const unlocked = list.filter((achievement) => achievement.unlocked);
    return {
      totalPoints,
      level: level.level,
      levelName: level.name,
      pointsToNextLevel: level.pointsToNextLevel,
      nextLevelName: level.nextLevelName,
      totalAchievements: list.length,
      unlockedAchievements: unlocked.length,
      friendsCount: counts.friends,
      streakDays: streak.currentStreak,
      completedChallenges: unlocked.filter((achievement) => (achievement.maxProgress ?? 1) > 1)
        .length,
    };
  }

  get demoMode(): boolean {
    return this.config.DEMO_MODE;
  }

  /** Demo mode's Award Points button: points for a stated reason, and the level they reach. */
  async awardDemoPoints(userId: string, points: number, reason: string) {
    if (!this.demoMode) throw demoOnly();
    const before = levelFor(await this.repository.totalPoints(userId));
    await this.repository.award(userId, points, reason, `demo:${randomUUID()}`, this.clock.now());
    await this.leaderboards.recordPayment(userId);
    const stats = await this.stats(userId);
    const leveledUp = stats.level > before.level;
    return {
      stats,
      leveledUp,
      newLevel: leveledUp ? { level: stats.level, name: stats.levelName } : null,
    } satisfies Omit<AwardPointsResponse, 'success'>;
  }

  /** Demo mode's Unlock Achievement button: pays it like a real unlock, once. */
  async unlockDemo(userId: string, achievementId: AchievementId) {
    if (!this.demoMode) throw demoOnly();
    const { points, name } = achievementCatalogue.find(({ id }) => id === achievementId)!;
    const [unlockedNow] = await this.repository.unlock(
      userId,
      [{ achievementId, points, name }],
      this.clock.now(),
    );
    if (unlockedNow) await this.leaderboards.recordPayment(userId);
    const achievements = await this.achievements(userId);
    return {
      achievements,
      stats: await this.stats(userId, achievements),
      unlockedAchievement: unlockedNow
        ? achievements.find((achievement) => achievement.id === unlockedNow)!
        : null,
    } satisfies Omit<UnlockAchievementResponse, 'success'>;
  }

  claimTold(userId: string, achievementId: string) {
    return this.repository.claimTold(userId, achievementId);
  }
}
