import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  defaultSearchPreferences,
  executeOptimizationResponseSchema,
  type Optimization,
  optimizerStatsResponseSchema,
  optimizeResponseSchema,
} from '@teewatch/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { providerLinks, teeTimeChanges, teeTimes } from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import {
  addDays,
  courseTimeFromLocal,
  denverDate,
} from '../../backend/src/infra/time/denver-time.js';
import { TeeTimesService } from '../../backend/src/modules/tee-times/tee-times.service.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { aSignedInUser } from '../support/auth.js';
import { openTestDatabase } from '../support/database.js';
import { startSandbox, type TestSandbox } from '../support/sandbox.js';
import { testConfig } from '../support/test-env.js';

/**
 * The one-click booking optimizer through the API: ranked by the golfer's preferences, with a
 * success chance learnt from how long slots stayed open, stats from real rows, and a booking made
 * once at the course's platform however often "One-Click Book Now" is pressed.
 */
const database = openTestDatabase();
const date = addDays(denverDate(), 2);
let teeSheets: TestSandbox;
let app: NestFastifyApplication;
let cookie: string;

const api = () => request(app.getHttpServer());
const preferences = { ...defaultSearchPreferences, preferredTimes: ['08:00'] };

async function linkOf(courseId: string) {
  const [link] = await database.db
    .select()
    .from(providerLinks)
    .where(eq(providerLinks.courseId, courseId));
  return link!;
}

/** A slot as the scanner stores it, opened `openedMinutesAgo` ago. */
async function aStoredSlot(courseId: string, time: string, price: number, openedMinutesAgo = 1) {
  const link = await linkOf(courseId);
  const [row] = await database.db
    .insert(teeTimes)
    .values({
      providerLinkId: link.id,
      courseId,
      slotRef: `${courseId}-${date}-${time}`,
      startsAt: new Date(courseTimeFromLocal(date, time)!.startsAt),
      localDate: date,
      localTime: time,
      holes: 18,
      openSpots: 4,
      priceCents: price * 100,
      cartIncluded: true,
      bookingUrl: `https://example.test/${courseId}/${time}`,
      firstSeenAt: new Date(Date.now() - openedMinutesAgo * 60_000),
    })
    .returning();
  return row!;
}

/** History: `count` slots of the course that opened days ago and were gone after `minutes`. */
async function slotsThatLasted(courseId: string, minutes: number, count: number) {
  const openedAt = Date.now() - 3 * 86_400_000;
  for (let index = 0; index < count; index += 1) {
    const teeTimeId = crypto.randomUUID();
    const startsAt = new Date(openedAt + 30 * 3600_000);
    await database.db.insert(teeTimeChanges).values([
      { teeTimeId, courseId, kind: 'new', startsAt, observedAt: new Date(openedAt) },
      { teeTimeId, courseId, kind: 'gone', observedAt: new Date(openedAt + minutes * 60_000) },
    ]);
  }
}

const signedIn = async () => (await aSignedInUser(app, database.db)).token;

const optimize = (body: object, bearer?: string) => {
  const call = api().post('/api/one-click-booking/optimize').set('Cookie', cookie);
  return (bearer ? call.set('Authorization', `Bearer ${bearer}`) : call).send(body);
};

beforeAll(async () => {
  teeSheets = await startSandbox();
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app } = await startTestApi({
    ...teeSheets.adapterEnv,
    TEE_SHEET_CHRONOGOLF_RATE_PER_SECOND: '100',
  }));
  cookie = await grantedCookie(app, database.db);
});
beforeEach(async () => {
  await database.pool.query('truncate tee_times, tee_time_changes, booking_optimizations');
});
afterAll(async () => {
  await app?.close();
  await teeSheets?.close();
  await database.close();
});

describe('ranking open tee times', () => {
  it('puts the best fit first, says why, and learns the success chance from slot lifetimes', async () => {
    await aStoredSlot('arrowhead-golf-club', '08:00', 95); // preferred course, exact time
    await aStoredSlot('aurora-hills-golf-course', '08:30', 140);
    await aStoredSlot('aurora-hills-golf-course', '11:00', 60); // outside the hour of flexibility
    await aStoredSlot('golf-granby-ranch', '08:00', 60); // 70 miles away
    await slotsThatLasted('arrowhead-golf-club', 3, 12); // slots there go within minutes
    await slotsThatLasted('aurora-hills-golf-course', 600, 12); // and last all day here

    const answer = await optimize({ teeTimes: [], preferences, date }).expect(200);

    expect(optimizeResponseSchema.parse(answer.body)).toMatchObject({ date, considered: 4 });
    const [top, second] = answer.body.optimizations as Optimization[];
    expect(answer.body.optimizations).toHaveLength(2);
    expect(top).toMatchObject({
      teeTime: { courseId: 'arrowhead-golf-club', time: '08:00', price: 95 },
      bookingStrategy: 'immediate',
    });
    expect(top!.reasons.slice(0, 3)).toEqual([
      '8:00 AM, exactly your preferred time',
      '$55 under your budget',
      'One of your preferred courses',
    ]);
    expect(top!.estimatedSuccess).toBeLessThan(0.3);
    expect(top!.reasons.at(-1)).toMatch(/likely still open in 10 minutes, from 12 similar slots/);
    expect(second).toMatchObject({
      teeTime: { courseId: 'aurora-hills-golf-course', time: '08:30' },
      bookingStrategy: 'monitor',
    });
    expect(second!.reasons[0]).toBe('8:30 AM, 30 minutes from your 8:00 AM');
    expect(second!.estimatedSuccess).toBeGreaterThan(0.8);
    expect(second!.optimizationScore).toBeLessThan(top!.optimizationScore);
  });

  it('ranks only the tee times named, when the golfer names some', async () => {
    const named = await aStoredSlot('aurora-hills-golf-course', '08:30', 140);
    await aStoredSlot('arrowhead-golf-club', '08:00', 95);
    const answer = await optimize({ teeTimes: [{ id: named.id }], preferences }).expect(200);
    expect(answer.body.optimizations.map((o: Optimization) => o.teeTime.id)).toEqual([named.id]);
  });

  it('answers an empty list when nothing fits, and 400 naming the field for bad preferences', async () => {
    await aStoredSlot('aurora-hills-golf-course', '15:00', 140);
    const none = await optimize({ teeTimes: [], preferences, date }).expect(200);
    expect(none.body.optimizations).toEqual([]);

    const bad = await optimize({
      teeTimes: [],
      preferences: { ...preferences, players: 5, timeFlexibility: 'loose', ownerUserId: 'x' },
    }).expect(400);
    expect(bad.body.error.fields).toEqual(
      expect.arrayContaining([
        { field: 'preferences.players', message: 'must be a number from 1 to 4' },
        { field: 'preferences.timeFlexibility', message: 'must be strict, moderate or flexible' },
        { field: 'preferences', message: 'Unknown field(s): ownerUserId' },
      ]),
    );
  });

  it('counts the stats from the golfer’s own recommendations', async () => {
    await aStoredSlot('arrowhead-golf-club', '08:00', 95);
    await aStoredSlot('aurora-hills-golf-course', '08:30', 140);
    const answer = await optimize({ teeTimes: [], preferences, date }).expect(200);
    const scores = (answer.body.optimizations as Optimization[]).map((o) => o.optimizationScore);

    const stats = await api().get('/api/one-click-booking/stats').set('Cookie', cookie).expect(200);
    expect(optimizerStatsResponseSchema.parse(stats.body).stats).toEqual({
      activeOptimizations: 2,
      queueLength: 0,
      successRate: 0,
      bookingsFinished: 0,
      avgOptimizationScore: Math.round(((scores[0]! + scores[1]!) / 2) * 100) / 100,
    });
    const stranger = await grantedCookie(app, database.db);
    const theirs = await api().get('/api/one-click-booking/stats').set('Cookie', stranger);
    expect(theirs.body.stats.activeOptimizations).toBe(0);
  });
});

describe('one-click booking', () => {
  /** Opens a slot at Granby's sandbox platform and reads it as the scanner does. */
  async function aBookableSlot() {
    const sheet = await teeSheets.control<{ slots: { time: string; blocked: boolean }[] }>(
      'GET',
      `/courses/golf-granby-ranch/sheet?date=${date}`,
    );
    const time = sheet.slots.find((slot) => !slot.blocked && slot.time >= '08:00')!.time;
    // Priced within the golfer's budget whatever the weekday (weekends cost more).
    await teeSheets.control('POST', '/slots/open', {
      courseId: 'golf-granby-ranch',
      date,
      time,
      spots: 4,
      price: 60,
    });
    await app.get(TeeTimesService).scanCourseDate((await linkOf('golf-granby-ranch')).id, date);
    return time;
  }

  it('books the recommendation once, for its owner only, and says so when the slot is gone', async () => {
    await teeSheets.control('POST', '/reset');
    const time = await aBookableSlot();
    const token = await signedIn();
    const granby = { latitude: 40.0861, longitude: -105.9395 };
    const ranked = await optimize(
      {
        teeTimes: [],
        date,
        preferences: { ...preferences, location: granby, preferredTimes: [time] },
      },
      token,
    ).expect(200);
    const recommendation = ranked.body.optimizations[0] as Optimization;
    const execute = (bearer?: string) => {
      const call = api()
        .post(`/api/one-click-booking/execute/${recommendation.id}`)
        .set('Cookie', cookie);
      return (bearer ? call.set('Authorization', `Bearer ${bearer}`) : call).send({
        userCredentials: {},
      });
    };

    await execute().expect(401);
    await execute(await signedIn()).expect(404); // another golfer's recommendation
    // A double click: one answer has the booking done, the other the same booking under way.
    const [first, second] = await Promise.all([execute(token), execute(token)]);
    const booked = [first, second].find((answer) => answer.body.booking?.status === 'booked')!;
    expect(executeOptimizationResponseSchema.parse(booked.body)).toMatchObject({
      success: true,
      bookingId: expect.any(String),
      booking: { status: 'booked', courseId: 'golf-granby-ranch' },
    });
    expect(second.body.bookingId).toBe(first.body.bookingId);
    expect(booked.body.message).toMatch(/Golf Granby Ranch/);
    const atPlatform = await teeSheets.control<{ bookings: unknown[] }>('GET', '/bookings');
    expect(atPlatform.bookings).toHaveLength(1);

    await database.pool.query('delete from tee_times');
    const again = await optimize({ teeTimes: [], date, preferences }, token).expect(200);
    expect(again.body.optimizations).toEqual([]);
    const stale = await database.pool.query<{ id: string }>(
      `insert into booking_optimizations (owner_user_id, tee_time_id, local_date, players,
         preferences, optimization_score, estimated_success, booking_strategy, reasons)
       select owner_user_id, gen_random_uuid(), local_date, 2, preferences, 0.9, 0.9, 'immediate',
              '[]'
         from booking_optimizations where id = $1 returning id`,
      [recommendation.id],
    );
    const gone = await api()
      .post(`/api/one-click-booking/execute/${stale.rows[0]!.id}`)
      .set('Cookie', cookie)
      .set('Authorization', `Bearer ${token}`)
      .send({ userCredentials: {} })
      .expect(200);
    expect(gone.body).toEqual({
      success: false,
      message: 'This tee time is no longer open. Pick another one.',
      bookingId: null,
      booking: null,
    });
  });
});
