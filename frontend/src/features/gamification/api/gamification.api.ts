import {
  type Achievement,
  type AwardPointsRequest,
  type AwardPointsResponse,
  awardPointsResponseSchema,
  type GamificationStatsResponse,
  gamificationStatsResponseSchema,
  type LeaderboardKind,
  leaderboardLimits,
  type LeaderboardResponse,
  leaderboardResponseSchema,
  type StreakData,
  type StreakDataResponse,
  streakDataResponseSchema,
  type UnlockAchievementResponse,
  unlockAchievementResponseSchema,
  type UpdateStreakResponse,
  updateStreakResponseSchema,
  type UserAchievementsResponse,
  userAchievementsResponseSchema,
} from '@teewatch/contracts';
import { api } from '../../../lib/api';

const gamificationApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Gamification'] });

/** The signed-in golfer's points, level and achievements (docs/gamification.md). */
export const gamificationApi = gamificationApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getGamificationStats: build.query<GamificationStatsResponse, void, GamificationStatsResponse>({
      query: () => '/gamification/stats',
      rawResponseSchema: gamificationStatsResponseSchema,
      providesTags: ['Gamification'],
    }),
    getMyAchievements: build.query<Achievement[], string, UserAchievementsResponse>({
      query: (userId) => `/achievements/user/${encodeURIComponent(userId)}/achievements`,
      rawResponseSchema: userAchievementsResponseSchema,
      transformResponse: (raw) => raw.data,
      providesTags: ['Gamification'],
    }),
    getLeaderboard: build.query<LeaderboardResponse, LeaderboardKind, LeaderboardResponse>({
      query: (type) => `/gamification/leaderboard?type=${type}&limit=${leaderboardLimits[type]}`,
      rawResponseSchema: leaderboardResponseSchema,
      providesTags: ['Gamification'],
    }),
    getStreakData: build.query<StreakData, void, StreakDataResponse>({
      query: () => '/gamification/streak-data',
      rawResponseSchema: streakDataResponseSchema,
      transformResponse: (raw) => raw.streakData,
      providesTags: ['Gamification'],
    }),
    /** Today counts as a day the golfer used TeeWatch (sent once a Denver day, see useDailyCheckIn). */
    updateStreak: build.mutation<number, void, UpdateStreakResponse>({
      query: () => ({ url: '/gamification/update-streak', method: 'POST' }),
      rawResponseSchema: updateStreakResponseSchema,
      transformResponse: (raw) => raw.streakDays,
      invalidatesTags: ['Gamification'],
    }),
    /** Demo mode only. */
    awardPoints: build.mutation<AwardPointsResponse, AwardPointsRequest, AwardPointsResponse>({
      query: (body) => ({ url: '/gamification/award-points', method: 'POST', body }),
      rawResponseSchema: awardPointsResponseSchema,
      invalidatesTags: ['Gamification'],
    }),
    /** Demo mode only. */
    unlockAchievement: build.mutation<UnlockAchievementResponse, string, UnlockAchievementResponse>(
      {
        query: (achievementId) => ({
          url: '/gamification/unlock-achievement',
          method: 'POST',
          body: { achievementId },
        }),
        rawResponseSchema: unlockAchievementResponseSchema,
        invalidatesTags: ['Gamification'],
      },
    ),
  }),
});

export const {
  useGetGamificationStatsQuery,
  useGetLeaderboardQuery,
  useGetMyAchievementsQuery,
  useGetStreakDataQuery,
  useUpdateStreakMutation,
  useAwardPointsMutation,
  useUnlockAchievementMutation,
} = gamificationApi;
