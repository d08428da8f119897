import { randomUUID } from 'node:crypto';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { outbox, teeTimes } from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { CoursesRepository } from '../../backend/src/modules/courses/courses.repository.js';
import { BookingNoticesService } from '../../backend/src/modules/notifications/booking-notices.service.js';
import { TeeTimesService } from '../../backend/src/modules/tee-times/tee-times.service.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { aSignedInUser } from '../support/auth.js';
import { openTestDatabase } from '../support/database.js';
import {
  golfnowOnlyCourse,
  startSandbox,
  testCatalogue,
  type TestSandbox,
} from '../support/sandbox.js';
import { testConfig } from '../support/test-env.js';

/**
 * Booking a tee time TeeWatch found, through the API, at the sandbox's copy of the course's
 * platform: one booking per idempotency key, whatever the clicks and retries, told once.
 */
const database = openTestDatabase();
const date = addDays(denverDate(), 2);
const catalogue = testCatalogue();
let teeSheets: TestSandbox;
let messaging: MessagingSandbox;
let app: NestFastifyApplication;
let cookie: string;
let token: string;

const api = () => request(app.getHttpServer());
const as = (call: request.Test, bearer = token) =>
  call.set('Cookie', cookie).set('Authorization', `Bearer ${bearer}`);
const sandboxBookings = async () =>
  (await teeSheets.control<{ bookings: { id: string; courseId: string }[] }>('GET', '/bookings'))
    .bookings;

async function signedIn() {
  const { userId, email, token } = await aSignedInUser(app, database.db);
  return { user: { id: userId, email }, token };
}

/**
 * Opens a slot at the course's sandbox platform (its `nth` free one, at `price` a player when
 * given) and reads the tee sheet as the scanner does.
 */
async function anOpenTeeTime(
  courseId: string,
  { nth = 0, price }: { nth?: number; price?: number } = {},
): Promise<string> {
  const course = catalogue.courses.find((each) => each.id === courseId)!;
  const sheet = await teeSheets.control<{ slots: { time: string; blocked: boolean }[] }>(
    'GET',
    `/courses/${courseId}/sheet?date=${date}`,
  );
  const time = sheet.slots.filter((slot) => !slot.blocked)[nth]!.time;
  await teeSheets.control('POST', '/slots/open', { courseId, date, time, spots: 4, price });
  const { rows } = await database.pool.query<{ id: string }>(
    'select id from provider_links where course_id = $1 and platform = $2',
    [course.id, course.links[0]!.platform],
  );
  const linkId = rows[0]!.id;
  await app.get(TeeTimesService).scanCourseDate(linkId, date);
  const [slot] = await database.db
    .select()
    .from(teeTimes)
    .where(eq(teeTimes.providerLinkId, linkId))
    .then((rows) => rows.filter((row) => row.localTime === time && row.localDate === date));
  return slot!.id;
}

beforeAll(async () => {
  teeSheets = await startSandbox();
  messaging = await startMessagingSandbox();
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  await new CoursesRepository(database.db).upsertCatalogue([golfnowOnlyCourse]);
  ({ app } = await startTestApi({
    ...teeSheets.adapterEnv,
    TEE_SHEET_FOREUP_RATE_PER_SECOND: '100',
    TEE_SHEET_CHRONOGOLF_RATE_PER_SECOND: '100',
    TEE_SHEET_TEEITUP_RATE_PER_SECOND: '100',
    TEE_SHEET_MEMBERSPORTS_RATE_PER_SECOND: '100',
    TEE_SHEET_CLUBPROPHET_RATE_PER_SECOND: '100',
    TEE_SHEET_EZLINKS_RATE_PER_SECOND: '100',
    TEE_SHEET_CLUBCADDIE_RATE_PER_SECOND: '100',
    TEE_SHEET_TEESNAP_RATE_PER_SECOND: '100',
    TEE_SHEET_GOLFNOW_RATE_PER_SECOND: '100',
    TEE_SHEET_QUICK18_RATE_PER_SECOND: '100',
    SES_ENDPOINT: `${messaging.url}/ses`,
  }));
  cookie = await grantedCookie(app, database.db);
  ({ token } = await signedIn());
});
beforeEach(() => teeSheets.control('POST', '/reset'));
afterAll(async () => {
  await app?.close();
  await teeSheets?.close();
  await messaging?.close();
  await database.close();
});

describe('booking a tee time', () => {
  it('books once at the platform, however often the same booking is asked for', async () => {
    const teeTimeId = await anOpenTeeTime('golf-granby-ranch');
    const idempotencyKey = randomUUID();
    const book = () =>
      as(api().post('/api/bookings')).send({ teeTimeId, players: 2, idempotencyKey });

    // A double click: two requests with one key at once, then a retry of it.
    const [first, second] = await Promise.all([book(), book()]);
    const retried = await book();

    const atPlatform = await sandboxBookings();
    expect(atPlatform).toHaveLength(1);
    const booked = [first, second, retried].find(
      (answer) => answer.body.booking?.status === 'booked',
    )!;
    expect(booked.body).toMatchObject({
      success: true,
      booking: {
        courseId: 'golf-granby-ranch',
        status: 'booked',
        confirmationNumber: atPlatform[0]!.id,
        players: 2,
        cancellationTerms: expect.stringMatching(/^Cancel at least/),
      },
    });
    expect(new Set([first, second, retried].map((answer) => answer.body.bookingId)).size).toBe(1);
    expect(retried.body.booking.status).toBe('booked');
    const events = await database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.type, 'BookingSucceeded'),
          sql`${outbox.payload}->>'bookingId' = ${booked.body.bookingId}`,
        ),
      );
    expect(events).toHaveLength(1);
    // The golfer's first booking pays First Booking, once.
    const { rows: paid } = await database.pool.query(
      `select l.points from points_ledger l join bookings b on b.user_id = l.user_id
       where b.id = $1 and l.source_key = 'achievement:first-booking'`,
      [booked.body.bookingId],
    );
    expect(paid).toEqual([{ points: 750 }]);
  });

  it("measures what the golfer saved against the day's full price, and pays Smart Saver at $500", async () => {
    const golfer = await signedIn();
    const smartSaver = async () => {
      const summary = await as(
        api().get(`/api/achievements/user/${golfer.user.id}/achievements`),
        golfer.token,
      ).expect(200);
      return summary.body.data.find(
        (achievement: { id: string }) => achievement.id === 'smart-saver',
      );
    };
    // The day's full price at the course is the dearest slot on its sheet: $400 a player (above
    // any price the sandbox makes up, weekends included).
    await anOpenTeeTime('golf-granby-ranch', { nth: 0, price: 400 });
    const cheap = await anOpenTeeTime('golf-granby-ranch', { nth: 1, price: 60 });
    const cheaper = await anOpenTeeTime('golf-granby-ranch', { nth: 2, price: 45 });

    // One player at $60: $340 saved, not yet $500.
    await as(api().post('/api/bookings'), golfer.token)
      .send({ teeTimeId: cheap, players: 1, idempotencyKey: randomUUID() })
      .expect(201);
    expect(await smartSaver()).toMatchObject({ progress: 340, maxProgress: 500, unlocked: false });

    // One more at $45: $355 more, $695 in all.
    await as(api().post('/api/bookings'), golfer.token)
      .send({ teeTimeId: cheaper, players: 1, idempotencyKey: randomUUID() })
      .expect(201);
    expect(await smartSaver()).toMatchObject({ progress: 500, unlocked: true, points: 2500 });
    const { rows: paid } = await database.pool.query(
      `select points from points_ledger where user_id = $1 and source_key = 'achievement:smart-saver'`,
      [golfer.user.id],
    );
    expect(paid).toEqual([{ points: 2500 }]);
  });

  it("lists the golfer's bookings with a calendar file, which nobody else can read", async () => {
    const teeTimeId = await anOpenTeeTime('stoney-creek-golf-course');
    const booked = await as(api().post('/api/bookings'))
      .send({ teeTimeId, players: 3, idempotencyKey: randomUUID() })
      .expect(201);
    const listed = await as(api().get('/api/bookings')).expect(200);
    expect(listed.body.bookings.map((booking: { id: string }) => booking.id)).toContain(
      booked.body.bookingId,
    );

    const calendar = await as(api().get(`/api/bookings/${booked.body.bookingId}/calendar.ics`))
      .expect(200)
      .expect('Content-Type', /text\/calendar/);
    expect(calendar.text).toContain('BEGIN:VEVENT');
    expect(calendar.text).toContain(`Confirmation ${booked.body.booking.confirmationNumber}`);

    const stranger = await signedIn();
    await as(
      api().get(`/api/bookings/${booked.body.bookingId}/calendar.ics`),
      stranger.token,
    ).expect(404);
    const theirs = await as(api().get('/api/bookings'), stranger.token).expect(200);
    expect(theirs.body.bookings).toEqual([]);
  });

  it('marks a booking cancelled once the course no longer lists it, and only for its golfer', async () => {
    const teeTimeId = await anOpenTeeTime('golf-granby-ranch');
    const booked = await as(api().post('/api/bookings'))
      .send({ teeTimeId, players: 2, idempotencyKey: randomUUID() })
      .expect(201);
    const { bookingId, booking } = booked.body;
    expect(booking.coursePage).toMatch(/^https:\/\//);
    const sayCancelled = (bearer = token) =>
      as(api().post(`/api/bookings/${bookingId}/cancellation`), bearer);

    // Not cancelled with the course yet: the platform still lists it.
    const early = await sayCancelled().expect(409);
    expect(early.body.error).toMatchObject({
      code: 'BOOKING_STILL_LISTED',
      message:
        "The course still lists this booking. Cancel it on the course's booking page, then try again.",
    });
    const stranger = await signedIn();
    await sayCancelled(stranger.token).expect(404);

    // The golfer phones the pro shop; while the platform cannot answer, nothing changes.
    await teeSheets.control('POST', `/bookings/${booking.confirmationNumber}/cancel`);
    await teeSheets.control('POST', '/faults', { platform: booking.platform, kind: '500' });
    const unreachable = await sayCancelled().expect(503);
    expect(unreachable.body.error.code).toBe('PROVIDER_UNAVAILABLE');
    await teeSheets.control('DELETE', '/faults');

    const cancelled = await sayCancelled().expect(200);
    expect(cancelled.body.booking).toMatchObject({
      status: 'cancelled',
      message: 'You cancelled this tee time with the course.',
    });
    await sayCancelled().expect(200);
    await as(api().get(`/api/bookings/${bookingId}/calendar.ics`)).expect(404);
    const listed = await as(api().get('/api/bookings')).expect(200);
    expect(listed.body.bookings.find((each: { id: string }) => each.id === bookingId).status).toBe(
      'cancelled',
    );
  });

  it.each([
    ['foreUP', 'aspen-golf-club'],
    ['Club Prophet', 'indian-tree-golf-course'],
    ['EZLinks', 'the-golf-club-at-heather-ridge'],
    ['Club Caddie', 'applewood-golf-course'],
    ['Teesnap', 'pagosa-springs-golf-club'],
    ['Quick18', 'the-river-course-at-keystone'],
  ])(
    'hands the golfer the course page where the platform books signed-in golfers only: %s',
    async (_platform, courseId) => {
      const teeTimeId = await anOpenTeeTime(courseId);
      const terms = await as(api().get(`/api/tee-times/${teeTimeId}/booking-terms`)).expect(200);
      expect(terms.body).toEqual({
        success: true,
        cancellationTerms: null,
        golferBooksThemselves: true,
      });

      const answer = await as(api().post('/api/bookings'))
        .send({ teeTimeId, players: 2, idempotencyKey: randomUUID() })
        .expect(201);
      expect(answer.body.booking).toMatchObject({
        status: 'handed-over',
        deepLink: expect.stringMatching(/^https:\/\//),
      });
      expect(await sandboxBookings()).toEqual([]);
    },
  );

  it("hands the golfer GolfNow's day page for a tee time of a course sold there", async () => {
    const teeTimeId = await anOpenTeeTime(golfnowOnlyCourse.id);
    const terms = await as(api().get(`/api/tee-times/${teeTimeId}/booking-terms`)).expect(200);
    expect(terms.body).toMatchObject({ golferBooksThemselves: true, cancellationTerms: null });

    const answer = await as(api().post('/api/bookings'))
      .send({ teeTimeId, players: 2, idempotencyKey: randomUUID() })
      .expect(201);
    expect(answer.body.booking).toMatchObject({
      status: 'handed-over',
      deepLink: expect.stringMatching(
        /^https:\/\/www\.golfnow\.com\/tee-times\/facility\/90001-golfnow-only-golf-course\/search#date=\w{3}\+\d{2}\+\d{4}&players=2$/,
      ),
    });
    expect(await sandboxBookings()).toEqual([]);
  });

  it('refuses golfers who are not signed in, and bad requests by field', async () => {
    const teeTimeId = await anOpenTeeTime('golf-granby-ranch');
    await api()
      .post('/api/bookings')
      .set('Cookie', cookie)
      .send({ teeTimeId, players: 2, idempotencyKey: randomUUID() })
      .expect(401);
    const bad = await as(api().post('/api/bookings'))
      .send({ teeTimeId, players: 5, idempotencyKey: 'short' })
      .expect(400);
    expect(bad.body.error.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'idempotencyKey',
      'players',
    ]);
    await as(api().post('/api/bookings'))
      .send({ teeTimeId: randomUUID(), players: 2, idempotencyKey: randomUUID() })
      .expect(404);
    expect(await sandboxBookings()).toEqual([]);
  });

  it('tells the golfer once, by email with the calendar file attached', async () => {
    const teeTimeId = await anOpenTeeTime('golf-granby-ranch');
    const booked = await as(api().post('/api/bookings'))
      .send({ teeTimeId, players: 2, idempotencyKey: randomUUID() })
      .expect(201);
    const notices = app.get(BookingNoticesService);

    expect(await notices.tell(booked.body.bookingId)).toMatchObject({ email: 'sent' });
    expect(await notices.tell(booked.body.bookingId)).toBe('already told');

    const sent = messaging.context.emails.filter((email) =>
      email.subject.startsWith('Your tee time at Golf Granby Ranch'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toEqual([
      expect.objectContaining({
        fileName: 'tee-time.ics',
        content: expect.stringContaining('SUMMARY:Tee time at Golf Granby Ranch'),
      }),
    ]);
  });
});
