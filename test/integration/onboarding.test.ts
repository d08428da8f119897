import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  eventually,
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { aSignedInUser, emailTo } from '../support/auth.js';
import { openTestDatabase } from '../support/database.js';

/**
 * Onboarding's end: what the golfer chose is kept as their golf profile, notification defaults
 * and contacts to verify; the onboarding achievement pays once; the location step's town comes
 * from TeeWatch's own places; every call checks who asks and what it was sent.
 */
const database = openTestDatabase();
let messaging: MessagingSandbox;
let app: NestFastifyApplication;
let cookie: string;

const api = () => request(app.getHttpServer());
const as = (call: request.Test, token: string) =>
  call.set('Cookie', cookie).set('Authorization', `Bearer ${token}`);

const chosen = {
  completedSteps: [0, 1, 2, 3],
  data: {
    location: { latitude: 40.0176, longitude: -105.2797, city: 'Boulder', state: 'CO' },
    preferences: {
      preferredTimes: ['early', 'morning'],
      maxDistance: 40,
      maxPrice: 75,
      defaultPlayers: 2,
      courseDifficulty: ['advanced'],
      weekdaysOnly: true,
      weekendsOnly: false,
      advanceBookingDays: 14,
      favoriteCourseName: 'Flatirons Golf Course',
    },
    notifications: {
      pushEnabled: false,
      emailEnabled: true,
      smsEnabled: true,
      emailAddress: 'Golf.Buddy@Example.com',
      phoneNumber: '(303) 555-0142',
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
      urgencyLevels: ['immediate', 'urgent'],
    },
  },
};

beforeAll(async () => {
  messaging = await startMessagingSandbox();
  ({ app } = await startTestApi({
    SES_ENDPOINT: `${messaging.url}/ses`,
    SNS_ENDPOINT: `${messaging.url}/sns/`,
  }));
  cookie = await grantedCookie(app, database.db);
});
afterAll(async () => {
  await app?.close();
  await messaging?.close();
  await database.close();
});

it('keeps what onboarding chose as the golfer’s real settings, and pays its points once', async () => {
  const golfer = await aSignedInUser(app, database.db);

  const before = await as(api().get('/api/onboarding'), golfer.token).expect(200);
  expect(before.body.data).toMatchObject({
    completedAt: null,
    preferences: { preferredTimes: ['morning'], maxPrice: 150, defaultPlayers: 4 },
    urgencyLevels: ['immediate', 'urgent', 'normal', 'low'],
  });

  const done = await as(api().post('/api/onboarding/complete'), golfer.token)
    .send(chosen)
    .expect(200);
  expect(done.body.data.pointsAwarded).toBe(1000);
  expect(done.body.data.profile).toMatchObject({
    completedSteps: [0, 1, 2, 3],
    location: { city: 'Boulder', state: 'CO', area: 'boulder' },
    preferences: chosen.data.preferences,
    urgencyLevels: ['immediate', 'urgent'],
  });
  expect(
    done.body.data.contactsToVerify.map(({ kind, value }: { kind: string; value: string }) => [
      kind,
      value,
    ]),
  ).toEqual([
    ['email', 'golf.buddy@example.com'],
    ['phone', '+13035550142'],
  ]);
  // The address is sent its confirmation link and the phone its code, as from the settings page.
  await emailTo(() => messaging.context.emails, 'golf.buddy@example.com', /confirm/i);
  await eventually(() => messaging.context.sms.find((sms) => sms.phoneNumber === '+13035550142'));

  const settings = await as(api().get('/api/smart-notifications/preferences'), golfer.token);
  expect(settings.body.data).toMatchObject({
    push: false,
    email: true,
    sms: true,
    quietHours: { enabled: true, start: '22:00', end: '07:00' },
  });
  const profile = await as(api().get('/api/onboarding'), golfer.token).expect(200);
  expect(profile.body.data.completedAt).toEqual(expect.any(String));
  expect(profile.body.data.preferences).toEqual(chosen.data.preferences);

  // Onboarding again changes the settings but pays nothing more.
  const again = await as(api().post('/api/onboarding/complete'), golfer.token)
    .send({
      completedSteps: [0, 2],
      data: { preferences: { ...chosen.data.preferences, defaultPlayers: 3 } },
    })
    .expect(200);
  expect(again.body.data.pointsAwarded).toBe(0);
  expect(again.body.data.profile).toMatchObject({
    preferences: { defaultPlayers: 3 },
    // Steps skipped this time keep what was chosen before.
    location: { city: 'Boulder' },
    urgencyLevels: ['immediate', 'urgent'],
  });
  const stats = await as(api().get('/api/gamification/stats'), golfer.token).expect(200);
  expect(
    stats.body.achievements.find((a: { id: string }) => a.id === 'onboarding-complete'),
  ).toMatchObject({ unlocked: true, points: 1000 });
});

it('answers only a signed-in golfer, about their own profile', async () => {
  await api().get('/api/onboarding').set('Cookie', cookie).expect(401);
  await api().post('/api/onboarding/complete').set('Cookie', cookie).send(chosen).expect(401);
  const other = await aSignedInUser(app, database.db);
  const theirs = await as(api().get('/api/onboarding'), other.token).expect(200);
  expect(theirs.body.data.completedAt).toBeNull();
});

it('refuses bad choices with the field and the reason, and keeps nothing', async () => {
  const golfer = await aSignedInUser(app, database.db);
  const refused = async (data: object, field: string, message: RegExp) => {
    const response = await as(api().post('/api/onboarding/complete'), golfer.token)
      .send({ completedSteps: [0, 1, 2, 3], data })
      .expect(400);
    expect(response.body.error.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field, message: expect.stringMatching(message) }),
      ]),
    );
  };
  const preferences = chosen.data.preferences;
  await refused(
    { preferences: { ...preferences, preferredTimes: [] } },
    'data.preferences.preferredTimes',
    /at least one preferred time/,
  );
  await refused(
    { preferences: { ...preferences, maxPrice: 0 } },
    'data.preferences.maxPrice',
    /at least 25/,
  );
  await refused(
    { preferences: { ...preferences, defaultPlayers: 5 } },
    'data.preferences.defaultPlayers',
    /at most 4/,
  );
  await refused(
    { preferences: { ...preferences, advanceBookingDays: 10 } },
    'data.preferences.advanceBookingDays',
    /1, 3, 7, 14 or 30/,
  );
  await refused(
    { notifications: { ...chosen.data.notifications, emailAddress: 'not-an-address' } },
    'data.notifications.emailAddress',
    /valid email/,
  );
  await refused(
    { notifications: { ...chosen.data.notifications, urgencyLevels: ['someday'] } },
    'data.notifications.urgencyLevels.0',
    /immediate, urgent, normal or low/,
  );
  const after = await as(api().get('/api/onboarding'), golfer.token).expect(200);
  expect(after.body.data.completedAt).toBeNull();
});

it('names the nearest Colorado town for the location step, from its own places', async () => {
  const boulder = await api()
    .get('/api/geo/reverse?latitude=40.0176&longitude=-105.2797')
    .set('Cookie', cookie)
    .expect(200);
  expect(boulder.body.data).toMatchObject({ city: 'Boulder', state: 'CO', area: 'boulder' });
  await api()
    .get('/api/geo/reverse?latitude=40.7128&longitude=-74.006')
    .set('Cookie', cookie)
    .expect(404);
  const bad = await api().get('/api/geo/reverse?latitude=north').set('Cookie', cookie).expect(400);
  expect(bad.body.error.fields.map((d: { field: string }) => d.field)).toEqual(
    expect.arrayContaining(['latitude', 'longitude']),
  );
  // Like every call, it answers only a browser with access.
  await api().get('/api/geo/reverse?latitude=40&longitude=-105').expect(403);
});
