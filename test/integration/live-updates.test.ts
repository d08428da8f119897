import { randomUUID } from 'node:crypto';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { LiveAnnouncer } from '../../backend/src/infra/live/live-announcer.js';
import { OutboxRelay } from '../../backend/src/infra/outbox/outbox-relay.js';
import { OutboxService } from '../../backend/src/infra/outbox/outbox.service.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { aSignedInUser } from '../support/auth.js';
import { openTestDatabase } from '../support/database.js';
import { testConfig } from '../support/test-env.js';

/**
 * GET /api/live: the outbox relay announces AlertMatched and TeeTimeGone on Redis, the API hears it
 * once and tells the open pages of the golfers whose alerts they are, and nobody else's.
 */
const database = openTestDatabase();
let app: NestFastifyApplication;
let origin: string;

interface LiveStream {
  events: { event: string; data: unknown }[];
  status: number;
  close: () => void;
}

/** Opens the stream as a browser would and collects its events. */
async function openStream(headers: Record<string, string>, from = origin): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${from}/api/live`, { headers, signal: controller.signal });
  const stream: LiveStream = {
    events: [],
    status: response.status,
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) return stream;
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body!) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) stream.events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // closed by the test
    }
  })();
  return stream;
}

async function anAlert(cookie: string, daysAhead = 3): Promise<string> {
  const created = await request(app.getHttpServer())
    .post('/api/alerts')
    .set('Cookie', cookie)
    .send({
      location: 'denver',
      date: addDays(denverDate(), daysAhead),
      timePreference: 'any',
      players: '2',
      maxPrice: '100',
      courses: [],
    })
    .expect(201);
  return created.body.alert.id as string;
}

/** A tee time matched to an alert, as the matcher records it; answers the match id. */
async function aMatch(alertId: string, teeTimeId: string): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into alert_matches (alert_id, tee_time_id, course_id, starts_at, open_spots, price_cents)
     values ($1, $2, 'city-park-golf-course', now() + interval '3 days', 2, 5000) returning id`,
    [alertId, teeTimeId],
  );
  return rows[0]!.id;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 25) {
    if (waited > 5000) throw new Error('no live event within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  await database.pool.query('truncate courses, outbox cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app } = await startTestApi({ QUEUE_PREFIX: `live-${randomUUID().slice(0, 8)}` }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = await app.getUrl();
  origin = origin.replace('[::1]', '127.0.0.1');
});
afterAll(async () => {
  await app?.close();
  // The events recorded here are no other test's business.
  await database.pool.query('truncate outbox');
  await database.close();
});

it("tells each golfer's open pages about their own alerts' matches found and gone, and nobody else", async () => {
  const [mine, theirs] = [
    await grantedCookie(app, database.db),
    await grantedCookie(app, database.db),
  ];
  const [myAlert, theirAlert] = [await anAlert(mine), await anAlert(theirs)];
  const [myPage, mySecondPage, theirPage] = [
    await openStream({ cookie: mine }),
    await openStream({ cookie: mine }),
    await openStream({ cookie: theirs }),
  ];
  expect([myPage.status, theirPage.status]).toEqual([200, 200]);
  await settle();

  const teeTimeId = randomUUID();
  const events = app.get(OutboxService);
  const relay = app.get(OutboxRelay);
  await events.record(database.db, 'AlertMatched', {
    teeTimeId,
    alertMatchIds: [await aMatch(myAlert, teeTimeId)],
  });
  await relay.relayOnce();
  await until(() => myPage.events.length === 1 && mySecondPage.events.length === 1);
  expect(myPage.events).toEqual([{ event: 'alerts', data: { alertIds: [myAlert] } }]);

  await events.record(database.db, 'TeeTimeGone', { teeTimeId });
  await relay.relayOnce();
  await until(() => myPage.events.length === 2);
  expect(myPage.events[1]).toEqual({ event: 'alerts', data: { alertIds: [myAlert] } });

  await settle();
  expect(theirPage.events).toEqual([]);
  expect(theirAlert).not.toBe(myAlert);
  for (const page of [myPage, mySecondPage, theirPage]) page.close();
});

it('tells the pages of every alert watching that course and day when a tee time is taken, matched or not', async () => {
  // A slot already open when the alert was made has no match row; its alert still shows it.
  const [watching, otherDay] = [
    await grantedCookie(app, database.db),
    await grantedCookie(app, database.db),
  ];
  const watchingAlert = await anAlert(watching);
  await anAlert(otherDay, 4);
  const [watchingPage, otherDayPage] = [
    await openStream({ cookie: watching }),
    await openStream({ cookie: otherDay }),
  ];
  await settle();

  await app.get(OutboxService).record(database.db, 'TeeTimeGone', {
    teeTimeId: randomUUID(),
    courseId: 'city-park-golf-course',
    date: addDays(denverDate(), 3),
  });
  await app.get(OutboxRelay).relayOnce();
  await until(() => watchingPage.events.length === 1);
  expect(watchingPage.events).toEqual([{ event: 'alerts', data: { alertIds: [watchingAlert] } }]);
  await settle();
  expect(otherDayPage.events).toEqual([]);
  for (const page of [watchingPage, otherDayPage]) page.close();
});

it("tells a signed-in golfer's pages of their own achievements and bookings, and nobody else's", async () => {
  const { userId, token } = await aSignedInUser(app, database.db);
  const page = await openStream({ authorization: `Bearer ${token}` });
  const stranger = await openStream({
    authorization: `Bearer ${(await aSignedInUser(app, database.db)).token}`,
  });
  await settle();
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into bookings (user_id, idempotency_key, provider_link_id, course_id, platform, slot_ref,
       starts_at, local_date, local_time, holes, players, status)
     select $1, 'live-test-key', id, course_id, platform, 'slot-1', now() + interval '3 days',
            (now() + interval '3 days')::date, '08:00', 18, 2, 'booked'
     from provider_links limit 1
     returning id`,
    [userId],
  );
  await app.get(OutboxService).record(database.db, 'BookingSucceeded', { bookingId: rows[0]!.id });
  // Signing in unlocked each golfer's welcome achievement: its event goes out in this batch too.
  await app.get(OutboxRelay).relayOnce();
  await until(() => page.events.length === 2 && stranger.events.length === 1);
  expect(page.events).toEqual([
    { event: 'achievements', data: { achievementIds: ['welcome'] } },
    { event: 'bookings', data: { bookingIds: [rows[0]!.id] } },
  ]);
  await settle();
  expect(stranger.events).toEqual([
    { event: 'achievements', data: { achievementIds: ['welcome'] } },
  ]);
  page.close();
  stranger.close();
});

it("tells a golfer's pages when a message about their alert went out, so the sent count refreshes", async () => {
  const [mine, theirs] = [
    await grantedCookie(app, database.db),
    await grantedCookie(app, database.db),
  ];
  const myAlert = await anAlert(mine);
  await anAlert(theirs);
  const [myPage, theirPage] = [
    await openStream({ cookie: mine }),
    await openStream({ cookie: theirs }),
  ];
  await settle();

  // What the notifier announces after a channel sent (notifications.service.ts).
  await app.get(LiveAnnouncer).announce({ type: 'DeliveriesSent', payload: { alertId: myAlert } });
  await until(() => myPage.events.length === 1);
  expect(myPage.events).toEqual([{ event: 'notifications', data: { alertIds: [myAlert] } }]);
  await settle();
  expect(theirPage.events).toEqual([]);
  for (const page of [myPage, theirPage]) page.close();
});

it('refuses a browser that has not passed the access gate', async () => {
  const refused = await openStream({});
  expect(refused.status).toBe(403);
});

it('ends the open streams when the API shuts down, so the shutdown does not wait on them', async () => {
  const { app: another } = await startTestApi();
  await another.listen({ host: '127.0.0.1', port: 0 });
  const page = await openStream(
    { cookie: await grantedCookie(another, database.db) },
    (await another.getUrl()).replace('[::1]', '127.0.0.1'),
  );
  expect(page.status).toBe(200);
  const started = Date.now();
  await another.close();
  expect(Date.now() - started).toBeLessThan(1000);
  page.close();
});
