import {
  type AccessGrantResponse,
  type Achievement,
  achievementCatalogue,
  type Alert,
  type AlertMatch,
  type Booking,
  type GamificationStats,
  levelFor,
  type OperatorOverview,
  type SessionTokens,
  type SessionUser,
} from '@teewatch/contracts';

export function makeGrant(overrides: Partial<AccessGrantResponse> = {}): AccessGrantResponse {
  return {
    success: true,
    message: 'Welcome to the TeeWatch private beta.',
    type: 'private_beta',
    usesRemaining: 9998,
    invitedBy: 'Jane Doe',
    expiresAt: null,
    user: {
      name: 'Beta Golfer',
      features: ['Real-time tee-time alerts', 'Push, email and SMS notifications'],
    },
    inviteInfo: { description: 'Private beta code', usesRemaining: 9998 },
    ...overrides,
  };
}

export function apiError(code: string, message: string) {
  return { success: false as const, error: { code, message } };
}

let alertSequence = 0;

export function makeAlert(overrides: Partial<Alert> = {}): Alert {
  alertSequence += 1;
  return {
    id: `alert-${alertSequence}`,
    location: 'Denver Metro',
    area: 'denver',
    latitude: null,
    longitude: null,
    radiusMiles: null,
    locationFallback: false,
    courses: [],
    date: '2099-06-20',
    timePreference: 'morning',
    players: 2,
    maxPrice: 100,
    status: 'active',
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, alertSequence)).toISOString(),
    matchesNow: 0,
    moreMatchesNow: false,
    lastCheckedAt: null,
    checkBehind: false,
    ...overrides,
  };
}

let matchSequence = 0;

/** A tee time matching an alert, as GET /api/alerts/{id}/matches lists it. */
export function makeAlertMatch(overrides: Partial<AlertMatch> = {}): AlertMatch {
  matchSequence += 1;
  return {
    id: `tee-${matchSequence}`,
    courseId: 'vail-golf-club',
    courseName: 'Vail Golf Club',
    date: '2099-06-20',
    time: '07:10',
    holes: 18,
    spots: 4,
    price: 65,
    bookingUrl: `https://vail.example/book/${matchSequence}`,
    foundAt: null,
    distanceMiles: 2.4,
    checkedAt: null,
    ...overrides,
  };
}

export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    email: 'pat@example.com',
    displayName: 'Pat Palmer',
    firstName: 'Pat',
    accountType: 'email',
    providers: ['email'],
    createdAt: '2026-01-01T12:00:00.000Z',
    // The language a jsdom browser detects, so a signed-in test saves nothing to the account.
    language: 'en',
    role: 'golfer',
    ...overrides,
  };
}

let tokenSequence = 0;

/** An access token shaped like the API's JWT (the app reads only `exp`, to schedule the refresh). */
export function makeAccessToken(expiresInSeconds = 15 * 60): string {
  tokenSequence += 1;
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user-1', exp, n: tokenSequence })}.signature`;
}

export function makeSessionTokens(overrides: Partial<SessionTokens> = {}): SessionTokens {
  tokenSequence += 1;
  return {
    success: true,
    token: makeAccessToken(),
    refreshToken: `refresh-token-${tokenSequence}-0123456789abcdef`,
    expiresAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
    user: makeSessionUser(),
    ...overrides,
  };
}

/** Puts a session in this browser's storage the way sign-in leaves it. */
export function storeSession(tokens: SessionTokens = makeSessionTokens()): SessionTokens {
  window.localStorage.setItem(
    'teewatch:session',
    JSON.stringify({
      token: tokens.token,
      refreshToken: tokens.refreshToken,
      expiresAt: tokens.expiresAt,
      user: tokens.user,
    }),
  );
  return tokens;
}

let bookingSequence = 0;

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  bookingSequence += 1;
  return {
    id: `booking-${bookingSequence}`,
    courseId: 'vail-golf-club',
    courseName: 'Vail Golf Club',
    platform: 'chronogolf',
    date: '2099-06-20',
    time: '07:10',
    startsAt: '2099-06-20T13:10:00.000Z',
    holes: 18,
    players: 2,
    status: 'booked',
    confirmationNumber: `CG-${bookingSequence}`,
    pricePerPlayer: 65,
    cancellationTerms: 'Cancel at least 24 hours before your tee time.',
    deepLink: null,
    coursePage: 'https://www.vailrec.com/golf',
    holdExpiresAt: null,
    message: 'Booked: Vail Golf Club, Sat Jun 20 7:10 AM, 2 players. Confirmation CG-1.',
    createdAt: '2099-06-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The catalogue as the server answers it for a golfer who has unlocked `unlocked`. */
export function makeAchievements(unlocked: string[] = ['welcome']): Achievement[] {
  return achievementCatalogue.map((definition) => ({
    ...definition,
    unlocked: unlocked.includes(definition.id),
    unlockedAt: unlocked.includes(definition.id) ? '2026-11-20T15:00:00.000Z' : null,
    progress: unlocked.includes(definition.id) ? definition.maxProgress : 0,
  }));
}

export function makeGamificationStats(totalPoints: number, unlocked = 1): GamificationStats {
  const level = levelFor(totalPoints);
  return {
    totalPoints,
    level: level.level,
    levelName: level.name,
    pointsToNextLevel: level.pointsToNextLevel,
    nextLevelName: level.nextLevelName,
    totalAchievements: achievementCatalogue.length,
    unlockedAchievements: unlocked,
    friendsCount: 0,
    streakDays: 0,
    completedChallenges: 0,
  };
}

/**
 * GET /api/operator/overview as the server answers it: one queue with two failed jobs and one
 * without, three platforms (breaker closed, half open, open), the three channels, a day's bookings
 * and a waiting outbox.
 */
export function makeOperatorOverview(overrides: Partial<OperatorOverview> = {}): OperatorOverview {
  return {
    generatedAt: '2026-06-20T15:04:05.000Z',
    queues: [
      {
        name: 'deliver-alert-match',
        waiting: 12,
        active: 3,
        delayed: 4,
        failed: 2,
        failedJobs: [
          {
            id: '42',
            name: 'deliver-alert-match',
            failedReason: 'SMTP 421: try again later',
            attemptsMade: 3,
            failedAt: '2026-06-20T15:00:00.000Z',
          },
          {
            id: '41',
            name: 'deliver-alert-match',
            failedReason: 'Push subscription expired',
            attemptsMade: 1,
            failedAt: null,
          },
        ],
      },
      { name: 'scan-tee-sheets', waiting: 0, active: 1, delayed: 25, failed: 0, failedJobs: [] },
    ],
    platforms: [
      {
        platform: 'foreup',
        budgetUsed: 0.42,
        breaker: 'closed',
        requests: { ok: 1200, rate_limited: 3, timeout: 2 },
        watched: 80,
        behind: 1,
        lagMeanSeconds: 12.3,
        lagMaxSeconds: 45,
      },
      {
        platform: 'teeitup',
        budgetUsed: 0.9,
        breaker: 'half_open',
        requests: { ok: 300, server_error: 30 },
        watched: 40,
        behind: 6,
        lagMeanSeconds: 70,
        lagMaxSeconds: 180,
      },
      {
        platform: 'chronogolf',
        budgetUsed: null,
        breaker: 'open',
        requests: {},
        watched: 10,
        behind: 10,
        lagMeanSeconds: null,
        lagMaxSeconds: null,
      },
    ],
    channels: [
      { channel: 'push', outcomes: { sent: 95, failed: 5 } },
      { channel: 'email', outcomes: { sent: 40, failed: 0 } },
      { channel: 'sms', outcomes: {} },
    ],
    bookings: { booked: 7, failed: 1 },
    outbox: { unpublished: 3, oldestSeconds: 150 },
    ...overrides,
  };
}
