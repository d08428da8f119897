import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { achievementCatalogue } from '@teewatch/contracts';
import { outbox, pointsLedger } from '../../backend/src/db/schema/index.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { GamificationService } from '../../backend/src/modules/gamification/gamification.service.js';
import { AchievementNoticesService } from '../../backend/src/modules/notifications/achievement-notices.service.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { aSignedInUser, emailTo } from '../support/auth.js';
import { aUser } from '../factories/user.factory.js';
import { openTestDatabase } from '../support/database.js';

/**
 * Points and achievements from real actions: a new account's welcome bonus, the first alert, paid
 * once however often they are settled; one golfer cannot read another's; demo calls only in demo
 * mode; the golfer is told of an unlock once.
 */
const database = openTestDatabase();
let messaging: MessagingSandbox;
let app: NestFastifyApplication;
let demoApp: NestFastifyApplication;
let cookie: string;

const as = (call: request.Test, token: string) =>
  call.set('Cookie', cookie).set('Authorization', `Bearer ${token}`);

async function anAlert(token: string) {
  await as(request(app.getHttpServer()).post('/api/alerts'), token)
    .send({
      location: 'denver',
      date: addDays(denverDate(), 3),
      timePreference: 'any',
      players: '2',
      maxPrice: '100',
      courses: [],
    })
    .expect(201);
}

const ledgerOf = (userId: string) =>
  database.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));

beforeAll(async () => {
  messaging = await startMessagingSandbox();
  ({ app } = await startTestApi({ SES_ENDPOINT: `${messaging.url}/ses` }));
  ({ app: demoApp } = await startTestApi({ DEMO_MODE: 'true' }));
  cookie = await grantedCookie(app, database.db);
});
afterAll(async () => {
  await app?.close();
  await demoApp?.close();
  await messaging?.close();
  await database.close();
});

it('pays the welcome bonus at sign-in and First Alert for the first alert, each once', async () => {
  const golfer = await aSignedInUser(app, database.db);
  const stats = async () =>
    (
      await as(request(app.getHttpServer()).get('/api/gamification/stats'), golfer.token).expect(
        200,
      )
    ).body;

  expect((await stats()).stats).toMatchObject({
    totalPoints: 500,
    level: 1,
    levelName: 'Rookie Golfer',
    pointsToNextLevel: 500,
    unlockedAchievements: 1,
  });

  await anAlert(golfer.token);
  const after = await stats();
  expect(after.stats).toMatchObject({ totalPoints: 750, unlockedAchievements: 2 });
  expect(after.achievements.find((a: { id: string }) => a.id === 'first-alert')).toMatchObject({
    unlocked: true,
    points: 250,
    badge: 'bronze',
  });
  expect(after.achievements.find((a: { id: string }) => a.id === 'ten-alerts')).toMatchObject({
    unlocked: false,
    progress: 1,
    maxProgress: 10,
  });
  expect(after.demoMode).toBe(false);

  // Settled again and again, at once: nothing pays twice, and each unlock is told of once.
  await Promise.all(
    Array.from({ length: 10 }, () => app.get(GamificationService).settle(golfer.userId)),
  );
  await anAlert(golfer.token);
  const ledger = await ledgerOf(golfer.userId);
  expect(ledger.map((row) => row.sourceKey).sort()).toEqual([
    'achievement:first-alert',
    'achievement:welcome',
  ]);
  const events = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.type, 'AchievementUnlocked'));
  const mine = events.filter(
    (event) => (event.payload as { userId: string }).userId === golfer.userId,
  );
  expect(
    mine.map((event) => (event.payload as { achievementId: string }).achievementId).sort(),
  ).toEqual(['first-alert', 'welcome']);
});

it('tells the golfer of an unlock by email once, however often the event comes', async () => {
  const golfer = await aSignedInUser(app, database.db);
  const notices = app.get(AchievementNoticesService);
  const [first, replayed] = [
    await notices.tell(golfer.userId, 'welcome'),
    await notices.tell(golfer.userId, 'welcome'),
  ];
  expect(first).toMatchObject({ email: 'sent' });
  expect(replayed).toBe('already told');
  const email = await emailTo(() => messaging.context.emails, golfer.email, /Achievement unlocked/);
  expect(email.subject).toBe('Achievement unlocked: Welcome to TeeWatch');
  expect(email.text).toContain('+500 points (500 in all)');
  expect(
    messaging.context.emails.filter((each) => each.to.includes(golfer.email.toLowerCase())),
  ).toHaveLength(1);
});

it("answers 404 for another golfer's achievements and summary, and the caller's own", async () => {
  const [me, stranger] = [
    await aSignedInUser(app, database.db),
    await aSignedInUser(app, database.db),
  ];
  for (const path of ['achievements', 'summary']) {
    await as(
      request(app.getHttpServer()).get(`/api/achievements/user/${stranger.userId}/${path}`),
      me.token,
    ).expect(404);
  }
  const own = await as(
    request(app.getHttpServer()).get(`/api/achievements/user/${me.userId}/achievements`),
    me.token,
  ).expect(200);
  expect(own.body.data).toHaveLength(achievementCatalogue.length);
  const summary = await as(
    request(app.getHttpServer()).get(`/api/achievements/user/${me.userId}/summary`),
    me.token,
  ).expect(200);
  expect(summary.body.data).toMatchObject({
    totalPoints: 500,
    levelName: 'Rookie Golfer',
    unlocked: 1,
    total: achievementCatalogue.length,
  });
  await request(app.getHttpServer())
    .get(`/api/achievements/user/${me.userId}/summary`)
    .set('Cookie', cookie)
    .expect(401);
});

it('refuses the demo calls outside demo mode, and pays them once in it', async () => {
  const golfer = await aSignedInUser(app, database.db);
  const award = { points: 600, reason: 'Demo points' };
  await as(request(app.getHttpServer()).post('/api/gamification/award-points'), golfer.token)
    .send(award)
    .expect(404);
  await as(request(app.getHttpServer()).post('/api/gamification/unlock-achievement'), golfer.token)
    .send({ achievementId: 'early-bird' })
    .expect(404);

  const demoCookie = await grantedCookie(demoApp, database.db);
  const demo = (call: request.Test) =>
    call.set('Cookie', demoCookie).set('Authorization', `Bearer ${golfer.token}`);
  const awarded = await demo(
    request(demoApp.getHttpServer()).post('/api/gamification/award-points'),
  )
    .send(award)
    .expect(200);
  expect(awarded.body).toMatchObject({
    leveledUp: true,
    newLevel: { level: 2, name: 'Weekend Warrior' },
    stats: { totalPoints: 1100 },
  });
  const unlock = () =>
    demo(request(demoApp.getHttpServer()).post('/api/gamification/unlock-achievement')).send({
      achievementId: 'early-bird',
    });
  const [first, again] = [(await unlock().expect(200)).body, (await unlock().expect(200)).body];
  expect(first.unlockedAchievement).toMatchObject({ id: 'early-bird', unlocked: true });
  expect(again.unlockedAchievement).toBeNull();
  expect(again.stats.totalPoints).toBe(2600);

  const refused = await demo(
    request(demoApp.getHttpServer()).post('/api/gamification/award-points'),
  ).send({ points: 0, reason: '' });
  expect(refused.status).toBe(400);
  expect(refused.body.error.fields).toEqual([
    { field: 'points', message: 'must be a whole number from 1 to 5000' },
    { field: 'reason', message: 'must say why' },
  ]);
  const rows = await database.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, golfer.userId), eq(pointsLedger.reason, 'Demo points')));
  expect(rows).toHaveLength(1);
});

it('counts each Denver day the golfer signs in, pays Par Streak at three, and bridges one missed day a month', async () => {
  // The API's clock is the test's: a day passes by moving it, 11:00 in Denver each day.
  let now = new Date('2026-11-02T18:00:00Z');
  const { app: clocked } = await startTestApi({}, { now: () => now });
  try {
    const user = await aUser(database.db, { password: 'right-fairway-1' });
    const clockedCookie = await grantedCookie(clocked, database.db);
    const signIn = async () =>
      (
        await request(clocked.getHttpServer())
          .post('/api/auth/login')
          .set('Cookie', clockedCookie)
          .send({ email: user.email, password: 'right-fairway-1' })
          .expect(200)
      ).body.token as string;
    const nextDay = (days = 1) => (now = new Date(now.getTime() + days * 24 * 3600 * 1000));
    const streakData = async (token: string) =>
      (
        await request(clocked.getHttpServer())
          .get('/api/gamification/streak-data')
          .set('Cookie', clockedCookie)
          .set('Authorization', `Bearer ${token}`)
          .expect(200)
      ).body.streakData;

    await signIn();
    nextDay();
    await signIn();
    nextDay();
    let token = await signIn();
    expect(await streakData(token)).toMatchObject({
      currentStreak: 3,
      longestStreak: 3,
      totalDays: 3,
      lastActiveDate: '2026-11-04',
      nextMilestone: { days: 7, name: 'Birdie Streak', points: 700 },
      freezeAvailable: true,
    });
    const paid = await ledgerOf(user.id);
    expect(paid.find((row) => row.sourceKey === 'achievement:streak-3')).toMatchObject({
      points: 300,
      reason: 'Par Streak',
    });

    // Nov 5 missed: Nov 6 carries the streak on, with this month's freeze.
    nextDay(2);
    token = await signIn();
    const data = await streakData(token);
    expect(data).toMatchObject({ currentStreak: 4, totalDays: 4, freezeAvailable: false });
    expect(data.streakHistory).toHaveLength(30);
    expect(data.streakHistory.at(-1)).toEqual({ date: '2026-11-06', active: true, frozen: false });
    expect(data.streakHistory.at(-2)).toEqual({ date: '2026-11-05', active: false, frozen: true });
    const answer = await request(clocked.getHttpServer())
      .post('/api/gamification/update-streak')
      .set('Cookie', clockedCookie)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(answer.body).toEqual({ success: true, streakDays: 4 });
  } finally {
    await clocked.close();
  }
});
