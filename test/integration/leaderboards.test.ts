import { randomUUID } from 'node:crypto';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import request from 'supertest';
import { grantedCookie, startTestApi } from '../support/api.js';
import { openTestDatabase } from '../support/database.js';
import { aUser } from '../factories/user.factory.js';
import { testConfig } from '../support/test-env.js';

/**
 * The leaderboards: ranks from Redis, rows from PostgreSQL; the weekly board starts again on
 * Monday 00:00 in Denver, not at UTC midnight; a board Redis lost is rebuilt from the ledger.
 */
const database = openTestDatabase();
const PASSWORD = 'right-fairway-1';
/** The API's clock is the test's. */
let now = new Date('2026-11-22T17:00:00Z'); // Sunday 10:00 in Denver
let app: NestFastifyApplication;
let cookie: string;
const prefix = `lb-${randomUUID().slice(0, 8)}`;

interface Golfer {
  id: string;
  email: string;
  token: string;
}

async function signIn(email: string): Promise<string> {
  const session = await request(app.getHttpServer())
    .post('/api/auth/login')
    .set('Cookie', cookie)
    .send({ email, password: PASSWORD })
    .expect(200);
  return session.body.token as string;
}

async function aGolfer(name: string): Promise<Golfer> {
  const user = await aUser(database.db, { password: PASSWORD, displayName: name });
  return { id: user.id, email: user.email, token: await signIn(user.email) };
}

/** Time moves on: the access token of 15 minutes is renewed by signing in again. */
async function moveTo(instant: string, golfer: Golfer) {
  now = new Date(instant);
  golfer.token = await signIn(golfer.email);
}

const as = (call: request.Test, golfer: Golfer) =>
  call.set('Cookie', cookie).set('Authorization', `Bearer ${golfer.token}`);

async function award(golfer: Golfer, points: number) {
  await as(request(app.getHttpServer()).post('/api/gamification/award-points'), golfer)
    .send({ points, reason: 'Test points' })
    .expect(200);
}

async function board(golfer: Golfer, type: string) {
  return (
    await as(
      request(app.getHttpServer()).get(`/api/gamification/leaderboard?type=${type}`),
      golfer,
    ).expect(200)
  ).body;
}

beforeAll(async () => {
  await database.pool.query('truncate points_ledger, active_days, friendships');
  ({ app } = await startTestApi({ DEMO_MODE: 'true', QUEUE_PREFIX: prefix }, { now: () => now }));
  cookie = await grantedCookie(app, database.db);
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

it('ranks golfers by points with their level and badge, the caller seeing only their own address', async () => {
  const [ada, ben, cy] = [await aGolfer('Ada'), await aGolfer('Ben'), await aGolfer('Cy')];
  // Each sign-in paid the 500-point welcome bonus.
  await award(ada, 2500);
  await award(ben, 400);
  const global = await board(cy, 'global');
  expect(
    global.entries.map((entry: { name: string; points: number }) => [entry.name, entry.points]),
  ).toEqual([
    ['Ada', 3000],
    ['Ben', 900],
    ['Cy', 500],
  ]);
  expect(global.entries[0]).toMatchObject({
    rank: 1,
    userId: ada.id,
    email: null,
    totalPoints: 3000,
    level: 3,
    levelName: 'Course Crawler',
    weeklyPoints: 3000,
    achievements: 1,
    badge: 'bronze',
    streak: 1,
    isFriend: false,
    isCurrentUser: false,
  });
  expect(global.currentUser).toMatchObject({ rank: 3, email: cy.email, isCurrentUser: true });

  // A limit below the caller's place: the caller still learns where they stand.
  const top1 = (
    await as(
      request(app.getHttpServer()).get('/api/gamification/leaderboard?type=global&limit=1'),
      cy,
    ).expect(200)
  ).body;
  expect(top1.entries).toHaveLength(1);
  expect(top1.currentUser).toMatchObject({ rank: 3, name: 'Cy' });
});

it('starts the weekly board again at Monday 00:00 in Denver, not at midnight UTC', async () => {
  const dana = await aGolfer('Dana');
  const weeklyPlaceOf = async () =>
    (await board(dana, 'weekly')).currentUser as { weeklyPoints: number } | null;
  expect(await weeklyPlaceOf()).toMatchObject({ weeklyPoints: 500 });

  await moveTo('2026-11-23T00:30:00Z', dana); // Sunday 17:30 in Denver, Monday in UTC
  expect(await weeklyPlaceOf()).toMatchObject({ weeklyPoints: 500 });

  await moveTo('2026-11-23T07:30:00Z', dana); // Monday 00:30 in Denver
  const monday = await board(dana, 'weekly');
  expect(monday.periodStart).toBe('2026-11-23T07:00:00.000Z');
  expect(monday.entries).toEqual([]);
  expect(monday.currentUser).toBeNull();
  expect((await board(dana, 'global')).currentUser).toMatchObject({ points: 500 });

  await award(dana, 100);
  expect((await board(dana, 'weekly')).currentUser).toMatchObject({ rank: 1, points: 100 });
});

it('rebuilds a board Redis lost from the ledger, whoever asks first', async () => {
  const eve = await aGolfer('Eve');
  const before = (await board(eve, 'global')).entries;
  const redis = new Redis(testConfig().REDIS_URL);
  const keys = await redis.keys(`${prefix}:lb:*`);
  await redis.del(...keys);
  await redis.quit();

  // The first request starts the rebuild and is answered from what is there; soon it is whole.
  let after: unknown[] = [];
  for (let tries = 0; tries < 50 && after.length !== before.length; tries += 1) {
    after = (await board(eve, 'global')).entries;
    if (after.length !== before.length) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(after).toEqual(before);
});

it('refuses an unknown board or limit, naming the field', async () => {
  const fay = await aGolfer('Fay');
  const refused = await as(
    request(app.getHttpServer()).get('/api/gamification/leaderboard?type=daily&limit=500'),
    fay,
  ).expect(400);
  expect(refused.body.error.fields).toEqual([
    { field: 'type', message: 'must be global, friends, weekly or monthly' },
    { field: 'limit', message: 'must be a whole number from 1 to 50' },
  ]);
});
