// Matching benchmark: 100,000 active alerts (areas, chosen courses, places with a radius) against
// 1,000 TeeTimeFound events, twice: (1) through the product's own AlertsService.matchTeeTime (the
// scanner role's handler) with as many at once as the match queue's worker takes
// (MATCH_CONCURRENCY), and (2) as the product runs it, all events put on the match queue at once
// and consumed by the real worker (JobRunner and the TeeTimeFound handler) on BullMQ. After each, a
// brute-force oracle in JavaScript checks every alert against every tee time and must agree with
// what was written, and every match must be named by exactly one AlertMatched event.
//
//   npm run bench:matching           (builds first; about a minute; BENCH_DAYS=30 spreads the
//                                     alerts and tee times over more days: fewer matches)
//
// Target (issue 4): all matches written within 1 s in total.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { run } from '../../scripts/lib/processes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000);
/** Alerts and tee times spread over this many days: fewer days, more matches per tee time. */
const DAYS = Number(process.env.BENCH_DAYS ?? 14);
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/teewatch_bench_match';
const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DEMO_ACCESS_CODE: '' };

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_bench_match with (force)');
await admin.end();
run(process.execPath, ['backend/dist/db/migrate.js'], { cwd: root, env });
run(process.execPath, ['backend/dist/db/seed.js'], { cwd: root, env });

const db = new pg.Pool({ connectionString: databaseUrl });
const today = (await db.query(`select (now() at time zone 'America/Denver')::date::text as d`))
  .rows[0].d;

// Random but repeatable data: DAYS dates, every time window, 1-4 players, prices and places.
await db.query('select setseed(0.42)');
console.log(`Creating ${ALERTS} alerts and ${EVENTS} tee times...`);
await db.query(
  `insert into alerts (source, location_label, area, latitude, longitude, radius_miles, course_ids,
     date, time_preference, window_start, window_end, players, max_price_cents)
   select 'desktop', 'bench', a.area, a.lat, a.lon, a.radius, a.course_ids,
     ($1::date + (random() * ($3 - 1))::int), w.pref, w.start, w.finish,
     1 + (random() * 3)::int, case when random() < 0.3 then null else 3000 + (random() * 17000)::int end
   from (
     select g, random() as kind from generate_series(1, $2) g
   ) s
   cross join lateral (
     select
       case when s.kind < 0.4 then (array['denver','boulder','colorado-springs','vail','aspen','fort-collins'])[1 + (random() * 5)::int] end as area,
       case when s.kind >= 0.7 then 38.5 + random() * 2.5 end as lat,
       case when s.kind >= 0.7 then -106.5 + random() * 2 end as lon,
       case when s.kind >= 0.7 then 10 + random() * 30 end as radius,
       case when s.kind >= 0.4 and s.kind < 0.7 then
         (select array_agg(id) from (select id from courses where g > 0 order by random() limit 1 + (random() * 2)::int) c)
       else '{}'::text[] end as course_ids
   ) a
   cross join lateral (
     select * from (values ('morning','06:00','10:00'), ('afternoon','10:00','14:00'),
       ('evening','14:00','18:00'), ('any','00:00','24:00')) v(pref, start, finish)
     where s.g > 0 order by random() limit 1
   ) w`,
  [today, ALERTS, DAYS],
);
await db.query(
  `insert into tee_times (provider_link_id, course_id, slot_ref, starts_at, local_date, local_time,
     holes, open_spots, min_players, price_cents, cart_included, booking_url)
   select l.id, l.course_id, 'bench-' || g, now(), d.day, t.hhmm, 18, 1 + (random() * 3)::int,
     case when random() < 0.1 then 2 else 1 end,
     2000 + (random() * 15000)::int, false, 'https://example.com/book'
   from generate_series(1, $2) g
   cross join lateral (select id, course_id from provider_links where g > 0 order by random() limit 1) l
   cross join lateral (select ($1::date + (random() * ($3 - 1))::int) as day) d
   cross join lateral (select lpad((5 + (random() * 13)::int)::text, 2, '0') || ':' ||
     lpad(((random() * 5)::int * 10)::text, 2, '0') as hhmm) t`,
  [today, EVENTS, DAYS],
);
// Where each alert looks, as saving an alert through the API works it out.
const { AlertsRepository } = await import('../../backend/dist/modules/alerts/alerts.repository.js');
const { createDatabase } = await import('../../backend/dist/db/database.js');
await new AlertsRepository(createDatabase(db)).rebuildReach();
// What autovacuum keeps up in production (it is off on the test machines): statistics, and the
// visibility map that lets the matcher read alert_reach from its index alone.
await db.query('vacuum analyze');
// As pgbench does: start timing with the setup's writes flushed, not with a checkpoint under way.
await db.query('checkpoint');

// The oracle: every alert against every tee time, in JavaScript, by the rules of
// docs/product-rules.md, "Matching a tee time to an alert".
const courses = new Map(
  (await db.query('select id, area, latitude, longitude from courses')).rows.map((c) => [c.id, c]),
);
const teeTimes = (
  await db.query(
    'select id, course_id, local_date::text as date, local_time, open_spots, min_players, price_cents from tee_times',
  )
).rows;
const allAlerts = (
  await db.query(
    `select id, area, latitude, longitude, radius_miles, course_ids, date::text as date,
       window_start, window_end, players, max_price_cents from alerts where status = 'active'`,
  )
).rows;
const radians = (d) => (d * Math.PI) / 180;
const miles = (a, b) => {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
};
const covers = (alert, course) =>
  alert.course_ids.length > 0
    ? alert.course_ids.includes(course.id)
    : alert.area !== null
      ? course.area === alert.area
      : miles(alert, course) <= alert.radius_miles;
const expected = new Set();
for (const slot of teeTimes) {
  const course = courses.get(slot.course_id);
  for (const alert of allAlerts) {
    if (
      alert.date === slot.date &&
      slot.local_time >= alert.window_start &&
      slot.local_time < alert.window_end &&
      slot.open_spots >= alert.players &&
      slot.min_players <= alert.players &&
      (alert.max_price_cents === null || slot.price_cents <= alert.max_price_cents) &&
      covers(alert, course)
    )
      expected.add(`${alert.id}/${slot.id}`);
  }
}

// The product's matcher, as the scanner role runs it: AlertsService.matchTeeTime behind the match
// queue's worker (JobRunner with the TeeTimeFound and TeeTimeGone handlers) on BullMQ.
const { NestFactory } = await import('@nestjs/core');
const { Module } = await import('@nestjs/common');
const { QueueEvents } = await import('bullmq');
const { Redis } = await import('ioredis');
const { parseConfig } = await import('../../backend/dist/config/config.schema.js');
const { CoreModule } = await import('../../backend/dist/core.module.js');
const { AlertsModule } = await import('../../backend/dist/modules/alerts/alerts.module.js');
const { AlertsService } = await import('../../backend/dist/modules/alerts/alerts.service.js');
const { QueueRegistry } = await import('../../backend/dist/infra/queue/queue.registry.js');
const { JOB_HANDLERS } = await import('../../workers/dist/runtime/job-handler.js');
const { JobRunner } = await import('../../workers/dist/runtime/job-runner.js');
const { MatchTeeTimeHandler, CloseMatchesHandler } =
  await import('../../workers/dist/scanner/match-tee-time.handler.js');
const config = parseConfig({ ...env, QUEUE_PREFIX: 'teewatch-bench-match' });
const CONCURRENCY = config.MATCH_CONCURRENCY;
class BenchModule {}
const handlers = [MatchTeeTimeHandler, CloseMatchesHandler];
Module({
  imports: [CoreModule.forRoot(config), AlertsModule],
  providers: [
    ...handlers,
    { provide: JOB_HANDLERS, inject: handlers, useFactory: (...found) => found },
    JobRunner,
  ],
})(BenchModule);
const context = await NestFactory.createApplicationContext(BenchModule, { logger: false });
const alerts = context.get(AlertsService);
const matchQueue = context.get(QueueRegistry).get('match');
await matchQueue.obliterate({ force: true });
const teeTimeIds = (await db.query('select id from tee_times')).rows.map((row) => row.id);

/** Run 1: the handler's call, CONCURRENCY at once, as the worker makes it; per-event latency too. */
async function matchDirectly() {
  const durations = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < teeTimeIds.length) {
        const id = teeTimeIds[next++];
        const t0 = performance.now();
        await alerts.matchTeeTime(id);
        durations.push(performance.now() - t0);
      }
    }),
  );
  return { totalMs: performance.now() - started, durations: durations.sort((a, b) => a - b) };
}

/** Run 2: every TeeTimeFound put on the match queue at once; done when the worker completed all. */
async function matchThroughQueue() {
  const events = new QueueEvents('match', {
    connection: new Redis(config.REDIS_URL, { maxRetriesPerRequest: null }),
    prefix: config.QUEUE_PREFIX,
  });
  await events.waitUntilReady();
  let completed = 0;
  const allDone = new Promise((resolve, reject) => {
    events.on('completed', () => ++completed === teeTimeIds.length && resolve());
    events.on('failed', ({ failedReason }) => reject(new Error(failedReason)));
  });
  const started = performance.now();
  await matchQueue.addBulk(
    teeTimeIds.map((teeTimeId) => {
      const eventId = randomUUID();
      const message = {
        eventId,
        type: 'TeeTimeFound',
        occurredAt: new Date().toISOString(),
        payload: { teeTimeId, reason: 'new' },
      };
      return { name: 'TeeTimeFound', data: message, opts: { jobId: eventId } };
    }),
  );
  await allDone;
  const totalMs = performance.now() - started;
  await events.close();
  return totalMs;
}

const direct = await matchDirectly();
const directCheck = await checkWritten();
await db.query(`truncate alert_matches cascade`);
await db.query(`delete from outbox where type = 'AlertMatched'`);
await db.query('checkpoint');
const queuedMs = await matchThroughQueue();
const queuedCheck = await checkWritten();
await matchQueue.obliterate({ force: true });
await context.close();
await db.end();

/**
 * What was written, against the oracle: every alert against every tee time
 * (docs/product-rules.md, "Matching a tee time to an alert").
 */
async function checkWritten() {
  const written = new Set(
    (await db.query('select alert_id, tee_time_id from alert_matches')).rows.map(
      (row) => `${row.alert_id}/${row.tee_time_id}`,
    ),
  );
  // Every match must be announced by exactly one AlertMatched event (one event per tee time).
  const { rows } = await db.query(
    `select count(distinct e.id)::int as events, count(*)::int as named,
       count(distinct m.id)::int as distinct_named,
       (select count(*)::int from alert_matches) as matches
     from outbox e cross join jsonb_array_elements_text(e.payload -> 'alertMatchIds') named_id
     join alert_matches m on m.id = named_id::uuid and m.tee_time_id = (e.payload ->> 'teeTimeId')::uuid
     where e.type = 'AlertMatched'`,
  );
  const { events, named, distinct_named: distinctNamed, matches } = rows[0];
  return {
    written: written.size,
    events,
    named,
    eachAnnouncedOnce: named === matches && distinctNamed === matches,
    missing: [...expected].filter((key) => !written.has(key)).length,
    extra: [...written].filter((key) => !expected.has(key)).length,
  };
}

const pct = (p) =>
  direct.durations[
    Math.min(direct.durations.length - 1, Math.floor((p / 100) * direct.durations.length))
  ];
const verdict = (ms) => `(target <= 1000 ms: ${ms <= 1000 ? 'met' : 'NOT met'})`;
const agrees = (check) =>
  `${check.written} written, ${expected.size} expected; missing ${check.missing}, extra ${check.extra}: ${
    check.missing + check.extra === 0 ? 'agrees' : 'DISAGREES'
  }; ${check.events} AlertMatched naming ${check.named}: ${check.eachAnnouncedOnce ? 'each match once' : 'NOT each match once'}`;
console.log(`
Matching ${allAlerts.length} active alerts against ${teeTimes.length} TeeTimeFound over ${DAYS} days
  (${CONCURRENCY} at once, in transactions of up to ${config.MATCH_BATCH_MAX} tee times, ${config.MATCH_BATCH_PARALLEL} in parallel)
  matcher           ${direct.totalMs.toFixed(0)} ms   ${verdict(direct.totalMs)}, ${(expected.size / (direct.totalMs / 1000)).toFixed(0)} matches/s
                    per event p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${pct(100).toFixed(1)} ms
                    oracle: ${agrees(directCheck)}
  through BullMQ    ${queuedMs.toFixed(0)} ms   ${verdict(queuedMs)} (all ${teeTimes.length} jobs on the match queue at once, until the worker completed them)
                    oracle: ${agrees(queuedCheck)}
`);
const correct = (check) => check.missing + check.extra === 0 && check.eachAnnouncedOnce;
process.exit(correct(directCheck) && correct(queuedCheck) ? 0 : 1);
