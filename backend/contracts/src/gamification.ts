import { z } from 'zod';

/**
 * Points, levels and achievements (docs/gamification.md). Points are rows of a ledger the server
 * writes for real actions; levels and achievements are read from it.
 */

export const badges = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type Badge = (typeof badges)[number];

/** Levels by total points: each starts at its `minPoints`. */
export const levels = [
  { level: 1, name: 'Rookie Golfer', minPoints: 0 },
  { level: 2, name: 'Weekend Warrior', minPoints: 1000 },
  { level: 3, name: 'Course Crawler', minPoints: 2500 },
  { level: 4, name: 'Fairway Finder', minPoints: 5000 },
  { level: 5, name: 'Golf Master', minPoints: 10000 },
  { level: 6, name: 'Legend', minPoints: 20000 },
] as const;

export interface LevelStanding {
  level: number;
  name: string;
  /** Points still needed for the next level; 0 at the top. */
  pointsToNextLevel: number;
  nextLevelName: string | null;
}

export function levelFor(totalPoints: number): LevelStanding {
  const index = levels.findLastIndex((level) => totalPoints >= level.minPoints);
  const current = levels[Math.max(0, index)]!;
  const next = levels[index + 1];
  return {
    level: current.level,
    name: current.name,
    pointsToNextLevel: next ? next.minPoints - totalPoints : 0,
    nextLevelName: next?.name ?? null,
  };
}

export const achievementIcons = [
  'waving-hand',
  'bell',
  'radar',
  'flag',
  'golfer',
  'trophy',
  'diamond',
  'sunrise',
  'compass',
  'mountain',
  'fire',
  'people',
  'savings',
  'checklist',
] as const;
export type AchievementIcon = (typeof achievementIcons)[number];

export const achievementCategories = [
  'getting-started',
  'alerts',
  'bookings',
  'courses',
  'streaks',
  'friends',
] as const;
export type AchievementCategory = (typeof achievementCategories)[number];

export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  /** The name of its picture (`achievementIcons`); screen readers read the name instead. */
  icon: AchievementIcon;
  points: number;
  category: AchievementCategory;
  badge: Badge;
  /** How much of the measure unlocks it (1 for a one-off). */
  maxProgress: number;
}

/** Streak milestones: each pays once, when the golfer's longest streak first reaches it. */
export const streakMilestones = [
  { days: 3, name: 'Par Streak', points: 300, badge: 'bronze' },
  { days: 7, name: 'Birdie Streak', points: 700, badge: 'silver' },
  { days: 14, name: 'Eagle Pursuit', points: 1400, badge: 'silver' },
  { days: 30, name: 'Eagle Streak', points: 2000, badge: 'gold' },
  { days: 60, name: 'Championship Run', points: 4000, badge: 'gold' },
  { days: 100, name: 'Hole-in-One Streak', points: 5000, badge: 'platinum' },
  { days: 365, name: 'Golf Legend', points: 15000, badge: 'platinum' },
] as const satisfies readonly { days: number; name: string; points: number; badge: Badge }[];

/**
 * What a golfer can earn today, each measured from real rows (backend achievement-rules.ts).
 */
export const achievementCatalogue = [
  {
    id: 'welcome',
    name: 'Welcome to TeeWatch',
    description: 'Create your TeeWatch account.',
    icon: 'waving-hand',
    points: 500,
    category: 'getting-started',
    badge: 'bronze',
    maxProgress: 1,
  },
  {
    id: 'onboarding-complete',
    name: 'All Set Up',
    description: 'Finish setting up TeeWatch: location, golf preferences and notifications.',
    icon: 'checklist',
    points: 1000,
    category: 'getting-started',
    badge: 'bronze',
    maxProgress: 1,
  },
  {
    id: 'first-alert',
    name: 'First Alert',
    description: 'Create your first tee-time alert.',
    icon: 'bell',
    points: 250,
    category: 'alerts',
    badge: 'bronze',
    maxProgress: 1,
  },
  {
    id: 'ten-alerts',
    name: 'Always Watching',
    description: 'Have 10 tee-time alerts.',
    icon: 'radar',
    points: 1000,
    category: 'alerts',
    badge: 'silver',
    maxProgress: 10,
  },
  {
    id: 'first-booking',
    name: 'First Booking',
    description: 'Book your first tee time through TeeWatch.',
    icon: 'flag',
    points: 750,
    category: 'bookings',
    badge: 'bronze',
    maxProgress: 1,
  },
  {
    id: 'five-bookings',
    name: 'Regular',
    description: 'Book 5 tee times through TeeWatch.',
    icon: 'golfer',
    points: 1500,
    category: 'bookings',
    badge: 'silver',
    maxProgress: 5,
  },
  {
    id: 'twenty-five-bookings',
    name: 'Club Fixture',
    description: 'Book 25 tee times through TeeWatch.',
    icon: 'trophy',
    points: 5000,
    category: 'bookings',
    badge: 'gold',
    maxProgress: 25,
  },
  {
    id: 'premium-bookings',
    name: 'Championship Taste',
    description: 'Book 5 premium tee times ($100 or more a player).',
    icon: 'diamond',
    points: 3000,
    category: 'bookings',
    badge: 'gold',
    maxProgress: 5,
  },
  {
    id: 'early-bird',
    name: 'Early Bird',
    description: 'Book 10 tee times that start before 8 AM.',
    icon: 'sunrise',
    points: 1500,
    category: 'bookings',
    badge: 'silver',
    maxProgress: 10,
  },
  {
    id: 'five-courses',
    name: 'Course Explorer',
    description: 'Book at 5 different courses.',
    icon: 'compass',
    points: 1200,
    category: 'courses',
    badge: 'silver',
    maxProgress: 5,
  },
  {
    id: 'twenty-courses',
    name: 'Colorado Tour',
    description: 'Book at 20 different courses.',
    icon: 'mountain',
    points: 4000,
    category: 'courses',
    badge: 'gold',
    maxProgress: 20,
  },
  {
    id: 'smart-saver',
    name: 'Smart Saver',
    description: "Save $500 against the courses' full prices by booking through TeeWatch.",
    icon: 'savings',
    points: 2500,
    category: 'bookings',
    badge: 'gold',
    maxProgress: 500,
  },
  {
    id: 'five-friends',
    name: 'Foursome and More',
    description: 'Have 5 friends on TeeWatch.',
    icon: 'people',
    points: 500,
    category: 'friends',
    badge: 'silver',
    maxProgress: 5,
  },
  {
    id: 'twenty-friends',
    name: 'Clubhouse Favorite',
    description: 'Have 20 friends on TeeWatch.',
    icon: 'people',
    points: 2000,
    category: 'friends',
    badge: 'gold',
    maxProgress: 20,
  },
  ...streakMilestones.map(
    (milestone) =>
      ({
        id: `streak-${milestone.days}`,
        name: milestone.name,
        description: `Use TeeWatch ${milestone.days} days in a row.`,
        icon: 'fire',
        points: milestone.points,
        category: 'streaks',
        badge: milestone.badge,
        maxProgress: milestone.days,
      }) as const,
  ),
] as const satisfies readonly AchievementDefinition[];

export type AchievementId = (typeof achievementCatalogue)[number]['id'];
export const achievementIds = achievementCatalogue.map((achievement) => achievement.id) as [
  AchievementId,
  ...AchievementId[],
];

export const achievementSchema = z.object({
  id: z.enum(achievementIds),
  name: z.string(),
  description: z.string(),
  icon: z.enum(achievementIcons),
  points: z.number().int(),
  category: z.enum(achievementCategories),
  badge: z.enum(badges),
  unlocked: z.boolean(),
  unlockedAt: z.iso.datetime().nullable(),
  progress: z.number().int().nonnegative().optional(),
  maxProgress: z.number().int().positive().optional(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const gamificationStatsSchema = z.object({
  totalPoints: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  pointsToNextLevel: z.number().int().nonnegative(),
  nextLevelName: z.string().nullable(),
  totalAchievements: z.number().int(),
  unlockedAchievements: z.number().int(),
  friendsCount: z.number().int().nonnegative(),
  /** The current streak of active days. */
  streakDays: z.number().int().nonnegative(),
  /** Unlocked achievements that took more than one step (5 bookings, 10 alerts...). */
  completedChallenges: z.number().int().nonnegative(),
});
export type GamificationStats = z.infer<typeof gamificationStatsSchema>;

/** GET /api/gamification/stats: the caller's standing, achievements, and whether demo buttons show. */
export const gamificationStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: gamificationStatsSchema,
  achievements: z.array(achievementSchema),
  demoMode: z.boolean(),
});
export type GamificationStatsResponse = z.infer<typeof gamificationStatsResponseSchema>;

/** POST /api/gamification/award-points (demo mode only). */
export const awardPointsRequestSchema = z.strictObject({
  points: z
    .number('must be a whole number from 1 to 5000')
    .int('must be a whole number from 1 to 5000')
    .min(1, 'must be a whole number from 1 to 5000')
    .max(5000, 'must be a whole number from 1 to 5000'),
  reason: z
    .string('must be text')
    .trim()
    .min(1, 'must say why')
    .max(200, 'must be at most 200 characters'),
});
export type AwardPointsRequest = z.infer<typeof awardPointsRequestSchema>;

const levelNameSchema = z.object({ level: z.number().int(), name: z.string() });

export const awardPointsResponseSchema = z.object({
  success: z.literal(true),
  stats: gamificationStatsSchema,
  leveledUp: z.boolean(),
  newLevel: levelNameSchema.nullable(),
});
export type AwardPointsResponse = z.infer<typeof awardPointsResponseSchema>;

/** POST /api/gamification/unlock-achievement (demo mode only). */
export const unlockAchievementRequestSchema = z.strictObject({
  achievementId: z.enum(achievementIds, { error: 'must be an achievement of the catalogue' }),
});
export type UnlockAchievementRequest = z.infer<typeof unlockAchievementRequestSchema>;

export const unlockAchievementResponseSchema = z.object({
  success: z.literal(true),
  achievements: z.array(achievementSchema),
  stats: gamificationStatsSchema,
  /** Null when it was unlocked already: nothing was paid again. */
  unlockedAchievement: achievementSchema.nullable(),
});
export type UnlockAchievementResponse = z.infer<typeof unlockAchievementResponseSchema>;

/** GET /api/achievements/user/{userId}/achievements: the caller's own, only. */
export const userAchievementsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(achievementSchema),
});
export type UserAchievementsResponse = z.infer<typeof userAchievementsResponseSchema>;

/** GET /api/achievements/user/{userId}/summary. */
export const achievementSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    totalPoints: z.number().int(),
    level: z.number().int(),
    levelName: z.string(),
    unlocked: z.number().int(),
    total: z.number().int(),
    recent: z.array(achievementSchema),
  }),
});
export type AchievementSummaryResponse = z.infer<typeof achievementSummaryResponseSchema>;

export const streakMilestoneSchema = z.object({
  days: z.number().int(),
  name: z.string(),
  points: z.number().int(),
  badge: z.enum(badges),
  icon: z.enum(achievementIcons),
});

export const streakDataSchema = z.object({
  currentStreak: z.number().int().nonnegative(),
  longestStreak: z.number().int().nonnegative(),
  totalDays: z.number().int().nonnegative(),
  lastActiveDate: z.iso.date().nullable(),
  /** The last 30 Denver days, oldest first; `frozen` marks a day a streak freeze bridged. */
  streakHistory: z.array(
    z.object({ date: z.iso.date(), active: z.boolean(), frozen: z.boolean() }),
  ),
  nextMilestone: streakMilestoneSchema.nullable(),
  /** Whether this month's streak freeze is still unused. */
  freezeAvailable: z.boolean(),
});
export type StreakData = z.infer<typeof streakDataSchema>;

/** GET /api/gamification/streak-data. */
export const streakDataResponseSchema = z.object({
  success: z.literal(true),
  streakData: streakDataSchema,
});
export type StreakDataResponse = z.infer<typeof streakDataResponseSchema>;

/** POST /api/gamification/update-streak: today counts as active; answers the current streak. */
export const updateStreakResponseSchema = z.object({
  success: z.literal(true),
  streakDays: z.number().int().nonnegative(),
});
export type UpdateStreakResponse = z.infer<typeof updateStreakResponseSchema>;

/** The live stream's `achievements` event: these were just unlocked for the caller. */
export const liveAchievementsEventSchema = z.object({ achievementIds: z.array(z.string()) });

/** The four boards and how many each lists. */
export const leaderboardLimits = { global: 50, friends: 20, weekly: 25, monthly: 25 } as const;
export type LeaderboardKind = keyof typeof leaderboardLimits;

export const leaderboardQuerySchema = z.strictObject({
  type: z.enum(['global', 'friends', 'weekly', 'monthly'], {
    error: 'must be global, friends, weekly or monthly',
  }),
  limit: z.coerce
    .number('must be a whole number from 1 to 50')
    .int('must be a whole number from 1 to 50')
    .min(1, 'must be a whole number from 1 to 50')
    .max(50, 'must be a whole number from 1 to 50')
    .optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  userId: z.string(),
  name: z.string(),
  /** The caller's own address; other golfers' addresses are never shown (null). */
  email: z.string().nullable(),
  /** Points on this board: all time, this week or this month. */
  points: z.number().int(),
  totalPoints: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  weeklyPoints: z.number().int(),
  monthlyPoints: z.number().int(),
  achievements: z.number().int().nonnegative(),
  streak: z.number().int().nonnegative(),
  /** The best badge among the golfer's unlocked achievements. */
  badge: z.enum(badges).nullable(),
  isFriend: z.boolean(),
  isCurrentUser: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /api/gamification/leaderboard?type=&limit=. */
export const leaderboardResponseSchema = z.object({
  success: z.literal(true),
  type: z.enum(['global', 'friends', 'weekly', 'monthly']),
  /** When the week or month began (Denver midnight); null for global and friends. */
  periodStart: z.iso.datetime().nullable(),
  entries: z.array(leaderboardEntrySchema),
  /** The caller's own place, also when outside the list; null with no points on this board. */
  currentUser: leaderboardEntrySchema.nullable(),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** Friend invitation codes a golfer may hold unused at once, and how long one lasts. */
export const friendInvitationLimits = { unused: 5, days: 14 } as const;

export const friendSchema = z.object({
  userId: z.string(),
  name: z.string(),
  levelName: z.string(),
  totalPoints: z.number().int(),
  /** When they became friends, or when the request was made. */
  since: z.iso.datetime(),
});
export type Friend = z.infer<typeof friendSchema>;

export const friendInvitationSchema = z.object({
  code: z.string(),
  /** The gate's address with the code: opening it validates the code. */
  link: z.string(),
  expiresAt: z.iso.datetime(),
  status: z.enum(['unused', 'used', 'expired']),
});
export type FriendInvitation = z.infer<typeof friendInvitationSchema>;

/** GET /api/friends: friends, requests both ways, the caller's invitation codes and own id. */
export const friendsResponseSchema = z.object({
  success: z.literal(true),
  myUserId: z.string(),
  friends: z.array(friendSchema),
  incoming: z.array(friendSchema),
  outgoing: z.array(friendSchema),
  invitations: z.array(friendInvitationSchema),
});
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

export const friendInvitationResponseSchema = z.object({
  success: z.literal(true),
  invitation: friendInvitationSchema,
});
export type FriendInvitationResponse = z.infer<typeof friendInvitationResponseSchema>;

/** POST /api/gamification/connect-friend: a request the other golfer accepts (or accepting theirs). */
export const connectFriendRequestSchema = z.strictObject({
  friendUserId: z.uuid('must be a TeeWatch golfer id'),
});
export type ConnectFriendRequest = z.infer<typeof connectFriendRequestSchema>;

export const connectFriendResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['requested', 'connected']),
  message: z.string(),
});
export type ConnectFriendResponse = z.infer<typeof connectFriendResponseSchema>;
