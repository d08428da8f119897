// Scanner benchmark: one real scanner process against the sandbox (its own process) with 150 ms
// platform latency, 250 courses x 14 dates. Prints throughput (course-dates per second), detection
// latency (sandbox opens a slot -> TeeTimeFound committed) p50/p95/max, CPU and peak memory.
//
//   npm run bench:scanner            (builds first; takes about three minutes)
//
// Targets (issue 3): at least 150 course-dates/s; detection p95 at most the scan interval + 2 s.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ProcessGroup, run, waitForHttp } from '../../scripts/lib/processes.mjs';
import { percentile, sleep } from './support.mjs';
import { sandboxTeeSheetEnv, teeSheetPlatforms } from '../../scripts/lib/tee-sheet-env.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const COURSES = 250;
const DATES = 14;
const LATENCY_MS = 150;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 20);
const SCAN_INTERVAL_SECONDS = Number(process.env.BENCH_SCAN_INTERVAL_SECONDS ?? 30);
const DETECTION_SAMPLES = Number(process.env.BENCH_DETECTION_SAMPLES ?? 40);
const SANDBOX_PORT = 4900;
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/teewatch_bench';
const state = path.join(root, '.teewatch', 'bench');
mkdirSync(state, { recursive: true });

// 250 courses: the catalogue's linked courses, then copies of them with ids shifted out of the way.
function benchCatalogue() {
  const linked = JSON.parse(
    readFileSync(path.join(root, 'data', 'course-catalogue.json'), 'utf8'),
  ).courses.filter((course) => course.links.length > 0);
  const shift = (link, n) => {
    const ids = { ...link.ids };
    const k = 100000 * n;
    if (link.platform === 'foreup')
      Object.assign(ids, {
        courseId: String(+ids.courseId + k),
        scheduleId: String(+ids.scheduleId + k),
      });
    if (link.platform === 'chronogolf')
      Object.assign(ids, { clubId: ids.clubId + k, courseId: ids.courseId + k });
    if (link.platform === 'teeitup')
      Object.assign(ids, { alias: `${ids.alias}-${n}`, facilityId: ids.facilityId + k });
    if (link.platform === 'membersports')
      Object.assign(ids, {
        golfClubId: ids.golfClubId + k,
        golfCourseId: ids.golfCourseId + k,
        golfClubGroupId: 0,
      });
    if (link.platform === 'clubprophet') Object.assign(ids, { tenant: `${ids.tenant}-${n}` });
    if (link.platform === 'golfnow')
      Object.assign(ids, {
        facilityId: ids.facilityId + k,
        seoFriendlyName: `${ids.facilityId + k}-${ids.seoFriendlyName.replace(/^\d+-/, '')}`,
      });
    if (link.platform === 'ezlinks') Object.assign(ids, { portal: `${ids.portal}-${n}` });
    if (link.platform === 'clubcaddie') Object.assign(ids, { courseKey: `${ids.courseKey}${n}` });
    if (link.platform === 'quick18') Object.assign(ids, { subdomain: `${ids.subdomain}-${n}` });
    // Teesnap looks course ids up across all its sites: each copy needs its own.
    if (link.platform === 'teesnap')
      Object.assign(ids, { subdomain: `${ids.subdomain}-${n}`, courseId: ids.courseId + k });
    return { ...link, simulated: false, ids };
  };
  const courses = [];
  for (let n = 0; courses.length < COURSES; n++) {
    for (const course of linked) {
      if (courses.length === COURSES) break;
      courses.push(
        n === 0
          ? { ...course, links: course.links.map((l) => ({ ...l, simulated: false })) }
          : {
              ...course,
              id: `${course.id}-${n}`,
              aliases: [],
              name: `${course.name} ${n + 1}`,
              links: course.links.map((link) => shift(link, n)),
            },
      );
    }
  }
  return { source: 'bench', courses };
}

const catalogue = benchCatalogue();
const cataloguePath = path.join(state, 'catalogue.json');
writeFileSync(cataloguePath, JSON.stringify(catalogue));
const links = catalogue.courses.reduce((n, c) => n + c.links.length, 0);

const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379/13',
  QUEUE_PREFIX: 'teewatch-bench',
  LOG_LEVEL: 'warn',
  WORKER_ROLES: 'scanner',
  SCAN_BASELINE_DAYS: String(DATES - 1),
  SCAN_BASELINE_INTERVAL_SECONDS: '1',
  SCAN_PLAN_EVERY_SECONDS: '1',
  SCAN_CONCURRENCY: process.env.BENCH_CONCURRENCY ?? '64',
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_TEE_SHEET_CATALOGUE: cataloguePath,
  SANDBOX_TEE_SHEET_RATE_LIMITS: 'off',
  MEMBERSPORTS_API_KEY: 'bench',
  TEE_SHEET_TIMEOUT_MS: '5000',
};
Object.assign(env, sandboxTeeSheetEnv(sandboxUrl, 1000));

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
/** CPU seconds and peak resident memory of a process, from /proc. */
function usage(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const peak = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/)[1];
  return { cpuSeconds: (Number(stat[11]) + Number(stat[12])) / 100, peakMb: Number(peak) / 1024 };
}

// A fresh database with the bench courses, and empty queues.
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_bench with (force)');
await admin.end();
run(process.execPath, ['backend/dist/db/migrate.js'], {
  cwd: root,
  env: { ...process.env, ...env },
});
run('redis-cli', ['-n', '13', 'flushdb'], { stdio: 'ignore' });
const { CoursesRepository } =
  await import('../../backend/dist/modules/courses/courses.repository.js');
const { createDatabase } = await import('../../backend/dist/db/database.js');
await new CoursesRepository(createDatabase(db)).upsertCatalogue(catalogue.courses);

const group = new ProcessGroup(path.join(state, 'logs'));
const died = (name, how, log) => {
  console.error(`${name} exited (${how}):\n${group.tail(log)}`);
  process.exit(1);
};
group.start('sandbox', 'sandbox/dist/main.js', env, died);
await waitForHttp(`${sandboxUrl}/health`);
for (const platform of teeSheetPlatforms) {
  await control('POST', '/faults', { platform, kind: 'latency', ms: LATENCY_MS });
}

console.log(
  `Scanner benchmark: ${COURSES} courses (${links} tee sheets) x ${DATES} dates = ${links * DATES} course-dates, ${LATENCY_MS} ms platform latency, concurrency ${env.SCAN_CONCURRENCY}`,
);

// Phase 1, throughput: every course-date is always due, so the scanner never waits for work.
const scanner = group.start('scanner', 'workers/dist/main.js', env, died);
// Warm-up: one full round, so every course-date has a snapshot and what follows is re-checking,
// the scanner's steady state (first reads, which store every slot, are measured separately).
const firstRoundStarted = Date.now();
while (
  Number((await db.query('select count(*) from course_date_scans')).rows[0].count) <
  links * DATES
) {
  await sleep(500);
}
const firstRound = (links * DATES) / ((Date.now() - firstRoundStarted) / 1000);
const before = usage(scanner.pid);
const scanCounter = async () =>
  Number(
    (
      await db.query(
        `select count(*) from course_date_scans where last_checked_at > now() - interval '1 second'`,
      )
    ).rows[0].count,
  );
let completed = 0;
const perSecond = [];
for (let s = 0; s < THROUGHPUT_SECONDS; s++) {
  await sleep(1000);
  const n = await scanCounter(); // course-dates whose check finished in the last second
  perSecond.push(n);
  completed += n;
}
const after = usage(scanner.pid);
await group.stop();

// Phase 2, detection: course-dates due every SCAN_INTERVAL_SECONDS; the sandbox opens slots at random moments.
env.SCAN_BASELINE_INTERVAL_SECONDS = String(SCAN_INTERVAL_SECONDS);
const group2 = new ProcessGroup(path.join(state, 'logs2'));
group2.start('sandbox', 'sandbox/dist/main.js', env, died);
await waitForHttp(`${sandboxUrl}/health`);
for (const platform of teeSheetPlatforms) {
  await control('POST', '/faults', { platform, kind: 'latency', ms: LATENCY_MS });
}
const scanner2 = group2.start('scanner', 'workers/dist/main.js', env, died);
await sleep(SCAN_INTERVAL_SECONDS * 1000 + 5000); // one full round, so every course-date has a snapshot
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());
const addDays = (date, n) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const latencies = [];
const pending = [];
for (let i = 0; i < DETECTION_SAMPLES; i++) {
  const course = catalogue.courses[Math.floor(Math.random() * COURSES)];
  const date = addDays(today, 1 + Math.floor(Math.random() * 6));
  const time = `05:${String(10 + i).padStart(2, '0')}`;
  await control('POST', '/slots/open', { courseId: course.id, date, time, spots: 2 });
  pending.push({ courseId: course.id, date, time, openedAt: Date.now() });
  await sleep((SCAN_INTERVAL_SECONDS * 1000) / DETECTION_SAMPLES + Math.random() * 200);
}
const deadline = Date.now() + (SCAN_INTERVAL_SECONDS + 10) * 1000;
while (pending.length > 0 && Date.now() < deadline) {
  for (const sample of [...pending]) {
    const found = await db.query(
      `select o.occurred_at from tee_times t join outbox o on o.type = 'TeeTimeFound' and o.payload->>'teeTimeId' = t.id::text
       where t.course_id = $1 and t.local_date = $2 and t.local_time = $3 order by o.occurred_at limit 1`,
      [sample.courseId, sample.date, sample.time],
    );
    if (found.rowCount > 0) {
      latencies.push((found.rows[0].occurred_at.getTime() - sample.openedAt) / 1000);
      pending.splice(pending.indexOf(sample), 1);
    }
  }
  await sleep(200);
}
const detectionUsage = usage(scanner2.pid);
await group2.stop();
await db.end();

const sortedRates = [...perSecond].sort((a, b) => a - b);
const sortedLatency = [...latencies].sort((a, b) => a - b);
const throughput = completed / THROUGHPUT_SECONDS;
const cpu = (after.cpuSeconds - before.cpuSeconds) / THROUGHPUT_SECONDS;
const p95 = percentile(sortedLatency, 95);
console.log(`
First round (every slot stored as the baseline, none announced): ${firstRound.toFixed(1)} course-dates/s
Throughput (one scanner process, steady state, ${THROUGHPUT_SECONDS} s): ${throughput.toFixed(1)} course-dates/s  [per second p50 ${percentile(sortedRates, 50)}, min ${sortedRates[0]}, max ${sortedRates.at(-1)}]  target >= 150: ${throughput >= 150 ? 'met' : 'NOT met'}
Scanner CPU while saturated: ${(cpu * 100).toFixed(0)}% of one core; peak memory ${after.peakMb.toFixed(0)} MB
Detection latency (scan interval ${SCAN_INTERVAL_SECONDS} s, ${latencies.length}/${DETECTION_SAMPLES} slots seen): p50 ${percentile(sortedLatency, 50)?.toFixed(1)} s, p95 ${p95?.toFixed(1)} s, max ${sortedLatency.at(-1)?.toFixed(1)} s  target p95 <= ${SCAN_INTERVAL_SECONDS + 2} s: ${p95 !== undefined && p95 <= SCAN_INTERVAL_SECONDS + 2 && pending.length === 0 ? 'met' : 'NOT met'}
Scanner peak memory over both phases: ${Math.max(after.peakMb, detectionUsage.peakMb).toFixed(0)} MB
`);
process.exit(0);
