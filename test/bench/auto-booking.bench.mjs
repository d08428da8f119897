// Auto-booking benchmark, with real processes: the sandbox (tee-sheet platforms that record every
// booking) and TeeWatch workers (scanner, relay, auto-booking, notifier). Golfers queue automatic
// bookings for tomorrow at different courses; the sandbox then opens a fitting slot at each, one
// per platform per scan interval. Prints the time from the slot opening to the booking committed
// at the platform: p50/p95/max (target p95 <= the scan interval + 5 s), and checks each golfer got
// exactly one booking.
//
//   npm run bench:auto-booking       (builds first; about five minutes)
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sandboxMessagingEnv } from '../../scripts/lib/messaging-env.mjs';
import { ProcessGroup, run, waitForHttp } from '../../scripts/lib/processes.mjs';
import { percentile, sleep } from './support.mjs';
import { sandboxTeeSheetEnv } from '../../scripts/lib/tee-sheet-env.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 12);
const SCAN_INTERVAL_SECONDS = 30; // SCAN_WATCHED_SOON_INTERVAL_SECONDS: today and tomorrow
const SANDBOX_PORT = 4960;
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/teewatch_bench_auto_booking';
const state = path.join(root, '.teewatch', 'bench-auto-booking');
mkdirSync(state, { recursive: true });
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379/13',
  QUEUE_PREFIX: 'teewatch-bench-auto-booking',
  LOG_LEVEL: 'warn',
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_HTTPS_PORT: String(SANDBOX_PORT + 443),
  SANDBOX_TLS_DIR: path.join(state, 'tls'),
  SANDBOX_TEE_SHEET_RATE_LIMITS: 'off',
  SCAN_SIMULATED_LINKS: 'true',
  SCAN_BASELINE_INTERVAL_SECONDS: '86400',
  SCAN_BASELINE_DAYS: '1',
  MEMBERSPORTS_API_KEY: 'bench',
  DEMO_ACCESS_CODE: 'BENCH-CODE',
  WORKER_ROLES: 'scanner,relay,auto-booking,notifier',
};
// The golfer is told by email (the sandbox's SES), as in production.
Object.assign(env, sandboxMessagingEnv(sandboxUrl, 'http://127.0.0.1:3960'));
Object.assign(env, sandboxTeeSheetEnv(sandboxUrl));

const json = async (method, url, body) => {
  const response = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_bench_auto_booking with (force)');
await admin.end();
run('redis-cli', ['-n', '13', 'flushdb'], { stdio: 'ignore' });
run(process.execPath, ['backend/dist/db/migrate.js'], {
  cwd: root,
  env: { ...process.env, ...env },
});
run(process.execPath, ['backend/dist/db/seed.js'], { cwd: root, env: { ...process.env, ...env } });

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const group = new ProcessGroup(path.join(state, 'logs'));
const died = (name, how, log) => {
  console.error(`${name} exited (${how}):\n${group.tail(log)}`);
  process.exit(1);
};
group.start('sandbox', 'sandbox/dist/main.js', env, died);
await waitForHttp(`${sandboxUrl}/health`);

const tomorrow = (
  await db.query(`select ((now() at time zone 'America/Denver')::date + 1)::text as d`)
).rows[0].d;
// Platforms the agent books that commit without the golfer's card, one course per golfer, each
// over 6 miles from the others so that no golfer's 5-mile bounds reach another's slot.
const candidates = (
  await db.query(
    `select c.id, c.name, c.latitude, c.longitude, l.platform from courses c
       join provider_links l on l.course_id = c.id
      where l.platform in ('chronogolf', 'membersports') order by c.id`,
  )
).rows;
const miles = (a, b) => {
  const rad = (deg) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
};
const courses = [];
for (const course of candidates) {
  if (courses.length < SAMPLES && courses.every((chosen) => miles(chosen, course) > 6)) {
    courses.push(course);
  }
}

/** A golfer who queued an automatic booking at one course, tomorrow, 4:45 to 5:45 AM. */
async function aQueuedGolfer(course) {
  const { rows } = await db.query(
    `insert into users (email, display_name, email_verified_at, account_type)
     values ($1, 'Bench Golfer', now(), 'email') returning id`,
    [`bench-${randomUUID()}@example.com`],
  );
  // 5:15 with strict flexibility: 4:45 to 5:45 AM, before any course's first tee (6:00 at the
  // earliest), so only the slot opened below fits.
  const preferences = {
    maxPrice: 300,
    preferredTimes: ['05:15'],
    preferredCourses: [course.id],
    players: 2,
    maxDistance: 5,
    location: { latitude: course.latitude, longitude: course.longitude },
    priceFlexibility: 'moderate',
    timeFlexibility: 'strict',
  };
  const queued = await db.query(
    `insert into auto_bookings (user_id, optimization_id, tee_time_id, course_name, local_date,
       local_time, preferences, min_score, players, status)
     values ($1, gen_random_uuid(), gen_random_uuid(), $2, $3, '05:15', $4, 0, 2, 'waiting')
     returning id`,
    [rows[0].id, course.name, tomorrow, JSON.stringify(preferences)],
  );
  await db.query(`insert into outbox (type, payload) values ('BookingQueued', $1)`, [
    JSON.stringify({ autoBookingId: queued.rows[0].id }),
  ]);
  return queued.rows[0].id;
}

console.log(
  `Auto-booking: ${SAMPLES} golfers queue tomorrow at ${SAMPLES} courses; the sandbox opens a fitting slot at each, one per platform per scan interval (${SCAN_INTERVAL_SECONDS} s)`,
);
const samples = [];
for (const course of courses) samples.push({ course, autoBookingId: await aQueuedGolfer(course) });
group.start('workers', 'workers/dist/main.js', env, died);
// The first read of each course-date is its baseline; openings after it are news.
await sleep((SCAN_INTERVAL_SECONDS + 10) * 1000);

const bookingsAt = async () => (await json('GET', `${sandboxUrl}/control/bookings`)).bookings;
// Watched all along, so a booking made while later slots are still opening is timed when it lands.
const openedAt = new Map();
const committedAt = new Map();
let watching = true;
const watcher = (async () => {
  while (watching) {
    for (const booking of await bookingsAt()) {
      const opened = openedAt.get(booking.courseId);
      if (opened && booking.minute === opened.minute && !committedAt.has(booking.courseId)) {
        committedAt.set(booking.courseId, Date.now());
      }
    }
    await sleep(250);
  }
})();
// One opening per platform per scan interval, at a random moment in it. A platform's budget pays
// for its bookings too (a Chronogolf booking is 4-5 requests, at 0.4 a second): openings at one
// platform faster than its budget can book them would measure the budget, not the agent.
const openings = [...Map.groupBy(samples, (sample) => sample.course.platform).values()]
  .flatMap((ofPlatform) =>
    ofPlatform.map((sample, k) => ({
      sample,
      afterMs: (k + Math.random()) * SCAN_INTERVAL_SECONDS * 1000,
    })),
  )
  .sort((a, b) => a.afterMs - b.afterMs);
const start = Date.now();
for (const [i, { sample, afterMs }] of openings.entries()) {
  await sleep(start + afterMs - Date.now());
  const minute = 5 * 60 + 10 + i;
  await json('POST', `${sandboxUrl}/control/slots/open`, {
    courseId: sample.course.id,
    date: tomorrow,
    time: `05:${String(10 + i).padStart(2, '0')}`,
    spots: 4,
  });
  openedAt.set(sample.course.id, { at: Date.now(), minute });
}
const deadline = Date.now() + (SCAN_INTERVAL_SECONDS + 150) * 1000;
while (committedAt.size < SAMPLES && Date.now() < deadline) await sleep(250);
watching = false;
await watcher;
await sleep(3000); // anything booked twice would show by now
const all = await bookingsAt();
const told = (await json('GET', `${sandboxUrl}/ses/store`)).emails.filter((mail) =>
  /is booked/.test(mail.subject),
).length;
const { rows: statuses } = await db.query(
  `select status, count(*)::int n from auto_bookings group by status`,
);
// Two golfers may book one tee time between them (it has four spots); one golfer, one booking.
const { rows: perGolfer } = await db.query(
  `select count(b.id)::int n from auto_bookings a
     left join bookings b on b.idempotency_key like 'auto-' || a.id || '-%' and b.status = 'booked'
    group by a.id`,
);
await group.stop();
await db.end();

const latencies = [...committedAt].map(([courseId, at]) => at - openedAt.get(courseId).at);
const sorted = latencies.sort((a, b) => a - b);
const twice = perGolfer.filter((row) => row.n > 1);
const target = (SCAN_INTERVAL_SECONDS + 5) * 1000;
const p95 = percentile(sorted, 95);
console.log(
  `  slot opened -> booked at the platform: p50 ${(percentile(sorted, 50) / 1000).toFixed(1)} s, p95 ${(p95 / 1000).toFixed(1)} s, max ${(sorted.at(-1) / 1000).toFixed(1)} s (${latencies.length}/${SAMPLES} booked; target p95 <= ${target / 1000} s: ${latencies.length === SAMPLES && p95 <= target ? 'met' : 'NOT met'})`,
);
// Per platform: each spends its own request budget (docs/platforms.md, "Request pacing").
const byPlatform = Map.groupBy(
  [...committedAt].map(([courseId, at]) => ({
    platform: courses.find((course) => course.id === courseId).platform,
    ms: at - openedAt.get(courseId).at,
  })),
  (sample) => sample.platform,
);
for (const [platform, platformSamples] of byPlatform) {
  const ms = platformSamples.map((sample) => sample.ms).sort((a, b) => a - b);
  console.log(
    `    ${platform}: ${ms.length} booked, p50 ${(percentile(ms, 50) / 1000).toFixed(1)} s, max ${(ms.at(-1) / 1000).toFixed(1)} s`,
  );
}
console.log(
  `  bookings per golfer: ${twice.length === 0 ? 'at most one each' : `${twice.length} booked twice`}; at the platforms: ${all.length}; automatic bookings: ${statuses.map((row) => `${row.n} ${row.status}`).join(', ')}; golfers told by email: ${told}`,
);
