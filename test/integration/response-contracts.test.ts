import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  accessGrantResponseSchema,
  activityListResponseSchema,
  alertListResponseSchema,
  alertMatchesResponseSchema,
  alertResponseSchema,
  authConfigSchema,
  checkNowResponseSchema,
  contactListResponseSchema,
  contactResponseSchema,
  magicLinkSentSchema,
  magicLinkVerifyResultSchema,
  messageResponseSchema,
  notificationPreferencesResponseSchema,
  notificationStatsResponseSchema,
  pushUnsubscribeResponseSchema,
  sessionTokensSchema,
  sessionUserResponseSchema,
  successResponseSchema,
  testNotificationResponseSchema,
  vapidPublicKeyResponseSchema,
} from '@teewatch/contracts';
import request from 'supertest';
import webPush from 'web-push';
import { type AppConfig } from '../../backend/src/config/config.schema.js';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { aTeeTime } from '../factories/tee-time.factory.js';
import { aUser } from '../factories/user.factory.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { cookiePair, resetAccounts } from '../support/auth.js';
import { openTestDatabase, truncateAll } from '../support/database.js';
import { testConfig } from '../support/test-env.js';

/**
 * The web app reads every answer through its response schema in the contracts. Here the real API
 * answers the calls the app makes, and each body must parse with its schema and name no field the
 * schema does not: a server change that would break the app fails here first.
 */
const database = openTestDatabase();
const date = addDays(denverDate(), 3);
let sandbox: MessagingSandbox;
let app: NestFastifyApplication;
let config: AppConfig;
let cookie: string;

const api = () => request(app.getHttpServer());

/** The body parses with its contract, and the contract knows every field the server sent. */
function expectContract<T>(schema: { parse(value: unknown): T }, body: unknown): T {
  const parsed = schema.parse(body);
  // Parsing drops fields the schema does not name, so an extra field makes the two differ.
  expect(parsed).toEqual(body);
  return parsed;
}

beforeAll(async () => {
  sandbox = await startMessagingSandbox();
  const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'teewatch-contracts-')), 'ca.pem');
  writeFileSync(caFile, sandbox.caPem);
  const vapid = webPush.generateVAPIDKeys();
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app, config } = await startTestApi({
    SES_ENDPOINT: `${sandbox.url}/ses`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:alerts@teewatch.test',
    PUSH_CA_CERT_FILE: caFile,
  }));
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database.pool);
  await database.pool.query('truncate tee_times, push_subscriptions, contacts cascade');
  await resetAccounts(database.pool, config);
  sandbox.context.reset();
  cookie = await grantedCookie(app, database.db);
});

it("answers the access grant as the welcome card's contract says", async () => {
  const grant = await api().get('/api/access-codes/grant').set('Cookie', cookie).expect(200);
  expect(expectContract(accessGrantResponseSchema, grant.body).type).toBe('private_beta');
});

it('answers creating, listing, matching, pausing and deleting alerts by their contracts', async () => {
  const created = await api()
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
  const { alert } = expectContract(alertResponseSchema, created.body);
  await aTeeTime(database.db, 'riverdale-golf-course', { localDate: date, localTime: '07:10' });

  const listed = await api().get('/api/alerts').set('Cookie', cookie).expect(200);
  expect(expectContract(alertListResponseSchema, listed.body).alerts).toMatchObject([
    { id: alert.id, courses: [{ id: 'riverdale-golf-course' }], matchesNow: 1 },
  ]);
  const matches = await api()
    .get(`/api/alerts/${alert.id}/matches`)
    .set('Cookie', cookie)
    .expect(200);
  expect(expectContract(alertMatchesResponseSchema, matches.body).teeTimes).toMatchObject([
    { courseName: 'Riverdale Golf Course', date, time: '07:10', price: 55 },
  ]);
  const paused = await api()
    .patch(`/api/alerts/${alert.id}`)
    .set('Cookie', cookie)
    .send({ status: 'paused' })
    .expect(200);
  expect(expectContract(alertResponseSchema, paused.body).alert.status).toBe('paused');
  const deleted = await api().delete(`/api/alerts/${alert.id}`).set('Cookie', cookie).expect(200);
  expectContract(successResponseSchema, deleted.body);
});

it('answers the notification stats, preferences, check-now and contacts by their contracts', async () => {
  const stats = await api().get('/api/smart-notifications/stats').set('Cookie', cookie).expect(200);
  expect(expectContract(notificationStatsResponseSchema, stats.body).data.monitoring).toBe(false);
  const preferences = await api()
    .get('/api/smart-notifications/preferences')
    .set('Cookie', cookie)
    .expect(200);
  expectContract(notificationPreferencesResponseSchema, preferences.body);
  const changed = await api()
    .patch('/api/smart-notifications/preferences')
    .set('Cookie', cookie)
    .send({ frequency: 'hourly' })
    .expect(200);
  expect(expectContract(notificationPreferencesResponseSchema, changed.body).data.frequency).toBe(
    'hourly',
  );
  const checked = await api()
    .post('/api/smart-notifications/check-now')
    .set('Cookie', cookie)
    .expect(202);
  expect(expectContract(checkNowResponseSchema, checked.body).data.courseDates).toBe(0);

  const added = await api()
    .post('/api/contacts')
    .set('Cookie', cookie)
    .send({ kind: 'email', value: 'pat@example.com' })
    .expect(201);
  expect(expectContract(contactResponseSchema, added.body).data.verified).toBe(false);
  const contacts = await api().get('/api/contacts').set('Cookie', cookie).expect(200);
  expect(expectContract(contactListResponseSchema, contacts.body).data).toHaveLength(1);
});

it('answers push subscriptions and the Test Alert by their contracts, counting what was sent', async () => {
  const key = await api()
    .get('/api/notifications/vapid-public-key')
    .set('Cookie', cookie)
    .expect(200);
  expect(expectContract(vapidPublicKeyResponseSchema, key.body).publicKey).not.toBe('');
  const browser = (await (
    await fetch(`${sandbox.url}/push/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
  const subscription = { endpoint: browser.endpoint, keys: browser.keys };
  const subscribed = await api()
    .post('/api/notifications/subscribe')
    .set('Cookie', cookie)
    .send(subscription)
    .expect(200);
  expectContract(successResponseSchema, subscribed.body);

  const tested = await api()
    .post('/api/smart-notifications/test')
    .set('Cookie', cookie)
    .send({})
    .expect(200);
  expect(expectContract(testNotificationResponseSchema, tested.body).data).toEqual({
    push: { sent: 1, targets: 1 },
    email: { sent: 0, targets: 0 },
    sms: { sent: 0, targets: 0 },
  });
  const unsubscribed = await api()
    .post('/api/notifications/unsubscribe')
    .set('Cookie', cookie)
    .send(subscription)
    .expect(200);
  expect(expectContract(pushUnsubscribeResponseSchema, unsubscribed.body).removed).toBe(true);
});

it('answers sign-up, sign-in, the session calls and the profile by their contracts', async () => {
  const offered = await api().get('/api/auth/config').expect(200);
  expect(expectContract(authConfigSchema, offered.body).methods.password).toBe(true);
  const signedUp = await api()
    .post('/api/auth/signup')
    .send({ name: 'Ada Birdie', email: 'ada@example.com', password: 'fairway-7-iron' })
    .expect(202);
  expectContract(messageResponseSchema, signedUp.body);
  const reset = await api()
    .post('/api/auth/reset-password')
    .send({ email: 'ada@example.com' })
    .expect(202);
  expectContract(messageResponseSchema, reset.body);

  const user = await aUser(database.db, { password: 'fairway-7-iron' });
  const login = await api()
    .post('/api/auth/login')
    .set('Cookie', cookie)
    .send({ email: user.email, password: 'fairway-7-iron' })
    .expect(200);
  const tokens = expectContract(sessionTokensSchema, login.body);
  const bearer = `Bearer ${tokens.token}`;
  const me = await api().get('/api/auth/magic-link/me').set('Authorization', bearer).expect(200);
  expect(expectContract(sessionUserResponseSchema, me.body).user.id).toBe(user.id);
  const renamed = await api()
    .patch('/api/users/me')
    .set('Authorization', bearer)
    .send({ name: 'Pat Eagle' })
    .expect(200);
  expect(expectContract(sessionUserResponseSchema, renamed.body).user.firstName).toBe('Pat');
  const activity = await api()
    .get('/api/users/me/activity')
    .set('Authorization', bearer)
    .expect(200);
  expect(expectContract(activityListResponseSchema, activity.body).data.length).toBeGreaterThan(0);

  const refreshed = await api()
    .post('/api/auth/magic-link/refresh')
    .send({ refreshToken: tokens.refreshToken })
    .expect(200);
  const renewed = expectContract(sessionTokensSchema, refreshed.body);
  const loggedOut = await api()
    .post('/api/auth/magic-link/logout')
    .send({ refreshToken: renewed.refreshToken })
    .expect(200);
  expectContract(messageResponseSchema, loggedOut.body);
});

it('answers the magic-link request and its poll by their contracts', async () => {
  const sent = await api()
    .post('/api/auth/magic-link/send')
    .send({ email: 'ada@example.com' })
    .expect(200);
  const { magicLinkId } = expectContract(magicLinkSentSchema, sent.body);
  const poll = await api()
    .get(`/api/auth/magic-link/verify/${magicLinkId}`)
    .set('Cookie', cookiePair(sent, 'teewatch_magic_link'))
    .expect(200);
  expect(expectContract(magicLinkVerifyResultSchema, poll.body).status).toBe('pending');
});
