// Scan-budget benchmark, with real processes: the sandbox (its own rate limits on) and one scanner
// at the platforms' default request budgets, reading every catalogue course for 14 dates while
// golfers' alerts watch some of them. Prints, per platform, the mean and p95 wait between a slot
// opening and the scanner reading it, next to N/(2B), the least mean wait any plan can give for N
// watched course-dates at B requests a second; then the p95 for the 100 most-watched course-dates
// of the next 48 hours, and slots actually opened at the sandbox and found.
//
//   npm run bench:scanner            (this runs after the throughput bench; about fourteen minutes)
//
// Targets (docs/platforms.md, "Spending the budget"): mean wait within 1.2x of N/(2B) per platform,
// counted in reads (B over what a read costs); the 100 most-watched read every 10 s where the
// budget allows.
//
// How the wait is measured: the scanner's reads of each watched course-date are taken from
// course_date_scans (polled every 250 ms); an opening at a random moment waits until the next
// read, so 200 random moments per course-date between its first and last read give the spread.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ProcessGroup, run, waitForHttp } from '../../scripts/lib/processes.mjs';
import { percentile, sleep } from './support.mjs';
import {
  sandboxTeeSheetEnv,
  teeSheetPlatforms as platforms,
} from '../../scripts/lib/tee-sheet-env.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const DATES = 14;
const GOLFERS = Number(process.env.BENCH_GOLFERS ?? 600);
const MINUTES = Number(process.env.BENCH_BUDGET_MINUTES ?? 8);
/**
 * After the warm-up every course-date was read within the last minute, so nothing is due for a
 * while: the measurement starts once reads come at the planner's steady pace.
 */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 180);
const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 30);
const SANDBOX_PORT = 4910;
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/teewatch_bench_budget';
const state = path.join(root, '.teewatch', 'bench-budget');
mkdirSync(state, { recursive: true });
/** The platforms' default budgets (backend/src/providers/tee-sheet/tee-sheet.config.ts). */
const defaultBudgets = {
  foreup: 1,
  chronogolf: 0.4,
  teeitup: 0.8,
  membersports: 1,
  clubprophet: 1,
  ezlinks: 1,
  clubcaddie: 1,
  teesnap: 1,
  golfnow: 0.5,
  quick18: 1,
};

const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379/9',
  QUEUE_PREFIX: 'teewatch-bench-budget',
  LOG_LEVEL: 'warn',
  WORKER_ROLES: 'scanner',
  SCAN_SIMULATED_LINKS: 'true',
  SCAN_BASELINE_DAYS: String(DATES - 1),
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_HTTPS_PORT: String(SANDBOX_PORT + 443),
  SANDBOX_TLS_DIR: path.join(state, 'tls'),
  MEMBERSPORTS_API_KEY: 'bench',
  DEMO_ACCESS_CODE: 'BENCH-CODE',
};
Object.assign(env, sandboxTeeSheetEnv(sandboxUrl));

/** Watched reads the scanner turned away per platform (all its scan slots busy), as /metrics counts them. */
async function handedBackReads() {
  const redis = new Redis(env.REDIS_URL);
  const fields = await redis.hgetall(`${env.QUEUE_PREFIX}:metrics:tee_sheet_reads_handed_back`);
  redis.disconnect();
  const counts = Object.fromEntries(platforms.map((platform) => [platform, 0]));
  for (const [field, value] of Object.entries(fields)) {
    const labels = Object.fromEntries(JSON.parse(field));
    if (labels.watched === 'true') counts[labels.platform] += Number(value);
  }
  return counts;
}
const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
const control = async (method, route, body) => {
  const response = await fetch(`${sandboxUrl}/control${route}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
};
const addDays = (date, n) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_bench_budget with (force)');
await admin.end();
run('redis-cli', ['-n', '9', 'flushdb'], { stdio: 'ignore' });
const withEnv = { cwd: root, env: { ...process.env, ...env } };
run(process.execPath, ['backend/dist/db/migrate.js'], withEnv);
run(process.execPath, ['backend/dist/db/seed.js'], withEnv);
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });

// Golfers: each watches one date (nearer dates likelier) at one to three courses (popular ones
// likelier: the course of rank r is picked in proportion to 1/r).
const today = (await db.query(`select (now() at time zone 'America/Denver')::date::text as d`))
  .rows[0].d;
const { rows: courses } = await db.query(
  `select distinct c.id from courses c join provider_links l on l.course_id = c.id order by c.id`,
);
let seed = 42;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const courseRanks = [...courses].sort(() => random() - 0.5);
const harmonic = courseRanks.map((_, r) => 1 / (r + 1));
const pick = (weights) => {
  let x = random() * weights.reduce((a, b) => a + b, 0);
  for (const [index, weight] of weights.entries()) if ((x -= weight) <= 0) return index;
  return weights.length - 1;
};
const dateWeights = Array.from({ length: DATES }, (_, d) => 0.8 ** d);
const grantId = randomUUID();
await db.query(
  `insert into access_grants (id, access_code_id, token_hash, expires_at)
   select $1, id, $2, now() + interval '1 day' from access_codes limit 1`,
  [grantId, createHash('sha256').update(grantId).digest('hex')],
);
for (let golfer = 0; golfer < GOLFERS; golfer++) {
  const date = addDays(today, pick(dateWeights));
  const chosen = new Set(
    Array.from({ length: 1 + Math.floor(random() * 3) }, () => courseRanks[pick(harmonic)].id),
  );
  await db.query(
    `insert into alerts (owner_grant_id, source, location_label, course_ids, date, time_preference,
       window_start, window_end, players)
     values ($1, 'desktop', 'bench', $2, $3, 'any', '00:00', '24:00', 1)`,
    [grantId, [...chosen], date],
  );
}
// As the API saves alerts: with the matcher's index of where each looks, which the planner reads.
await db.query(
  `insert into alert_reach (course_id, date, window_start, window_end, players, alert_id)
   select unnest(course_ids), date, window_start, window_end, players, id from alerts`,
);
const { rows: watched } = await db.query(
  `select l.id as link_id, l.platform, a.date::text as date, count(*)::int as watchers
   from alerts a join provider_links l on l.course_id = any(a.course_ids)
   group by l.id, l.platform, a.date`,
);
const { rows: linkCount } = await db.query(
  'select platform, count(*)::int as n from provider_links group by platform',
);

const group = new ProcessGroup(path.join(state, 'logs'));
const died = (name, how, log) => {
  console.error(`${name} exited (${how}):\n${group.tail(log)}`);
  process.exit(1);
};
group.start('sandbox', 'sandbox/dist/main.js', env, died);
await waitForHttp(`${sandboxUrl}/health`);

// Warm-up, at budgets far above the defaults and the sandbox's limits off: every course-date read
// once, so what follows is the steady state (a first read stores the sheet and announces nothing).
const allCourseDates = linkCount.reduce((sum, { n }) => sum + n, 0) * DATES;
console.log(
  `Scan budget: ${courses.length} courses, ${allCourseDates} course-dates; ${GOLFERS} golfers watch ${watched.length} of them. Warming up...`,
);
for (const platform of platforms)
  await control('PUT', `/rate-limits/${platform}`, { requestsPerSecond: null });
const fast = Object.fromEntries(
  platforms.map((p) => [`TEE_SHEET_${p.toUpperCase()}_RATE_PER_SECOND`, '200']),
);
const warmUp = new ProcessGroup(path.join(state, 'logs-warm-up'));
warmUp.start(
  'scanner',
  'workers/dist/main.js',
  {
    ...env,
    ...fast,
    SCAN_PLAN_EVERY_SECONDS: '1',
    SCAN_CONCURRENCY: '40',
    SCAN_PLATFORM_CONCURRENCY: '20',
    // Watched course-dates once, like the rest: not again and again while others wait.
    SCAN_MIN_INTERVAL_SECONDS: '600',
    SCAN_WATCHED_INTERVAL_SECONDS: '600',
    SCAN_WATCHED_SOON_INTERVAL_SECONDS: '600',
  },
  died,
);
while (
  Number((await db.query('select count(*) from course_date_scans')).rows[0].count) < allCourseDates
)
  await sleep(1000);
await warmUp.stop();
run('redis-cli', ['-n', '9', 'flushdb'], { stdio: 'ignore' });
await control('POST', '/reset');

// The measured run: default budgets, the sandbox's own limits on.
group.start('scanner', 'workers/dist/main.js', env, died);
console.log(
  `Settling for ${SETTLE_SECONDS} s at the default budgets, then measuring ${MINUTES} min...`,
);
await sleep(SETTLE_SECONDS * 1000);
const trafficBefore = await control('GET', '/rate-limits');
const handedBackBefore = await handedBackReads();
const startedAt = Date.now();
const endsAt = startedAt + MINUTES * 60_000;
const reads = new Map(); // "linkId|date" -> read times
const watchedKeys = new Set(watched.map((w) => `${w.link_id}|${w.date}`));
const openings = [];
let nextOpeningAt = startedAt + 60_000;
while (Date.now() < endsAt) {
  const { rows } = await db.query(
    `select provider_link_id as link_id, local_date::text as date, last_checked_at
     from course_date_scans where last_checked_at > $1`,
    [new Date(startedAt)],
  );
  for (const row of rows) {
    const key = `${row.link_id}|${row.date}`;
    if (!watchedKeys.has(key)) continue;
    const at = row.last_checked_at.getTime();
    const seen = reads.get(key) ?? [];
    if (seen.at(-1) !== at) seen.push(at);
    reads.set(key, seen);
  }
  // Now and then a slot opens at a watched course-date: found how long after?
  if (Date.now() >= nextOpeningAt && openings.length < OPENINGS) {
    const target = watched[Math.floor(random() * watched.length)];
    const { rows: link } = await db.query('select course_id from provider_links where id = $1', [
      target.link_id,
    ]);
    const time = `05:${String(10 + openings.length).padStart(2, '0')}`;
    // A course whose booking window ends before the date refuses: pick another next time round.
    const opened = await control('POST', '/slots/open', {
      courseId: link[0].course_id,
      date: target.date,
      time,
      spots: 2,
    }).then(
      () => true,
      () => false,
    );
    if (opened) {
      openings.push({ ...target, courseId: link[0].course_id, time, openedAt: Date.now() });
      nextOpeningAt += ((MINUTES - 2) * 60_000) / OPENINGS;
    }
  }
  await sleep(250);
}
const trafficAfter = await control('GET', '/rate-limits');
const handedBackAfter = await handedBackReads();
const { rows: found } = await db.query(
  `select t.course_id, t.local_date::text as date, t.local_time::text as time, min(o.occurred_at) as at
   from tee_times t join outbox o on o.type = 'TeeTimeFound' and o.payload->>'teeTimeId' = t.id::text
   where t.local_time < '05:59' group by 1, 2, 3`,
);
await group.stop();
await db.end();

// A random moment between a course-date's first and last read waits until the next read.
function waitsOf(times) {
  if (times.length < 2) return [];
  const waits = [];
  const span = times.at(-1) - times[0];
  for (let n = 0; n < 200; n++) {
    const at = times[0] + random() * span;
    const next = times.find((t) => t >= at);
    waits.push((next - at) / 1000);
  }
  return waits;
}
const seconds = (ms) => (ms / 1000).toFixed(1);
const rows = [];
for (const platform of platforms) {
  const ofPlatform = watched.filter((w) => w.platform === platform);
  const waits = ofPlatform.flatMap((w) => waitsOf(reads.get(`${w.link_id}|${w.date}`) ?? []));
  const readTwice = ofPlatform.filter(
    (w) => (reads.get(`${w.link_id}|${w.date}`) ?? []).length > 1,
  );
  const requests =
    trafficAfter[platform].traffic.requests - trafficBefore[platform].traffic.requests;
  const throttled =
    trafficAfter[platform].traffic.throttled - trafficBefore[platform].traffic.throttled;
  const elapsed = MINUTES * 60;
  const readsDone = ofPlatform.reduce(
    (sum, w) => sum + Math.max(0, (reads.get(`${w.link_id}|${w.date}`) ?? []).length),
    0,
  );
  const budget = defaultBudgets[platform];
  const n = ofPlatform.length;
  const sorted = [...waits].sort((a, b) => a - b);
  // One request may read several course-dates (MemberSports' club group), and one course-date
  // may take several requests (Chronogolf's party sizes): the bound counts reads, at this cost.
  const requestsPerCourseDate = readsDone > 0 ? requests / readsDone : 1;
  const bound = (n * requestsPerCourseDate) / (2 * budget);
  const meanWait = sorted.length ? mean(sorted) : NaN;
  rows.push({
    platform,
    n,
    budget,
    requestsPerSecond: requests / elapsed,
    throttled,
    requestsPerCourseDate,
    readTwice: readTwice.length,
    handedBack: handedBackAfter[platform] - handedBackBefore[platform],
    mean: meanWait,
    p95: percentile(sorted, 95),
    bound,
    plainBound: n / (2 * budget),
  });
}
const soon = addDays(today, 1);
const top = [...watched]
  .filter((w) => w.date <= soon)
  .sort((a, b) => b.watchers - a.watchers)
  .slice(0, 100);
const topWaits = top
  .flatMap((w) => waitsOf(reads.get(`${w.link_id}|${w.date}`) ?? []))
  .sort((a, b) => a - b);
const foundLatencies = openings
  .map((o) => {
    const hit = found.find(
      (f) => f.course_id === o.courseId && f.date === o.date && f.time.startsWith(o.time),
    );
    return hit ? (hit.at.getTime() - o.openedAt) / 1000 : null;
  })
  .filter((v) => v !== null)
  .sort((a, b) => a - b);

console.log(`
Measured ${MINUTES} min at the default budgets (requests a second per platform).

platform      watched  budget  used/s  429s  req/read  read twice  handed back  mean wait  p95 wait  N/(2B) in reads  mean/bound  N/(2B) in requests
${rows
  .map((r) =>
    r.n === 0
      ? `${r.platform.padEnd(13)} ${String(r.n).padStart(7)}  ${String(r.budget).padStart(6)}  (no catalogue course-date watched here: nothing to measure)`
      : `${r.platform.padEnd(13)} ${String(r.n).padStart(7)}  ${String(r.budget).padStart(6)}  ${r.requestsPerSecond.toFixed(2).padStart(6)}  ${String(r.throttled).padStart(4)}  ${r.requestsPerCourseDate.toFixed(2).padStart(8)}  ${String(r.readTwice).padStart(10)}  ${String(r.handedBack).padStart(11)}  ${r.mean.toFixed(1).padStart(8)} s  ${r.p95?.toFixed(1).padStart(6)} s  ${r.bound.toFixed(1).padStart(13)} s  ${(r.mean / r.bound).toFixed(2).padStart(10)}  ${r.plainBound.toFixed(1).padStart(16)} s`,
  )
  .join('\n')}

The ${top.length} most-watched course-dates of today and tomorrow: p95 wait ${percentile(topWaits, 95)?.toFixed(1)} s, mean ${mean(topWaits).toFixed(1)} s (target: read every 10 s where the budget allows).
Slots opened at the sandbox: ${foundLatencies.length} of ${openings.length} found; p50 ${percentile(foundLatencies, 50)?.toFixed(1)} s, p95 ${percentile(foundLatencies, 95)?.toFixed(1)} s after opening.
Target mean/bound <= 1.2: ${rows.every((r) => r.n === 0 || r.mean / r.bound <= 1.2) ? 'met' : 'NOT met'} (elapsed ${seconds(Date.now() - startedAt)} s).
`);
process.exit(0);
