import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import webPush from 'web-push';
import { alertMatches, deliveries, pushSubscriptions } from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { QueueRegistry } from '../../backend/src/infra/queue/queue.registry.js';
import { AlertsService } from '../../backend/src/modules/alerts/alerts.service.js';
import { RetryLaterError } from '../../backend/src/modules/notifications/channels/delivery-channel.js';
import { NotificationsService } from '../../backend/src/modules/notifications/notifications.service.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { openTestDatabase, truncateAll } from '../support/database.js';
import { testConfig } from '../support/test-env.js';
import { aTeeTime } from '../factories/tee-time.factory.js';

/** AlertMatched -> web push, through the real web-push library to the sandbox's push service. */
const database = openTestDatabase();
const date = addDays(denverDate(), 3);
let sandbox: MessagingSandbox;
let app: NestFastifyApplication;
let cookie: string;
let notifications: NotificationsService;

interface PushRecord {
  subscriptionId: string;
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string;
  topic: string;
}
const received = async (): Promise<PushRecord[]> =>
  ((await (await fetch(`${sandbox.url}/push/store`)).json()) as { messages: PushRecord[] })
    .messages;
const browser = async () => {
  const response = await fetch(`${sandbox.url}/push/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return (await response.json()) as {
    id: string;
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
};
const subscribe = (subscription: unknown) =>
  request(app.getHttpServer())
    .post('/api/notifications/subscribe')
    .set('Cookie', cookie)
    .send(subscription as object);

/** A fitting tee time at Riverdale, matched against the alerts there: returns the match id. */
async function matchFor(time: string) {
  const slot = await aTeeTime(database.db, 'riverdale-golf-course', {
    localDate: date,
    localTime: time,
    openSpots: 3,
    priceCents: 5500,
  });
  await app.get(AlertsService).matchTeeTime(slot.id);
  const [match] = await database.db
    .select()
    .from(alertMatches)
    .where(eq(alertMatches.teeTimeId, slot.id));
  return match!.id;
}

/** An alert on Riverdale and a fitting tee time, matched. */
async function aMatch(time: string) {
  const created = await request(app.getHttpServer())
    .post('/api/alerts')
    .set('Cookie', cookie)
    .send({
      location: 'denver',
      date,
      timePreference: 'morning',
      players: '2',
      maxPrice: '100',
      courses: ['Riverdale Golf Course'],
    })
    .expect(201);
  return { matchId: await matchFor(time), alertId: created.body.alert.id as string };
}

beforeAll(async () => {
  sandbox = await startMessagingSandbox();
  const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'teewatch-push-')), 'ca.pem');
  writeFileSync(caFile, sandbox.caPem);
  const vapid = webPush.generateVAPIDKeys();
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app } = await startTestApi({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:alerts@teewatch.test',
    PUSH_CA_CERT_FILE: caFile,
  }));
  notifications = app.get(NotificationsService);
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database.pool);
  await database.pool.query(
    'truncate tee_times, alert_matches, push_subscriptions, deliveries cascade',
  );
  await fetch(`${sandbox.url}/push/store`, { method: 'DELETE' });
  await app.get(QueueRegistry).get('notify').obliterate({ force: true });
  cookie = await grantedCookie(app, database.db);
  // Push only, and no quiet hours, so what is sent does not depend on the time the suite runs.
  await request(app.getHttpServer())
    .patch('/api/smart-notifications/preferences')
    .set('Cookie', cookie)
    .send({ email: false, quietHours: { enabled: false } })
    .expect(200);
});

describe('push subscriptions', () => {
  it('saves a browser subscription for the caller, and forgets it on unsubscribe', async () => {
    const subscription = await browser();
    await subscribe({ endpoint: subscription.endpoint, keys: subscription.keys }).expect(200);
    expect(await database.db.select().from(pushSubscriptions)).toHaveLength(1);
    const removed = await request(app.getHttpServer())
      .post('/api/notifications/unsubscribe')
      .set('Cookie', cookie)
      .send({ endpoint: subscription.endpoint, keys: subscription.keys })
      .expect(200);
    expect(removed.body).toEqual({ success: true, removed: true });
    expect(await database.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it("refuses to move another golfer's subscription to a caller who knows only its endpoint", async () => {
    const subscription = await browser();
    await subscribe({ endpoint: subscription.endpoint, keys: subscription.keys }).expect(200);
    const owner = cookie;
    cookie = await grantedCookie(app, database.db);
    const other = await browser();

    const refused = await subscribe({ endpoint: subscription.endpoint, keys: other.keys }).expect(
      409,
    );
    expect(refused.body.error.code).toBe('PUSH_SUBSCRIPTION_TAKEN');
    const [row] = await database.db.select().from(pushSubscriptions);
    expect(row!.p256dh).toBe(subscription.keys.p256dh);
    // The browser itself (same keys), now used by another golfer, may move it.
    await subscribe({ endpoint: subscription.endpoint, keys: subscription.keys }).expect(200);
    cookie = owner;
    const removed = await request(app.getHttpServer())
      .post('/api/notifications/unsubscribe')
      .set('Cookie', owner)
      .send({ endpoint: subscription.endpoint, keys: subscription.keys })
      .expect(200);
    expect(removed.body.removed).toBe(false);
  });

  it('refuses a malformed subscription and anyone without access', async () => {
    const bad = await subscribe({ endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } }).expect(
      400,
    );
    expect(bad.body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'endpoint',
      'keys.auth',
      'keys.p256dh',
    ]);
    await request(app.getHttpServer()).post('/api/notifications/subscribe').send({}).expect(403);
    const key = await request(app.getHttpServer())
      .get('/api/notifications/vapid-public-key')
      .set('Cookie', cookie)
      .expect(200);
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });
});

describe('delivering a match by web push', () => {
  it('turns an AlertMatched naming several matches into one delivery job each, and a replay into none', async () => {
    const first = await aMatch('07:10');
    const second = await aMatch('07:20');
    const notify = app.get(QueueRegistry).get('notify');

    await notifications.queueDeliveries([first.matchId, second.matchId]);
    await notifications.queueDeliveries([first.matchId, second.matchId]);

    const queued = await notify.getWaiting();
    expect(queued.map((job) => job.name)).toEqual(['deliver-alert-match', 'deliver-alert-match']);
    expect(queued.map((job) => job.data.alertMatchId).sort()).toEqual(
      [first.matchId, second.matchId].sort(),
    );
  });

  it('sends one encrypted, VAPID-signed push with TTL, Urgency high and a Topic per alert, once', async () => {
    const subscription = await browser();
    await subscribe({ endpoint: subscription.endpoint, keys: subscription.keys }).expect(200);
    const { matchId, alertId } = await aMatch('07:10');

    expect((await notifications.deliverMatch(matchId)).push).toEqual({
      status: 'sent',
      detail: '1 of 1 browsers',
    });
    expect((await notifications.deliverMatch(matchId)).push).toEqual({
      status: 'sent',
      detail: 'already handled',
    });

    const messages = await received();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      subscriptionId: subscription.id,
      ttl: 3600,
      urgency: 'high',
      topic: alertId.replace(/-/g, ''),
      payload: {
        title: 'Tee time open at Riverdale Golf Course',
        url: `/alerts?alert=${alertId}`,
        tag: 'teewatch-tee-time',
      },
    });
    expect(messages[0]!.payload.body).toMatch(/7:10 AM · 3 spots · \$55\/player$/);
    const [delivery] = await database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.alertMatchId, matchId));
    expect(delivery).toMatchObject({ channel: 'push', status: 'sent' });
  });

  it('forgets a subscription the push service says is gone', async () => {
    const subscription = await browser();
    await subscribe({ endpoint: subscription.endpoint, keys: subscription.keys }).expect(200);
    await fetch(`${sandbox.url}/push/subscriptions/${subscription.id}`, { method: 'DELETE' });
    const { matchId } = await aMatch('07:20');
    expect((await notifications.deliverMatch(matchId)).push).toEqual({
      status: 'failed',
      detail: 'no browser accepted the push',
    });
    expect(await database.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('asks the queue to retry when the push service says 429, and sends once it recovers', async () => {
    const subscription = await browser();
    await subscribe({ endpoint: subscription.endpoint, keys: subscription.keys }).expect(200);
    await fetch(`${sandbox.url}/push/subscriptions/${subscription.id}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 429, count: 1, retryAfterSeconds: 5 }),
    });
    const { matchId } = await aMatch('07:30');
    await expect(notifications.deliverMatch(matchId)).rejects.toBeInstanceOf(RetryLaterError);
    expect(await received()).toHaveLength(0);
    expect((await notifications.deliverMatch(matchId)).push).toMatchObject({ status: 'sent' });
    expect(await received()).toHaveLength(1);
  });

  it('holds matches within ten minutes of the last push, then sends them as one push', async () => {
    const subscription = await browser();
    await subscribe({ endpoint: subscription.endpoint, keys: subscription.keys }).expect(200);
    const { matchId, alertId } = await aMatch('07:10');
    expect((await notifications.deliverMatch(matchId)).push).toMatchObject({ status: 'sent' });

    const second = (await notifications.deliverMatch(await matchFor('07:20'))).push;
    const third = (await notifications.deliverMatch(await matchFor('07:30'))).push;
    expect(second?.status).toBe('deferred');
    expect(third).toEqual(second);
    expect(await received()).toHaveLength(1);
    const flush = await app.get(QueueRegistry).get('notify').getDelayed();
    expect(flush.map((job) => job.data)).toEqual([{ alertId, channel: 'push' }]);

    expect(
      await notifications.flushDeliveries(alertId, 'push', new Date(Date.now() + 10 * 60 * 1000)),
    ).toMatchObject({ status: 'sent' });
    const messages = await received();
    expect(messages).toHaveLength(2);
    expect(messages.map((m) => m.payload.title)).toContain(
      '2 tee times open at Riverdale Golf Course',
    );
    expect(
      await notifications.flushDeliveries(alertId, 'push', new Date(Date.now() + 10 * 60 * 1000)),
    ).toEqual({
      status: 'skipped',
      detail: 'nothing still open',
    });
  });

  it('records that nobody could be told when no browser subscribed', async () => {
    const { matchId } = await aMatch('07:40');
    expect((await notifications.deliverMatch(matchId)).push).toEqual({
      status: 'skipped',
      detail: 'no browser subscribed to push',
    });
  });
});

describe('smart notifications', () => {
  it('reports whether TeeWatch is watching, the active alerts and the messages sent', async () => {
    const stats = () =>
      request(app.getHttpServer())
        .get('/api/smart-notifications/stats')
        .set('Cookie', cookie)
        .expect(200);
    expect((await stats()).body).toEqual({
      success: true,
      data: { monitoring: false, activeAlerts: 0, totalNotificationsSent: 0 },
    });
    const subscription = await browser();
    await subscribe({ endpoint: subscription.endpoint, keys: subscription.keys }).expect(200);
    const { matchId } = await aMatch('08:10');
    await notifications.deliverMatch(matchId);
    expect((await stats()).body.data).toEqual({
      monitoring: true,
      activeAlerts: 1,
      totalNotificationsSent: 1,
    });
  });

  it('queues a scan of every watched course-date at once on Check Now, at most once a minute', async () => {
    await aMatch('08:20');
    const scan = app.get(QueueRegistry).get('scan');
    await scan.obliterate({ force: true });
    const checkNow = () =>
      request(app.getHttpServer()).post('/api/smart-notifications/check-now').set('Cookie', cookie);

    const first = await checkNow().expect(202);
    expect(first.body).toEqual({
      success: true,
      message: 'Check triggered',
      data: { courseDates: 1 },
    });
    const [job] = await scan.getPrioritized();
    expect(job).toMatchObject({ name: 'scan-course-date', opts: { priority: 1 }, data: { date } });

    const again = await checkNow().expect(429);
    expect(again.body.error.code).toBe('RATE_LIMITED');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('reads at once on Check Now a course-date the planner queued for a few seconds later', async () => {
    await aMatch('08:20');
    const scan = app.get(QueueRegistry).get('scan');
    await scan.obliterate({ force: true });
    const [watched] = await app.get(AlertsService).watchedCourseDates();
    await app
      .get(QueueRegistry)
      .enqueue('scan-course-date', [[{ linkId: watched!.linkId, date }, 2, 4_000]]);
    expect(await scan.getDelayedCount()).toBe(1);

    await request(app.getHttpServer())
      .post('/api/smart-notifications/check-now')
      .set('Cookie', cookie)
      .expect(202);
    expect(await scan.getDelayedCount()).toBe(0);
    const [job] = await scan.getPrioritized();
    expect(job).toMatchObject({ name: 'scan-course-date', data: { date } });
  });
});

describe('test notification', () => {
  const sendTest = (body: object = {}) =>
    request(app.getHttpServer())
      .post('/api/smart-notifications/test')
      .set('Cookie', cookie)
      .send(body);

  it("sends a real test push to the caller's own browser only", async () => {
    const mine = await browser();
    await subscribe({ endpoint: mine.endpoint, keys: mine.keys }).expect(200);
    const response = await sendTest({
      userId: 'someone',
      email: 'stranger@example.com',
      phone: '+13035550100',
    }).expect(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Test notification sent',
      data: {
        push: { sent: 1, targets: 1 },
        email: { sent: 0, targets: 0 },
        sms: { sent: 0, targets: 0 },
      },
    });
    const messages = await received();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      subscriptionId: mine.id,
      payload: { title: 'TeeWatch test notification' },
    });
  });

  it('says plainly when there is nowhere to send it', async () => {
    const response = await sendTest().expect(409);
    expect(response.body.error).toEqual({
      code: 'NO_REACHABLE_CHANNEL',
      message:
        'Could not send test notification: turn on push notifications in this browser or add a verified email or phone first.',
    });
    await sendTest({ role: 'admin' }).expect(400);
  });
});
