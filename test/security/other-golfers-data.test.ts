import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { defaultSearchPreferences } from '@teewatch/contracts';
import request from 'supertest';
import {
  autoBookings,
  bookingOptimizations,
  bookings,
  contacts,
  emailAttempts,
  friendships,
  golfGroupMembers,
  golfGroups,
  providerLinks,
} from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { aTeeTime } from '../factories/tee-time.factory.js';
import { aUser } from '../factories/user.factory.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { recordCheck } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';
import { testConfig } from '../support/test-env.js';
import { eq } from 'drizzle-orm';

/**
 * Every endpoint that takes an id, tried by another signed-in golfer with their own browser: each
 * answers as if the thing did not exist, and the owner's things are unchanged afterwards.
 */
const database = openTestDatabase();
const PASSWORD = 'right-fairway-1';
const date = addDays(denverDate(), 3);
let app: NestFastifyApplication;

interface Golfer {
  userId: string;
  cookie: string;
  token: string;
}

async function aGolfer(): Promise<Golfer> {
  const user = await aUser(database.db, { password: PASSWORD });
  const cookie = await grantedCookie(app, database.db);
  const session = await request(app.getHttpServer())
    .post('/api/auth/login')
    .set('Cookie', cookie)
    .send({ email: user.email, password: PASSWORD })
    .expect(200);
  return { userId: user.id, cookie, token: session.body.token as string };
}

const as = (golfer: Golfer, call: request.Test) =>
  call.set('Cookie', golfer.cookie).set('Authorization', `Bearer ${golfer.token}`);

let owner: Golfer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ app } = await startTestApi());
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  owner = await aGolfer();
  const api = () => request(app.getHttpServer());

  const alert = await as(owner, api().post('/api/alerts'))
    .send({
      location: 'denver',
      date,
      timePreference: 'any',
      players: '2',
      maxPrice: '100',
      courses: [],
    })
    .expect(201);
  ids.alert = alert.body.alert.id;
  const teeTime = await aTeeTime(database.db, 'city-park-golf-course', {
    localDate: date,
    localTime: '09:00',
  });
  ids.teeTime = teeTime.id;
  const [contact] = await database.db
    .insert(contacts)
    .values({ ownerUserId: owner.userId, kind: 'phone', value: '+13035550142' })
    .returning();
  ids.contact = contact!.id;
  const [email] = await database.db
    .insert(emailAttempts)
    .values({
      ownerUserId: owner.userId,
      type: 'alert',
      toAddress: 'owner@example.com',
      subject: 'Tee time',
      html: '<p>Tee time</p>',
      text: 'Tee time',
    })
    .returning();
  ids.email = email!.id;
  const [link] = await database.db
    .select()
    .from(providerLinks)
    .where(eq(providerLinks.courseId, 'city-park-golf-course'));
  const [booking] = await database.db
    .insert(bookings)
    .values({
      userId: owner.userId,
      idempotencyKey: 'owner-booking-1',
      teeTimeId: teeTime.id,
      providerLinkId: link!.id,
      courseId: 'city-park-golf-course',
      platform: link!.platform,
      slotRef: teeTime.slotRef,
      startsAt: teeTime.startsAt,
      localDate: date,
      localTime: '09:00',
      holes: 18,
      players: 2,
      status: 'booked',
      confirmationNumber: 'MS-1',
    })
    .returning();
  ids.booking = booking!.id;
  const [optimization] = await database.db
    .insert(bookingOptimizations)
    .values({
      ownerUserId: owner.userId,
      teeTimeId: teeTime.id,
      localDate: date,
      players: 2,
      preferences: defaultSearchPreferences,
      optimizationScore: 0.9,
      estimatedSuccess: 0.8,
      bookingStrategy: 'immediate',
      reasons: [],
    })
    .returning();
  ids.optimization = optimization!.id;
  const [queued] = await database.db
    .insert(autoBookings)
    .values({
      userId: owner.userId,
      optimizationId: optimization!.id,
      teeTimeId: teeTime.id,
      courseName: 'City Park Golf Course',
      localDate: date,
      localTime: '09:00',
      preferences: defaultSearchPreferences,
      minScore: 0.5,
      players: 2,
      status: 'paused',
    })
    .returning();
  ids.autoBooking = queued!.id;
  // A friend, and a request another golfer made to the owner.
  const [friend, asker] = [await aUser(database.db), await aUser(database.db)];
  ids.friend = friend.id;
  ids.asker = asker.id;
  await database.db.insert(friendships).values([
    { userId: owner.userId, friendId: friend.id, status: 'accepted' },
    { userId: friend.id, friendId: owner.userId, status: 'accepted' },
    { userId: asker.id, friendId: owner.userId, status: 'pending' },
  ]);
  // A golf group of the owner and that friend, with a group alert.
  const [group] = await database.db
    .insert(golfGroups)
    .values({ ownerUserId: owner.userId, name: 'Saturday crew' })
    .returning();
  ids.group = group!.id;
  await database.db.insert(golfGroupMembers).values([
    { groupId: group!.id, userId: owner.userId },
    { groupId: group!.id, userId: friend.id },
  ]);
  const groupAlert = await as(owner, api().post(`/api/groups/${ids.group}/alerts`))
    .send({ location: 'denver', date, timePreference: 'any', players: 4, maxPrice: 100 })
    .expect(201);
  ids.groupAlert = groupAlert.body.group.alerts[0].id;
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

/** Each id-taking endpoint, as the attacker would call it with the owner's id. */
const attempts = () => [
  {
    name: 'PATCH /api/alerts/{id}',
    call: (t: request.Agent) => t.patch(`/api/alerts/${ids.alert}`).send({ status: 'paused' }),
  },
  {
    name: 'DELETE /api/alerts/{id}',
    call: (t: request.Agent) => t.delete(`/api/alerts/${ids.alert}`),
  },
  {
    name: 'GET /api/alerts/{id}/matches',
    call: (t: request.Agent) => t.get(`/api/alerts/${ids.alert}/matches`),
  },
  {
    name: 'GET /api/smart-notifications/alerts/{id}/preferences',
    call: (t: request.Agent) => t.get(`/api/smart-notifications/alerts/${ids.alert}/preferences`),
  },
  {
    name: 'PATCH /api/smart-notifications/alerts/{id}/preferences',
    call: (t: request.Agent) =>
      t.patch(`/api/smart-notifications/alerts/${ids.alert}/preferences`).send({ push: false }),
  },
  {
    name: 'POST /api/contacts/{id}/verify',
    call: (t: request.Agent) =>
      t.post(`/api/contacts/${ids.contact}/verify`).send({ code: '123456' }),
  },
  {
    name: 'DELETE /api/contacts/{id}',
    call: (t: request.Agent) => t.delete(`/api/contacts/${ids.contact}`),
  },
  {
    name: 'GET /api/email/status/{id}',
    call: (t: request.Agent) => t.get(`/api/email/status/${ids.email}`),
  },
  {
    name: 'GET /api/bookings/{id}/calendar.ics',
    call: (t: request.Agent) => t.get(`/api/bookings/${ids.booking}/calendar.ics`),
  },
  {
    name: 'POST /api/bookings/{id}/cancellation',
    call: (t: request.Agent) => t.post(`/api/bookings/${ids.booking}/cancellation`),
  },
  {
    name: 'POST /api/one-click-booking/execute/{id}',
    call: (t: request.Agent) =>
      t.post(`/api/one-click-booking/execute/${ids.optimization}`).send({ userCredentials: {} }),
  },
  {
    name: 'PATCH /api/one-click-booking/queue/{id}',
    call: (t: request.Agent) =>
      t.patch(`/api/one-click-booking/queue/${ids.autoBooking}`).send({ status: 'waiting' }),
  },
  {
    name: 'DELETE /api/one-click-booking/queue/{id}',
    call: (t: request.Agent) => t.delete(`/api/one-click-booking/queue/${ids.autoBooking}`),
  },
  {
    name: 'GET /api/achievements/user/{userId}/achievements',
    call: (t: request.Agent) => t.get(`/api/achievements/user/${owner.userId}/achievements`),
  },
  {
    name: 'GET /api/achievements/user/{userId}/summary',
    call: (t: request.Agent) => t.get(`/api/achievements/user/${owner.userId}/summary`),
  },
  {
    name: 'POST /api/friends/{userId}/accept (a request made to the owner)',
    call: (t: request.Agent) => t.post(`/api/friends/${ids.asker}/accept`),
  },
  {
    name: "DELETE /api/friends/{userId} (the owner's friend)",
    call: (t: request.Agent) => t.delete(`/api/friends/${ids.friend}`),
  },
  {
    name: 'POST /api/groups/{id}/alerts',
    call: (t: request.Agent) =>
      t
        .post(`/api/groups/${ids.group}/alerts`)
        .send({ location: 'denver', date, timePreference: 'any', players: 4, maxPrice: 100 }),
  },
  {
    name: 'PUT /api/groups/{id}/alerts/{alertId}/tee-times/{teeTimeId}/answer',
    call: (t: request.Agent) =>
      t
        .put(`/api/groups/${ids.group}/alerts/${ids.groupAlert}/tee-times/${ids.teeTime}/answer`)
        .send({ answer: 'in' }),
  },
  {
    name: 'POST /api/groups/{id}/alerts/{alertId}/tee-times/{teeTimeId}/booking',
    call: (t: request.Agent) =>
      t.post(`/api/groups/${ids.group}/alerts/${ids.groupAlert}/tee-times/${ids.teeTime}/booking`),
  },
  {
    name: 'DELETE /api/groups/{id}',
    call: (t: request.Agent) => t.delete(`/api/groups/${ids.group}`),
  },
];

describe("another golfer's ids", () => {
  it.each(attempts().map((attempt) => [attempt.name, attempt]))(
    '%s answers 404 and changes nothing',
    async (name, attempt) => {
      const attacker = await aGolfer();
      const agent = request
        .agent(app.getHttpServer())
        .set('Cookie', attacker.cookie)
        .set('Authorization', `Bearer ${attacker.token}`);
      const answer = await attempt.call(agent);
      const unchanged = await ownersThingsAsBefore();
      recordCheck(
        'security',
        `IDOR: ${name} as another golfer`,
        `HTTP ${answer.status}; owner's data ${unchanged ? 'unchanged' : 'CHANGED'}`,
        answer.status === 404 && unchanged,
      );
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(ids.alert!);
      expect(unchanged).toBe(true);
    },
  );
});

/** The owner still sees every one of their things as it was. */
async function ownersThingsAsBefore(): Promise<boolean> {
  const api = () => request(app.getHttpServer());
  const alerts = await as(owner, api().get('/api/alerts')).expect(200);
  const alert = alerts.body.alerts.find((each: { id: string }) => each.id === ids.alert);
  const preferences = await as(
    owner,
    api().get(`/api/smart-notifications/alerts/${ids.alert}/preferences`),
  );
  const [contact] = await database.db.select().from(contacts).where(eq(contacts.id, ids.contact!));
  const calendar = await as(owner, api().get(`/api/bookings/${ids.booking}/calendar.ics`));
  const [queued] = await database.db
    .select()
    .from(autoBookings)
    .where(eq(autoBookings.id, ids.autoBooking!));
  const email = await as(owner, api().get(`/api/email/status/${ids.email}`));
  const friends = await as(owner, api().get('/api/friends'));
  const groups = await as(owner, api().get('/api/groups'));
  return (
    groups.body.groups?.length === 1 &&
    groups.body.groups[0].alerts.length === 1 &&
    groups.body.groups[0].alerts[0].matches.every(
      (match: { inNames: string[] }) => match.inNames.length === 0,
    ) &&
    friends.body.friends?.length === 1 &&
    friends.body.incoming?.length === 1 &&
    alert?.status === 'active' &&
    preferences.status === 200 &&
    preferences.body.data?.push === true &&
    contact !== undefined &&
    calendar.status === 200 &&
    queued?.status === 'paused' &&
    email.status === 200 &&
    (await database.db.select().from(bookings).where(eq(bookings.userId, owner.userId))).length ===
      1
  );
}
