import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { type AlertMatch, domainEvents } from '@teewatch/contracts';
import { alertMatches, outbox } from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import {
  AlertsRepository,
  alertsWithFigures,
} from '../../backend/src/modules/alerts/alerts.repository.js';
import { AlertsService } from '../../backend/src/modules/alerts/alerts.service.js';
import { ScanPlanner } from '../../backend/src/modules/tee-times/scan-planner.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { openTestDatabase, truncateAll } from '../support/database.js';
import { testConfig } from '../support/test-env.js';
import { aTeeTime } from '../factories/tee-time.factory.js';

const database = openTestDatabase();
let app: NestFastifyApplication;
let alerts: AlertsService;
let cookie: string;
const date = addDays(denverDate(), 3);

const desktop = (overrides: Record<string, unknown> = {}) => ({
  location: 'denver',
  date,
  timePreference: 'morning',
  players: '2',
  maxPrice: '100',
  courses: [],
  ...overrides,
});
const post = (body: unknown, as = cookie) =>
  request(app.getHttpServer())
    .post('/api/alerts')
    .set('Cookie', as)
    .send(body as object);
const list = (as = cookie) => request(app.getHttpServer()).get('/api/alerts').set('Cookie', as);

beforeAll(async () => {
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app } = await startTestApi({ ALERTS_MAX_ACTIVE: '3' }));
  alerts = app.get(AlertsService);
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database.pool);
  await database.pool.query('truncate tee_times, alert_matches cascade');
  cookie = await grantedCookie(app, database.db);
});

describe('creating alerts', () => {
  it('takes the desktop form as the web app sends it and lists it', async () => {
    const created = await post(
      desktop({ courses: ['Riverdale Golf Course', 'Arrowhead Golf Club'] }),
    ).expect(201);
    expect(created.body.alert).toMatchObject({
      location: 'Denver Metro',
      area: 'denver',
      date,
      timePreference: 'morning',
      players: 2,
      maxPrice: 100,
      status: 'active',
      matchesNow: 0,
      moreMatchesNow: false,
    });
    expect(created.body.alert.courses.map((c: { id: string }) => c.id).sort()).toEqual([
      'arrowhead-golf-club',
      'riverdale-golf-course',
    ]);
    const listed = await list().expect(200);
    expect(listed.body.alerts.map((a: { id: string }) => a.id)).toEqual([created.body.alert.id]);
  });

  it('takes the wizard payload, finding the place it names', async () => {
    const created = await post({
      location: 'Boulder, CO',
      date,
      players: 3,
      timePreference: 'afternoon',
      latitude: 39.7392,
      longitude: -104.9903,
    }).expect(201);
    expect(created.body.alert).toMatchObject({
      location: 'Boulder, CO',
      area: null,
      radiusMiles: 25,
      locationFallback: false,
      players: 3,
    });
    expect(created.body.alert.latitude).toBeCloseTo(40.0, 0);
  });

  it('falls back to Denver for a place it cannot find, and says so', async () => {
    const created = await post({
      location: 'Atlantis',
      date,
      players: 1,
      timePreference: 'any',
    }).expect(201);
    expect(created.body.alert).toMatchObject({
      locationFallback: true,
      latitude: 39.7392,
      longitude: -104.9903,
    });
  });

  it('names the field and the reason for bad input, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [desktop({ date: addDays(denverDate(), -1) }), 'date'],
      [desktop({ date: 'soon' }), 'date'],
      [desktop({ players: '5' }), 'players'],
      [desktop({ players: 'two' }), 'players'],
      [desktop({ maxPrice: '-10' }), 'maxPrice'],
      [desktop({ location: 'mars' }), 'location'],
      [desktop({ timePreference: 'night' }), 'timePreference'],
      [desktop({ courses: ['Pebble Beach'] }), 'courses'],
      [{ location: '', date, players: 2, timePreference: 'any' }, 'location'],
      [{ location: 'Vail, CO', date, players: 0, timePreference: 'any' }, 'players'],
      [{ ...desktop(), ownerGrantId: 'someone-else' }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body).expect(400);
      expect(response.body.error.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    expect((await list()).body.alerts).toEqual([]);
  });

  it('caps the active alerts a golfer may hold', async () => {
    for (let i = 0; i < 3; i++) await post(desktop()).expect(201);
    const refused = await post(desktop()).expect(409);
    expect(refused.body.error).toEqual({
      code: 'ALERT_LIMIT_REACHED',
      message: 'You already have 3 active alerts, the most at once. Pause or delete one first.',
    });
  });
});

describe('one golfer cannot touch another golfer’s alerts', () => {
  it('hides them from the list and answers 404 to read, change or delete them', async () => {
    const mine = (await post(desktop()).expect(201)).body.alert.id as string;
    const stranger = await grantedCookie(app, database.db);
    expect((await list(stranger)).body.alerts).toEqual([]);
    const server = app.getHttpServer();
    await request(server)
      .patch(`/api/alerts/${mine}`)
      .set('Cookie', stranger)
      .send({ status: 'paused' })
      .expect(404);
    await request(server).delete(`/api/alerts/${mine}`).set('Cookie', stranger).expect(404);
    await request(server).get(`/api/alerts/${mine}/matches`).set('Cookie', stranger).expect(404);
    expect((await list()).body.alerts[0]).toMatchObject({ id: mine, status: 'active' });
    await request(server).get('/api/alerts').expect(403);
  });

  it('lets the owner pause, resume and delete', async () => {
    const id = (await post(desktop()).expect(201)).body.alert.id as string;
    const server = app.getHttpServer();
    const paused = await request(server)
      .patch(`/api/alerts/${id}`)
      .set('Cookie', cookie)
      .send({ status: 'paused' })
      .expect(200);
    expect(paused.body.alert.status).toBe('paused');
    await request(server)
      .patch(`/api/alerts/${id}`)
      .set('Cookie', cookie)
      .send({ status: 'active' })
      .expect(200);
    await request(server).delete(`/api/alerts/${id}`).set('Cookie', cookie).expect(200);
    expect((await list()).body.alerts).toEqual([]);
  });

  it('refuses an edit to a top price above $10,000, naming the field', async () => {
    const id = (await post(desktop()).expect(201)).body.alert.id as string;
    const refused = await request(app.getHttpServer())
      .patch(`/api/alerts/${id}`)
      .set('Cookie', cookie)
      .send({ maxPrice: 10_001 })
      .expect(400);
    expect(refused.body.error.fields).toEqual([
      { field: 'maxPrice', message: 'must be at most $10,000' },
    ]);
  });
});

describe('matching a found tee time', () => {
  it('matches each fitting alert once and announces it once, however often the slot is found', async () => {
    const id = (await post(desktop({ courses: ['Riverdale Golf Course'] })).expect(201)).body.alert
      .id as string;
    const fits = await aTeeTime(database.db, 'riverdale-golf-course', {
      localDate: date,
      localTime: '07:10',
      openSpots: 2,
      priceCents: 5500,
    });

    expect(await alerts.matchTeeTime(fits.id)).toEqual({ matched: 1 });
    expect(await alerts.matchTeeTime(fits.id)).toEqual({ matched: 0 });

    const matches = await database.db
      .select()
      .from(alertMatches)
      .where(eq(alertMatches.alertId, id));
    expect(matches).toHaveLength(1);
    const announced = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.type, 'AlertMatched'));
    expect(announced.map((row) => row.payload)).toEqual([
      { teeTimeId: fits.id, alertMatchIds: [matches[0]!.id] },
    ]);
    const shown = await request(app.getHttpServer())
      .get(`/api/alerts/${id}/matches`)
      .set('Cookie', cookie)
      .expect(200);
    expect(shown.body.teeTimes).toEqual([
      expect.objectContaining({
        id: fits.id,
        courseName: 'Riverdale Golf Course',
        time: '07:10',
        spots: 2,
        price: 55,
        foundAt: matches[0]!.matchedAt.toISOString(),
      }),
    ]);
    expect((await list()).body.alerts[0].matchesNow).toBe(1);
  });

  it('tells no single golfer of a tee time the course sells only to two or more', async () => {
    const single = (
      await post(desktop({ courses: ['Riverdale Golf Course'], players: '1' })).expect(201)
    ).body.alert.id as string;
    const pair = (
      await post(desktop({ courses: ['Riverdale Golf Course'], players: '2' })).expect(201)
    ).body.alert.id as string;
    const forTwoOrMore = await aTeeTime(database.db, 'riverdale-golf-course', {
      localDate: date,
      localTime: '07:40',
      minPlayers: 2,
    });

    expect(await alerts.matchTeeTime(forTwoOrMore.id)).toEqual({ matched: 1 });
    const matched = await database.db
      .select({ alertId: alertMatches.alertId })
      .from(alertMatches)
      .where(eq(alertMatches.teeTimeId, forTwoOrMore.id));
    expect(matched).toEqual([{ alertId: pair }]);
    const listed = Object.fromEntries(
      (await list()).body.alerts.map((a: { id: string; matchesNow: number }) => [
        a.id,
        a.matchesNow,
      ]),
    );
    expect(listed).toEqual({ [single]: 0, [pair]: 1 });
  });

  it('counts the tee times an alert fits now up to 100, then says there are more', async () => {
    await post(desktop({ courses: ['Riverdale Golf Course'] })).expect(201);
    const minuteAfterSeven = (minute: number) =>
      `${String(7 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    for (let minute = 0; minute < 100; minute++) {
      await aTeeTime(database.db, 'riverdale-golf-course', {
        localDate: date,
        localTime: minuteAfterSeven(minute),
      });
    }
    expect((await list()).body.alerts[0]).toMatchObject({ matchesNow: 100, moreMatchesNow: false });

    await aTeeTime(database.db, 'riverdale-golf-course', { localDate: date, localTime: '08:40' });
    expect((await list()).body.alerts[0]).toMatchObject({ matchesNow: 100, moreMatchesNow: true });
  });

  it('lists the matches best first, each with its distance and when its tee sheet was read', async () => {
    const id = (await post(desktop()).expect(201)).body.alert.id as string;
    const slot = (courseId: string, localTime: string, priceCents: number) =>
      aTeeTime(database.db, courseId, { localDate: date, localTime, priceCents });
    const dearLater = await slot('city-park-golf-course', '08:30', 9000);
    const further = await slot('riverdale-golf-course', '08:00', 4000);
    const best = await slot('city-park-golf-course', '08:00', 4000);
    await database.pool.query(
      `insert into course_date_scans (provider_link_id, local_date, last_checked_at, last_status)
       select id, $1, now() - interval '2 minutes', 'ok' from provider_links
       where course_id = 'city-park-golf-course'`,
      [date],
    );

    const shown = await request(app.getHttpServer())
      .get(`/api/alerts/${id}/matches`)
      .set('Cookie', cookie)
      .expect(200);
    const teeTimes = shown.body.teeTimes as AlertMatch[];
    expect(teeTimes.map((teeTime) => teeTime.id)).toEqual([best.id, further.id, dearLater.id]);
    // City Park is about 2 miles from the Denver Metro center, Riverdale about 14.
    expect(teeTimes[0]!.distanceMiles).toBeLessThan(4);
    expect(teeTimes[1]!.distanceMiles).toBeGreaterThan(10);
    const checkedAgo = Date.now() - Date.parse(teeTimes[0]!.checkedAt!);
    expect(checkedAgo).toBeGreaterThan(110_000);
    expect(checkedAgo).toBeLessThan(130_000);
    expect(teeTimes[1]!.checkedAt).toBeNull();
  });

  it('says when its tee sheets were last read, and when the reads fall behind', async () => {
    const created = await post(desktop({ courses: ['Riverdale Golf Course'] })).expect(201);
    expect(created.body.alert).toMatchObject({ lastCheckedAt: null, checkBehind: false });

    const readAt = async (secondsAgo: number) => {
      await database.pool.query(
        `insert into course_date_scans (provider_link_id, local_date, last_checked_at, last_status)
         select id, $1, now() - make_interval(secs => $2), 'ok' from provider_links
         where course_id = 'riverdale-golf-course'
         on conflict (provider_link_id, local_date) do update set last_checked_at = excluded.last_checked_at`,
        [date, secondsAgo],
      );
      return (await list()).body.alerts[0];
    };
    const fresh = await readAt(20);
    expect(Date.now() - Date.parse(fresh.lastCheckedAt)).toBeLessThan(60_000);
    expect(fresh.checkBehind).toBe(false);
    // Three days out is read every WATCHED interval; an hour-old read is far behind it.
    expect((await readAt(3600)).checkBehind).toBe(true);

    const metrics = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(metrics.text).toMatch(
      /teewatch_watched_course_dates\{platform="\w+",cadence="behind"\} [1-9]/,
    );
    const lag = /teewatch_watched_scan_lag_seconds\{platform="teeitup",statistic="max"\} ([\d.]+)/;
    expect(Number(lag.exec(metrics.text)?.[1])).toBeGreaterThanOrEqual(3600);

    // Paused, the alert watches nothing: no reads to report, and nothing behind.
    await request(app.getHttpServer())
      .patch(`/api/alerts/${created.body.alert.id}`)
      .set('Cookie', cookie)
      .send({ status: 'paused' })
      .expect(200);
    expect((await list()).body.alerts[0]).toMatchObject({
      lastCheckedAt: null,
      checkBehind: false,
    });
  });

  it('writes the AlertMatched payload in SQL exactly as its contract says, nothing more', async () => {
    // The matcher builds this event in SQL for speed, out of sight of the contract's types.
    await post(desktop({ courses: ['Riverdale Golf Course'] })).expect(201);
    await post(desktop({ courses: ['Riverdale Golf Course'], maxPrice: '200' })).expect(201);
    const fits = await aTeeTime(database.db, 'riverdale-golf-course', {
      localDate: date,
      localTime: '07:20',
      openSpots: 4,
      priceCents: 5500,
    });
    await alerts.matchTeeTime(fits.id);

    const [event] = await database.db.select().from(outbox).where(eq(outbox.type, 'AlertMatched'));
    const payload = domainEvents.AlertMatched.payload.strict().parse(event!.payload);
    expect(payload.teeTimeId).toBe(fits.id);
    expect(payload.alertMatchIds).toHaveLength(2);
  });

  it('leaves out slots outside the window, without room, too dear, on another day or elsewhere', async () => {
    await post(desktop({ courses: ['Riverdale Golf Course'] })).expect(201);
    const misses = [
      await aTeeTime(database.db, 'riverdale-golf-course', { localDate: date, localTime: '10:00' }), // afternoon starts at 10
      await aTeeTime(database.db, 'riverdale-golf-course', { localDate: date, localTime: '05:50' }),
      await aTeeTime(database.db, 'riverdale-golf-course', {
        localDate: date,
        localTime: '08:00',
        openSpots: 1,
      }),
      await aTeeTime(database.db, 'riverdale-golf-course', {
        localDate: date,
        localTime: '08:10',
        priceCents: 10001,
      }),
      await aTeeTime(database.db, 'riverdale-golf-course', {
        localDate: addDays(date, 1),
        localTime: '08:20',
      }),
      await aTeeTime(database.db, 'city-park-golf-course', { localDate: date, localTime: '08:30' }),
    ];
    for (const miss of misses) expect(await alerts.matchTeeTime(miss.id)).toEqual({ matched: 0 });
  });

  it('matches by area when no course is chosen, and by distance for a wizard alert', async () => {
    await post(desktop({ location: 'boulder', timePreference: 'any' })).expect(201);
    await post({ location: 'Vail, CO', date, players: 1, timePreference: 'any' }).expect(201);
    const boulder = await aTeeTime(database.db, 'flatirons-golf-course', {
      localDate: date,
      localTime: '12:00',
    });
    const vail = await aTeeTime(database.db, 'vail-golf-club', {
      localDate: date,
      localTime: '12:00',
    });
    const denver = await aTeeTime(database.db, 'city-park-golf-course', {
      localDate: date,
      localTime: '12:00',
    });
    expect(await alerts.matchTeeTime(boulder.id)).toEqual({ matched: 1 });
    expect(await alerts.matchTeeTime(vail.id)).toEqual({ matched: 1 });
    expect(await alerts.matchTeeTime(denver.id)).toEqual({ matched: 0 });
  });

  it('matches a whole scan of tee times found at once, each fitting alert once, replays included', async () => {
    await post(desktop({ location: 'boulder', timePreference: 'any' })).expect(201);
    await post(desktop({ courses: ['Flatirons Golf Course'], timePreference: 'afternoon' })).expect(
      201,
    );
    const times = ['07:00', '09:30', '11:00', '12:30', '15:00', '16:40'];
    const boulder = await Promise.all(
      times.map((localTime) =>
        aTeeTime(database.db, 'flatirons-golf-course', { localDate: date, localTime }),
      ),
    );
    const denver = await aTeeTime(database.db, 'city-park-golf-course', {
      localDate: date,
      localTime: '12:00',
    });
    const found = [...boulder, denver].map((slot) => slot.id);

    // Every slot at once, twice over: more than the batcher runs at a time, so they share batches.
    const answers = await Promise.all([...found, ...found].map((id) => alerts.matchTeeTime(id)));
    // The area alert fits all six Boulder slots; the Flatirons afternoon alert the two in 10:00-14:00.
    const expected = 6 + 2;
    const rows = await database.db.select().from(alertMatches);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((row) => `${row.alertId}/${row.teeTimeId}`)).size).toBe(expected);
    expect(rows.some((row) => row.teeTimeId === denver.id)).toBe(false);
    const announced = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.type, 'AlertMatched'));
    // One event per Boulder slot, naming exactly that slot's new matches.
    const payloads = announced.map((row) => domainEvents.AlertMatched.payload.parse(row.payload));
    expect(payloads.map((payload) => payload.teeTimeId).sort()).toEqual(
      boulder.map((slot) => slot.id).sort(),
    );
    for (const { teeTimeId, alertMatchIds } of payloads) {
      expect(alertMatchIds.sort()).toEqual(
        rows
          .filter((row) => row.teeTimeId === teeTimeId)
          .map((row) => row.id)
          .sort(),
      );
    }
    expect(answers.every((answer) => answer.matched <= 2)).toBe(true);

    const replayed = await Promise.all(found.map((id) => alerts.matchTeeTime(id)));
    expect(replayed.map((answer) => answer.matched)).toEqual(found.map(() => 0));
    expect(await database.db.select().from(alertMatches)).toHaveLength(expected);
  });

  it('takes an alert’s matches with it when the alert is deleted, or its browser’s access is', async () => {
    const kept = (await post(desktop()).expect(201)).body.alert.id as string;
    const deleted = (await post(desktop({ timePreference: 'any' })).expect(201)).body.alert
      .id as string;
    const otherBrowser = await grantedCookie(app, database.db);
    await post(desktop(), otherBrowser).expect(201);
    const slot = await aTeeTime(database.db, 'city-park-golf-course', {
      localDate: date,
      localTime: '08:00',
    });
    expect(await alerts.matchTeeTime(slot.id)).toEqual({ matched: 3 });

    await request(app.getHttpServer())
      .delete(`/api/alerts/${deleted}`)
      .set('Cookie', cookie)
      .expect(200);
    await database.pool.query(
      `delete from access_grants where id in (select owner_grant_id from alerts where id not in ($1, $2))`,
      [kept, deleted],
    );

    const left = await database.db.select().from(alertMatches);
    expect(left.map((match) => match.alertId)).toEqual([kept]);
  });

  it('lets no match outlive an alert deleted while a matching transaction is in flight', async () => {
    const id = (await post(desktop()).expect(201)).body.alert.id as string;
    const slot = await aTeeTime(database.db, 'city-park-golf-course', {
      localDate: date,
      localTime: '08:00',
    });
    const repository = app.get(AlertsRepository);
    let deletion: Promise<unknown> | undefined;
    await repository.transaction(async (tx) => {
      expect(await repository.insertMatchesFor(tx, [slot.id])).toEqual(new Map([[slot.id, 1]]));
      // The golfer deletes the alert before the matcher commits: the deletion must wait for it.
      deletion = request(app.getHttpServer())
        .delete(`/api/alerts/${id}`)
        .set('Cookie', cookie)
        .then((response) => response.status);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await deletion).toBe(200);
    expect(await database.db.select().from(alertMatches)).toEqual([]);
  });

  it('tells the scanner which course-dates active alerts watch, to read first, and ignores paused ones', async () => {
    const id = (await post(desktop({ courses: ['Riverdale Golf Course'] })).expect(201)).body.alert
      .id as string;
    const watched = await alerts.watchedCourseDates();
    expect(watched).toEqual([expect.objectContaining({ platform: 'teeitup', date, watchers: 1 })]);
    const planned = await app.get(ScanPlanner).dueScans(watched, new Date(), 3);
    expect(planned[0]).toEqual({ linkId: watched[0]!.linkId, date, priority: 2, delayMs: 0 });
    expect(planned.slice(1).map((scan) => scan.priority)).toEqual([10, 10]);

    await request(app.getHttpServer())
      .patch(`/api/alerts/${id}`)
      .set('Cookie', cookie)
      .send({ status: 'paused' })
      .expect(200);
    expect(await alerts.watchedCourseDates()).toEqual([]);
    const slot = await aTeeTime(database.db, 'riverdale-golf-course', {
      localDate: date,
      localTime: '07:00',
    });
    expect(await alerts.matchTeeTime(slot.id)).toEqual({ matched: 0 });
  });
});

describe('the alert list on a full tee sheet', () => {
  /** The tee_times indexes a plan of the alert list reads, one entry per read. */
  async function teeTimeIndexesRead(planCacheMode: 'force_custom_plan' | 'force_generic_plan') {
    const { sql: text } = alertsWithFigures(database.db, sql`true`, new Date()).toSQL();
    const client = await database.pool.connect();
    try {
      await client.query(`set plan_cache_mode = ${planCacheMode}`);
      await client.query(`prepare alert_list as ${text}`);
      const { rows } = await client.query(
        'explain (format json) execute alert_list(now(), 101, 101)',
      );
      const read: string[] = [];
      const visit = (node: { 'Index Name'?: string; Plans?: unknown[] }) => {
        if (node['Index Name']?.startsWith('tee_times_')) read.push(node['Index Name']);
        for (const child of node.Plans ?? []) visit(child as typeof node);
      };
      visit(rows[0]['QUERY PLAN'][0].Plan);
      return read;
    } finally {
      await client.query('deallocate all; reset plan_cache_mode');
      client.release();
    }
  }

  it('reads only the coming tee times of each course-date an alert reaches, however PostgreSQL plans it', async () => {
    // Three days of tee sheets at every linked course, with statistics, as a busy morning leaves
    // them. A prepared statement runs on a generic plan after its fifth use; with the start in an
    // index of its own, that plan ANDed it in and read every coming tee time for each course.
    await database.pool.query(`
      insert into tee_times (provider_link_id, course_id, slot_ref, starts_at, local_date,
        local_time, holes, open_spots, price_cents, cart_included, booking_url)
      select link.id, link.course_id, gen_random_uuid()::text,
        (day + time '07:00' + slot * interval '8 minutes') at time zone 'America/Denver',
        day, to_char(time '07:00' + slot * interval '8 minutes', 'HH24:MI'),
        18, 4, 5500, false, 'https://example.test/book'
      from provider_links link,
        generate_series((now() at time zone 'America/Denver')::date, (now() at time zone 'America/Denver')::date + 2, interval '1 day') as day,
        generate_series(0, 59) as slot`);
    await database.pool.query('analyze tee_times');
    await post(desktop({ timePreference: 'any' })).expect(201);
    await post(desktop({ timePreference: 'any', date: addDays(date, 1) })).expect(201);

    for (const mode of ['force_custom_plan', 'force_generic_plan'] as const) {
      const read = await teeTimeIndexesRead(mode);
      expect(read.length).toBeGreaterThan(0);
      expect(new Set(read)).toEqual(new Set(['tee_times_course_date_starts_idx']));
    }
  });
});
