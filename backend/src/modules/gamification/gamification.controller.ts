import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AchievementSummaryResponse,
  type AwardPointsRequest,
  awardPointsRequestSchema,
  type AwardPointsResponse,
  errorCodes,
  type GamificationStatsResponse,
  type LeaderboardQuery,
  leaderboardQuerySchema,
  type LeaderboardResponse,
  type StreakDataResponse,
  type UnlockAchievementRequest,
  unlockAchievementRequestSchema,
  type UnlockAchievementResponse,
  type UpdateStreakResponse,
  type UserAchievementsResponse,
} from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { CurrentUser, type RequestUser, SignedIn } from '../auth/auth.decorators.js';
import { GamificationService } from './gamification.service.js';
import { LeaderboardService } from './leaderboard.service.js';

/** The gamification dashboard's calls: the signed-in golfer's own standing only. */
@ApiTags('gamification')
@Controller('gamification')
@SignedIn()
export class GamificationController {
  constructor(
    private readonly gamification: GamificationService,
    private readonly leaderboards: LeaderboardService,
  ) {}

  @Get('leaderboard')
  @ApiOperation({
    summary:
      "A leaderboard (global 50, friends 20, weekly 25, monthly 25) with the caller's own place.",
  })
  async leaderboard(
    @CurrentUser() caller: RequestUser,
    @Query(new ZodPipe(leaderboardQuerySchema)) query: LeaderboardQuery,
  ): Promise<LeaderboardResponse> {
    return {
      success: true,
      ...(await this.leaderboards.leaderboard(caller.userId, query.type, query.limit)),
    };
  }

  @Get('stats')
  @ApiOperation({ summary: "The caller's points, level and achievements (settled first)." })
  async stats(@CurrentUser() caller: RequestUser): Promise<GamificationStatsResponse> {
    await this.gamification.settle(caller.userId);
    const achievements = await this.gamification.achievements(caller.userId);
    return {
      success: true,
      stats: await this.gamification.stats(caller.userId, achievements),
      achievements,
      demoMode: this.gamification.demoMode,
    };
  }

  @Get('streak-data')
  @ApiOperation({ summary: "The caller's streaks, the 30-day calendar and the next milestone." })
  async streakData(@CurrentUser() caller: RequestUser): Promise<StreakDataResponse> {
    return { success: true, streakData: await this.gamification.streakData(caller.userId) };
  }

  @Post('update-streak')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Count today (Denver) as a day the caller used TeeWatch; answers the current streak.',
  })
  async updateStreak(@CurrentUser() caller: RequestUser): Promise<UpdateStreakResponse> {
    return { success: true, streakDays: await this.gamification.recordActivity(caller.userId) };
  }

  @Post('award-points')
  @HttpCode(200)
  @ApiOperation({ summary: 'Demo mode only: award points for a stated reason.' })
  async awardPoints(
    @CurrentUser() caller: RequestUser,
    @Body(new ZodPipe(awardPointsRequestSchema)) body: AwardPointsRequest,
  ): Promise<AwardPointsResponse> {
    return {
      success: true,
      ...(await this.gamification.awardDemoPoints(caller.userId, body.points, body.reason)),
    };
  }

  @Post('unlock-achievement')
  @HttpCode(200)
  @ApiOperation({ summary: 'Demo mode only: unlock an achievement of the catalogue, once.' })
  async unlockAchievement(
    @CurrentUser() caller: RequestUser,
    @Body(new ZodPipe(unlockAchievementRequestSchema)) body: UnlockAchievementRequest,
  ): Promise<UnlockAchievementResponse> {
    return {
      success: true,
      ...(await this.gamification.unlockDemo(caller.userId, body.achievementId)),
    };
  }
}

/** Another golfer's achievements are not the caller's to read: as if there were none. */
const notYours = () => new AppError(404, errorCodes.notFound, 'No achievements for that golfer.');

/** The /achievements page's calls: `{userId}` must be the caller. */
@ApiTags('gamification')
@Controller('achievements/user/:userId')
@SignedIn()
export class AchievementsController {
  constructor(private readonly gamification: GamificationService) {}

  @Get('achievements')
  @ApiOperation({ summary: "The caller's achievements with their progress." })
  async list(
    @CurrentUser() caller: RequestUser,
    @Param('userId') userId: string,
  ): Promise<UserAchievementsResponse> {
    if (userId !== caller.userId) throw notYours();
    await this.gamification.settle(caller.userId);
    return { success: true, data: await this.gamification.achievements(caller.userId) };
  }

  @Get('summary')
  @ApiOperation({ summary: "The caller's points, level and latest unlocks." })
  async summary(
    @CurrentUser() caller: RequestUser,
    @Param('userId') userId: string,
  ): Promise<AchievementSummaryResponse> {
    if (userId !== caller.userId) throw notYours();
    const achievements = await this.gamification.achievements(caller.userId);
    const stats = await this.gamification.stats(caller.userId, achievements);
    const unlocked = achievements
      .filter((achievement) => achievement.unlocked)
      .sort((a, b) => b.unlockedAt!.localeCompare(a.unlockedAt!));
    return {
      success: true,
      data: {
        totalPoints: stats.totalPoints,
        level: stats.level,
        levelName: stats.levelName,
        unlocked: unlocked.length,
        total: achievements.length,
        recent: unlocked.slice(0, 3),
      },
    };
  }
}
