import { randomUUID } from 'node:crypto';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { friendships, providerLinks } from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { GroupNoticesService } from '../../backend/src/modules/notifications/group-notices.service.js';
import { TeeTimesService } from '../../backend/src/modules/tee-times/tee-times.service.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { aTeeTime } from '../factories/tee-time.factory.js';
import { aUser } from '../factories/user.factory.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { openTestDatabase } from '../support/database.js';
import { startSandbox, type TestSandbox } from '../support/sandbox.js';
import { testConfig } from '../support/test-env.js';

/**
 * Golf groups: a golfer and friends; a group alert every member sees and is told about once;
 * In and Out per tee time; nobody outside the group reaches it.
 */
const database = openTestDatabase();
const PASSWORD = 'right-fairway-1';
const date = addDays(denverDate(), 3);
let messaging: MessagingSandbox;
let teeSheets: TestSandbox;
let app: NestFastifyApplication;

interface Golfer {
  id: string;
  email: string;
  token: string;
  cookie: string;
}

async function aGolfer(name: string): Promise<Golfer> {
  const user = await aUser(database.db, { password: PASSWORD, displayName: name });
  const cookie = await grantedCookie(app, database.db);
  const session = await request(app.getHttpServer())
    .post('/api/auth/login')
    .set('Cookie', cookie)
    .send({ email: user.email, password: PASSWORD })
    .expect(200);
  return { id: user.id, email: user.email, token: session.body.token as string, cookie };
}

const as = (call: request.Test, golfer: Golfer) =>
  call.set('Cookie', golfer.cookie).set('Authorization', `Bearer ${golfer.token}`);
const api = () => request(app.getHttpServer());

async function befriend(a: Golfer, b: Golfer) {
  await database.db.insert(friendships).values([
    { userId: a.id, friendId: b.id, status: 'accepted' },
    { userId: b.id, friendId: a.id, status: 'accepted' },
  ]);
}

beforeAll(async () => {
  messaging = await startMessagingSandbox();
  teeSheets = await startSandbox();
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app } = await startTestApi({
    ...teeSheets.adapterEnv,
    TEE_SHEET_CHRONOGOLF_RATE_PER_SECOND: '100',
    SES_ENDPOINT: `${messaging.url}/ses`,
    QUEUE_PREFIX: `groups-${randomUUID().slice(0, 8)}`,
  }));
});
afterAll(async () => {
  await app?.close();
  await messaging?.close();
  await teeSheets?.close();
  await database.close();
});

it('tells every member of a group alert about a tee time with room for them, once, and keeps their answers', async () => {
  const [ada, bea, stranger] = [await aGolfer('Ada'), await aGolfer('Bea'), await aGolfer('Cy')];
  await befriend(ada, bea);

  // Only friends can be brought in.
  const refused = await as(api().post('/api/groups'), ada)
    .send({ name: 'Saturday crew', memberIds: [bea.id, stranger.id] })
    .expect(400);
  expect(refused.body.error.fields).toEqual([
    { field: 'memberIds', message: 'must list your friends only' },
  ]);
  const made = await as(api().post('/api/groups'), ada)
    .send({ name: 'Saturday crew', memberIds: [bea.id] })
    .expect(201);
  const groupId = made.body.group.id as string;
  expect(made.body.group.members.map((m: { name: string }) => m.name)).toEqual(['Ada', 'Bea']);

  // Bea makes the group alert: 4 spots at Wellshire in the morning, under $70.
  const withAlert = await as(api().post(`/api/groups/${groupId}/alerts`), bea)
    .send({
      location: 'denver',
      date,
      timePreference: 'morning',
      players: 4,
      maxPrice: 70,
      courses: ['Wellshire Golf Course'],
    })
    .expect(201);
  const alertId = withAlert.body.group.alerts[0].id as string;
  // Named by the course it watches, not the area the form started from.
  expect(withAlert.body.group.alerts[0]).toMatchObject({
    label: 'Wellshire Golf Course',
    spots: 4,
    maxPrice: 70,
  });

  // A four-spot slot opens; the matcher records the match, as after a scan.
  const teeTime = await aTeeTime(database.db, 'wellshire-golf-course', {
    localDate: date,
    localTime: '08:10',
    openSpots: 4,
    priceCents: 6000,
  });
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into alert_matches (alert_id, tee_time_id, course_id, starts_at, open_spots, price_cents)
     values ($1, $2, 'wellshire-golf-course', $3, 4, 6000) returning id`,
    [alertId, teeTime.id, teeTime.startsAt],
  );
  const notices = app.get(GroupNoticesService);
  // AlertMatched, replayed: Ada (not the alert's maker) is told once; Bea gets her own alert's news.
  expect(await notices.tellMembers([rows[0]!.id])).toBe(1);
  expect(await notices.tellMembers([rows[0]!.id])).toBe(0);
  const toAda = messaging.context.emails.filter((email) => email.to.includes(ada.email));
  expect(toAda).toHaveLength(1);
  expect(toAda[0]!.subject).toBe('Saturday crew: Wellshire Golf Course has room');
  expect(toAda[0]!.text).toContain('8:10 AM · 4 spots · $60/player. Are you in?');

  // Both see the tee time; Ada is in, Bea is out.
  const seen = await as(api().get('/api/groups'), ada).expect(200);
  expect(seen.body.groups[0].alerts[0].matches[0]).toMatchObject({
    teeTimeId: teeTime.id,
    courseName: 'Wellshire Golf Course',
    time: '08:10',
    spots: 4,
    myAnswer: null,
  });
  const answerPath = `/api/groups/${groupId}/alerts/${alertId}/tee-times/${teeTime.id}/answer`;
  await as(api().put(answerPath), ada).send({ answer: 'in' }).expect(200);
  const answered = await as(api().put(answerPath), bea).send({ answer: 'out' }).expect(200);
  expect(answered.body.group.alerts[0].matches[0]).toMatchObject({
    inNames: ['Ada'],
    outNames: ['Bea'],
    myAnswer: 'out',
  });

  // Nobody else reaches the group.
  await as(api().put(answerPath), stranger).send({ answer: 'in' }).expect(404);
  await as(api().post(`/api/groups/${groupId}/alerts`), stranger)
    .send({ location: 'denver', date, timePreference: 'morning', players: 4, maxPrice: 70 })
    .expect(404);
  await as(api().delete(`/api/groups/${groupId}`), stranger).expect(404);
  expect((await as(api().get('/api/groups'), stranger).expect(200)).body.groups).toEqual([]);
  const bad = await as(api().put(answerPath), ada).send({ answer: 'maybe' }).expect(400);
  expect(bad.body.error.fields).toEqual([{ field: 'answer', message: 'must be in or out' }]);

  // Bea leaves; Ada, the maker, deletes the group with its alert.
  await as(api().delete(`/api/groups/${groupId}`), bea).expect(200);
  expect((await as(api().get('/api/groups'), bea).expect(200)).body.groups).toEqual([]);
  await as(api().delete(`/api/groups/${groupId}`), ada).expect(200);
  expect((await as(api().get('/api/groups'), ada).expect(200)).body.groups).toEqual([]);
});

it('books a group tee time for the whole group once: the first member books, the others see who did', async () => {
  const [ada, bea, stranger] = [await aGolfer('Ada'), await aGolfer('Bea'), await aGolfer('Cy')];
  await befriend(ada, bea);
  const groupId = (
    await as(api().post('/api/groups'), ada)
      .send({ name: 'Granby trip', memberIds: [bea.id] })
      .expect(201)
  ).body.group.id as string;
  const alertId = (
    await as(api().post(`/api/groups/${groupId}/alerts`), ada)
      .send({
        location: 'denver',
        date,
        timePreference: 'any',
        players: 3,
        maxPrice: 100,
        courses: ['Golf Granby Ranch'],
      })
      .expect(201)
  ).body.group.alerts[0].id as string;

  // A slot for four opens at the course's platform and the scanner reads it.
  const COURSE = 'golf-granby-ranch';
  const sheet = await teeSheets.control<{ slots: { time: string; blocked: boolean }[] }>(
    'GET',
    `/courses/${COURSE}/sheet?date=${date}`,
  );
  const time = sheet.slots.find((slot) => !slot.blocked && slot.time >= '09:00')!.time;
  await teeSheets.control('POST', '/slots/open', {
    courseId: COURSE,
    date,
    time,
    spots: 4,
    price: 60,
  });
  const [link] = await database.db
    .select()
    .from(providerLinks)
    .where(eq(providerLinks.courseId, COURSE));
  await app.get(TeeTimesService).scanCourseDate(link!.id, date);
  const { rows } = await database.pool.query<{ id: string; starts_at: Date }>(
    `select id, starts_at from tee_times where course_id = $1 and local_date = $2 and local_time = $3`,
    [COURSE, date, time],
  );
  const teeTime = rows[0]!;
  await database.pool.query(
    `insert into alert_matches (alert_id, tee_time_id, course_id, starts_at, open_spots, price_cents)
     values ($1, $2, $3, $4, 4, 6000)`,
    [alertId, teeTime.id, COURSE, teeTime.starts_at],
  );

  // Ada and Bea press Book for the group at once: one booking, for the group's three.
  const path = `/api/groups/${groupId}/alerts/${alertId}/tee-times/${teeTime.id}/booking`;
  const answers = await Promise.all([as(api().post(path), ada), as(api().post(path), bea)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  const won = answers.find((answer) => answer.status === 201)!;
  const lost = answers.find((answer) => answer.status === 409)!;
  const winner = won === answers[0] ? 'Ada' : 'Bea';
  expect(won.body.booking).toMatchObject({ status: 'booked', players: 3, time });
  expect(lost.body.error).toMatchObject({
    code: 'GROUP_ALREADY_BOOKED',
    message: expect.stringMatching(new RegExp(`^${winner} (is booking|booked) a tee time`)),
  });
  const atPlatform = await teeSheets.control<{ bookings: { players: number }[] }>(
    'GET',
    '/bookings',
  );
  expect(atPlatform.bookings).toHaveLength(1);
  expect(atPlatform.bookings[0]).toMatchObject({ players: 3 });

  // Both see who booked it, with the confirmation number.
  for (const member of [ada, bea]) {
    const seen = await as(api().get('/api/groups'), member).expect(200);
    expect(seen.body.groups[0].alerts[0].booking).toMatchObject({
      teeTimeId: teeTime.id,
      bookedBy: winner,
      byMe: (member === ada) === (winner === 'Ada'),
      status: 'booked',
      players: 3,
      confirmationNumber: won.body.booking.confirmationNumber,
    });
  }
  // The other member pressing again is told who booked; nothing more is booked.
  const late = await as(api().post(path), winner === 'Ada' ? bea : ada).expect(409);
  expect(late.body.error.message).toBe(`${winner} booked a tee time for the group.`);
  // The winner pressing again (a retry, a second tab) answers the same booking.
  const again = await as(api().post(path), winner === 'Ada' ? ada : bea).expect(201);
  expect(again.body.bookingId).toBe(won.body.bookingId);
  expect(
    (await teeSheets.control<{ bookings: unknown[] }>('GET', '/bookings')).bookings,
  ).toHaveLength(1);

  // Nobody outside the group books for it, nor a tee time the group alert never matched.
  await as(api().post(path), stranger).expect(404);
  const [otherSlot] = (
    await database.pool.query<{ id: string }>(
      `select id from tee_times where course_id = $1 and local_date = $2 and id <> $3 limit 1`,
      [COURSE, date, teeTime.id],
    )
  ).rows;
  const unmatched = await as(
    api().post(`/api/groups/${groupId}/alerts/${alertId}/tee-times/${otherSlot!.id}/booking`),
    bea,
  ).expect(404);
  expect(unmatched.body.error.message).toBe('No such tee time for this group alert.');
  await as(
    api().post(`/api/groups/${groupId}/alerts/${alertId}/tee-times/not-a-tee-time/booking`),
    ada,
  ).expect(404);
});
