import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { defaultSearchPreferences, jobs, type Optimization } from '@teewatch/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import {
  autoBookings,
  outbox,
  providerLinks,
  teeTimes,
} from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import { QueueRegistry } from '../../backend/src/infra/queue/queue.registry.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { AutoBookingService } from '../../backend/src/modules/one-click-booking/auto-booking.service.js';
import { TeeTimesService } from '../../backend/src/modules/tee-times/tee-times.service.js';
import { ScanCourseDateHandler } from '../../workers/src/scanner/scan-course-date.handler.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { aSignedInUser } from '../support/auth.js';
import { openTestDatabase } from '../support/database.js';
import { startSandbox, type TestSandbox } from '../support/sandbox.js';
import { testConfig } from '../support/test-env.js';

/**
 * The auto-booking agent against the sandbox's copy of a course's platform: a golfer queues a
 * recommendation, the agent books it (or the same tee time when a cancellation reopens it) once,
 * whatever races, and the golfer pauses, resumes and cancels it.
 */
const database = openTestDatabase();
const date = addDays(denverDate(), 3);
const COURSE = 'golf-granby-ranch';
const granby = { latitude: 40.0861, longitude: -105.9395 };
let teeSheets: TestSandbox;
let app: NestFastifyApplication;
let cookie: string;

const api = () => request(app.getHttpServer());
const as = (call: request.Test, token: string) =>
  call.set('Cookie', cookie).set('Authorization', `Bearer ${token}`);
const agent = () => app.get(AutoBookingService);
const bookingQueue = () => app.get(QueueRegistry).get('booking');
const sandboxBookings = async () =>
  (await teeSheets.control<{ bookings: { id: string }[] }>('GET', '/bookings')).bookings;

const signedIn = async () => (await aSignedInUser(app, database.db)).token;

async function scanGranby() {
  const [link] = await database.db
    .select()
    .from(providerLinks)
    .where(eq(providerLinks.courseId, COURSE));
  await app.get(TeeTimesService).scanCourseDate(link!.id, date);
}

/**
 * An open slot at Granby, read by the scanner; its time. Its price is set: the sandbox charges
 * more at weekends, and a Saturday three days ahead would price it over the golfer's budget.
 */
async function anOpenSlot(): Promise<string> {
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
  await scanGranby();
  return time;
}

/** Ranks Granby's open tee times for a golfer who wants `time` there. */
async function recommendation(token: string, time: string): Promise<Optimization> {
  const answer = await as(api().post('/api/one-click-booking/optimize'), token)
    .send({
      teeTimes: [],
      date,
      preferences: {
        ...defaultSearchPreferences,
        location: granby,
        preferredTimes: [time],
        preferredCourses: [COURSE],
        timeFlexibility: 'strict',
      },
    })
    .expect(200);
  return answer.body.optimizations[0] as Optimization;
}

const queue = (token: string, optimization: Optimization, autoExecute = true) =>
  as(api().post('/api/one-click-booking/queue'), token).send({ optimization, autoExecute });

/** Runs the agent's queued attempts as the auto-booking workers would, `copies` of each at once. */
async function runAttempts(copies = 1) {
  const waiting = await bookingQueue().getJobs(['waiting', 'prioritized', 'delayed']);
  await Promise.all(waiting.map((job) => job.remove()));
  await Promise.all(
    waiting.flatMap((job) => {
      const { autoBookingId, teeTimeId } = jobs['attempt-auto-booking'].payload.parse(job.data);
      return Array.from({ length: copies }, () =>
        agent()
          .attempt(autoBookingId, teeTimeId)
          .catch(() => undefined),
      );
    }),
  );
  return waiting.length;
}

const eventsOf = async (type: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.type, type))).map(
    (row) => row.payload as Record<string, string>,
  );

beforeAll(async () => {
  teeSheets = await startSandbox();
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app } = await startTestApi({
    ...teeSheets.adapterEnv,
    TEE_SHEET_FOREUP_RATE_PER_SECOND: '100',
    TEE_SHEET_CHRONOGOLF_RATE_PER_SECOND: '100',
    TEE_SHEET_TEEITUP_RATE_PER_SECOND: '100',
    TEE_SHEET_MEMBERSPORTS_RATE_PER_SECOND: '100',
  }));
  cookie = await grantedCookie(app, database.db);
});
beforeEach(async () => {
  await teeSheets.control('POST', '/reset');
  await bookingQueue().obliterate({ force: true });
  await database.pool.query('truncate tee_times, outbox');
});
afterAll(async () => {
  await app?.close();
  await teeSheets?.close();
  await database.close();
});

describe('the auto-booking agent', () => {
  it('books the queued tee time once, with two workers racing for it', async () => {
    const token = await signedIn();
    const time = await anOpenSlot();
    const queued = await queue(token, await recommendation(token, time)).expect(201);
    expect(queued.body).toMatchObject({
      message: expect.stringMatching(/^TeeWatch will book Golf Granby Ranch/),
      autoBooking: { status: 'waiting', date, time },
    });
    const id = queued.body.autoBooking.id as string;
    expect(await eventsOf('BookingQueued')).toEqual([{ autoBookingId: id }]);

    await agent().lookNow(id); // what the BookingQueued handler does
    expect(await runAttempts(2)).toBe(1);

    expect(await sandboxBookings()).toHaveLength(1);
    const [row] = await database.db.select().from(autoBookings).where(eq(autoBookings.id, id));
    expect(row).toMatchObject({ status: 'booked', bookingId: expect.any(String) });
    expect(await eventsOf('BookingSucceeded')).toEqual([{ bookingId: row!.bookingId }]);
    const stats = await as(api().get('/api/one-click-booking/stats'), token).expect(200);
    expect(stats.body.stats).toMatchObject({ queueLength: 0, successRate: 1 });

    // A replayed BookingQueued or a second find of the slot books nothing more.
    await agent().lookNow(id);
    await agent().offer(row!.teeTimeId);
    await runAttempts();
    expect(await sandboxBookings()).toHaveLength(1);
  });

  it('keeps watching when the slot is taken first, and books it when a cancellation reopens it', async () => {
    const token = await signedIn();
    const time = await anOpenSlot();
    const id = (await queue(token, await recommendation(token, time)).expect(201)).body.autoBooking
      .id as string;
    await teeSheets.control('POST', '/slots/book', { courseId: COURSE, date, time, spots: 4 });

    await agent().lookNow(id);
    await runAttempts();
    const [watching] = await database.db.select().from(autoBookings).where(eq(autoBookings.id, id));
    expect(watching).toMatchObject({ status: 'waiting', message: expect.stringMatching(/Still/) });
    expect(await sandboxBookings()).toHaveLength(0);
    expect(await eventsOf('BookingFailed')).toEqual([]); // not news while the agent watches

    // Someone cancels: the scanner sees the slot open again and offers it to the agent.
    await scanGranby();
    await teeSheets.control('POST', '/slots/free', { courseId: COURSE, date, time, spots: 4 });
    await scanGranby();
    const [reopened] = await database.db
      .select()
      .from(teeTimes)
      .where(eq(teeTimes.localTime, time));
    await agent().offer(reopened!.id); // what the TeeTimeFound handler does
    expect(await runAttempts()).toBe(1);

    expect(await sandboxBookings()).toHaveLength(1);
    const [booked] = await database.db.select().from(autoBookings).where(eq(autoBookings.id, id));
    expect(booked).toMatchObject({ status: 'booked', teeTimeId: watching!.teeTimeId });
  });
});

describe('a date the scanner has not read yet', () => {
  it('books a fitting slot found by the first read, which tells no alert', async () => {
    const token = await signedIn();
    const time = await anOpenSlot();
    const id = (await queue(token, await recommendation(token, time)).expect(201)).body.autoBooking
      .id as string;
    // As for a golfer who queued a date beyond what the scanner had read: nothing known of it.
    await database.pool.query('truncate tee_times, course_date_scans, outbox');
    await agent().lookNow(id);
    expect(await runAttempts()).toBe(0);

    const [link] = await database.db
      .select()
      .from(providerLinks)
      .where(eq(providerLinks.courseId, COURSE));
    const scan = new ScanCourseDateHandler(app.get(TeeTimesService), agent());
    const job = { data: { linkId: link!.id, date }, opts: { priority: 1 } } as Parameters<
      typeof scan.handle
    >[0];
    expect(await scan.handle(job, new AbortController().signal)).toMatchObject({
      status: 'ok',
      firstRead: true,
      changes: {},
    });
    expect(await eventsOf('TeeTimeFound')).toEqual([]);
    expect(await runAttempts()).toBe(1);

    expect(await sandboxBookings()).toHaveLength(1);
    const [booked] = await database.db.select().from(autoBookings).where(eq(autoBookings.id, id));
    expect(booked).toMatchObject({ status: 'booked' });
  });
});

describe('queued bookings, as the golfer manages them', () => {
  it('allows one per date, pauses, resumes and cancels, and only for their owner', async () => {
    const token = await signedIn();
    const time = await anOpenSlot();
    const optimization = await recommendation(token, time);
    const paused = await queue(token, optimization, false).expect(201);
    expect(paused.body.autoBooking.status).toBe('paused');
    const id = paused.body.autoBooking.id as string;

    const again = await queue(token, optimization).expect(409);
    expect(again.body.error.code).toBe('AUTO_BOOKING_EXISTS');
    await queue(await signedIn(), optimization).expect(404); // another golfer's recommendation
    await api()
      .post('/api/one-click-booking/queue')
      .set('Cookie', cookie)
      .send({ optimization, autoExecute: true })
      .expect(401);

    // Paused: its courses are not read for it, and a slot that fits is not taken.
    const watchedDates = async () =>
      (await agent().watchedCourseDates()).filter((watched) => watched.date === date);
    expect(await watchedDates()).toEqual([]);
    await agent().offer(optimization.teeTime.id);
    expect(await runAttempts()).toBe(0);

    const stranger = await signedIn();
    await as(api().patch(`/api/one-click-booking/queue/${id}`), stranger)
      .send({ status: 'waiting' })
      .expect(404);
    const resumed = await as(api().patch(`/api/one-click-booking/queue/${id}`), token)
      .send({ status: 'waiting' })
      .expect(200);
    expect(resumed.body.autoBooking.status).toBe('waiting');
    // Waiting: the scanner reads the sheets near Granby for that date, Granby's (the queued
    // tee time's course, read more often) among them.
    const [granbyLink] = await database.db
      .select()
      .from(providerLinks)
      .where(eq(providerLinks.courseId, COURSE));
    const watched = await watchedDates();
    expect(watched).toContainEqual({
      linkId: granbyLink!.id,
      platform: granbyLink!.platform,
      date,
      watchers: 1,
      autoBookings: 1,
    });
    expect(
      watched.filter((each) => each.linkId !== granbyLink!.id).map((each) => each.autoBookings),
    ).not.toContain(1);
    const list = await as(api().get('/api/one-click-booking/queue'), token).expect(200);
    expect(list.body.autoBookings.map((each: { id: string }) => each.id)).toEqual([id]);
    expect(
      (await as(api().get('/api/one-click-booking/stats'), token)).body.stats.queueLength,
    ).toBe(1);

    const cancelled = await as(api().delete(`/api/one-click-booking/queue/${id}`), token).expect(
      200,
    );
    expect(cancelled.body.autoBooking.status).toBe('cancelled');
    expect(await runAttempts()).toBe(1); // resuming queued a try; cancelled, it books nothing
    expect(await sandboxBookings()).toHaveLength(0);
    await queue(token, optimization).expect(201); // the date is free again

    const bad = await as(api().patch(`/api/one-click-booking/queue/${id}`), token)
      .send({ status: 'booked' })
      .expect(400);
    expect(bad.body.error.fields).toEqual([
      { field: 'status', message: 'must be paused or waiting' },
    ]);
  });
});
