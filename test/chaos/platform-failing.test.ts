import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { CoursesRepository } from '../../backend/src/modules/courses/courses.repository.js';
import { teeSheetPlatforms } from '../../backend/src/providers/tee-sheet/tee-sheet.provider.js';
import { anAlertWatching } from '../factories/watching-alert.factory.js';
import { recordCheck } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';
import { OwnRedis } from '../support/own-redis.js';
import { golfnowOnlyCourse, startSandbox, type TestSandbox } from '../support/sandbox.js';
import { testConfig, testEnv } from '../support/test-env.js';

/**
 * One platform fails in every way the sandbox knows (no answer, 5xx, garbage, 429, 401, empty,
 * slow), one after another, while a scanner watches up to three course-dates on each platform: the
 * other platforms' course-dates must still be read on their cadence, and the scanner must stay up.
 * Budgets are set high so that only the failing platform can slow anything down.
 */
const WORKER_MAIN = path.resolve('workers/dist/main.js');
const FAILING = 'foreup';
const INTERVAL_SECONDS = 5;
const FAULT_MS = 6000;
const FAULTS = [
  { kind: 'timeout' },
  { kind: '500', status: 503 },
  { kind: 'malformed' },
  { kind: '429', retryAfterSeconds: 30 },
  { kind: '401' },
  { kind: 'empty' },
  { kind: 'latency', ms: 4000 },
];
const database = openTestDatabase();
const date = addDays(denverDate(), 2);
let redis: OwnRedis;
let teeSheets: TestSandbox;
let scanner: ChildProcess | undefined;

beforeAll(async () => {
  redis = await OwnRedis.start();
  teeSheets = await startSandbox();
  await database.pool.query('truncate courses, alerts, outbox, access_codes cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  // No catalogue course is read on GolfNow (each sells on its own platform too): the made-up one is.
  await new CoursesRepository(database.db).upsertCatalogue([golfnowOnlyCourse]);
});
afterAll(async () => {
  if (scanner?.exitCode === null) scanner.kill('SIGKILL');
  await teeSheets?.close();
  await redis?.kill();
  await database.close();
});

/**
 * An alert on three courses of each platform (or as many as it has), so that their course-dates
 * are watched. Answers how many it watches, and how many of them are on healthy platforms.
 */
async function watchThreeCoursesPerPlatform(): Promise<{ watched: number; healthy: number }> {
  const { rows } = await database.pool.query<{ course_id: string; platform: string }>(
    `select course_id, platform from (
       select course_id, platform, row_number() over (partition by platform order by course_id) as n
       from provider_links) ranked
     where n <= 3`,
  );
  await anAlertWatching(
    database,
    rows.map((row) => row.course_id),
    date,
  );
  expect(new Set(rows.map((row) => row.platform))).toEqual(new Set(teeSheetPlatforms));
  return {
    watched: rows.length,
    healthy: rows.filter((row) => row.platform !== FAILING).length,
  };
}

/** The successful reads of each watched course-date, as the scanner records them. */
async function readsByPlatform(): Promise<Map<string, { platform: string; at: number }>> {
  const { rows } = await database.pool.query<{ key: string; platform: string; at: Date }>(
    `select s.provider_link_id || '/' || s.local_date as key, l.platform, s.last_checked_at as at
     from course_date_scans s join provider_links l on l.id = s.provider_link_id
     where s.local_date = $1 and s.last_status = 'ok'
       and l.course_id = any (select unnest(course_ids) from alerts)`,
    [date],
  );
  return new Map(rows.map((row) => [row.key, { platform: row.platform, at: row.at.getTime() }]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps the other platforms on cadence while one fails in every way', async () => {
  const { watched, healthy } = await watchThreeCoursesPerPlatform();
  const budgets = Object.fromEntries(
    teeSheetPlatforms.map((platform) => [
      `TEE_SHEET_${platform.toUpperCase()}_RATE_PER_SECOND`,
      '20',
    ]),
  );
  scanner = spawn(process.execPath, [WORKER_MAIN], {
    env: {
      ...process.env,
      ...testEnv,
      ...teeSheets.adapterEnv,
      ...budgets,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: 'chaos-platform',
      WORKER_ROLES: 'scanner',
      SCAN_PLAN_EVERY_SECONDS: '1',
      SCAN_WATCHED_INTERVAL_SECONDS: String(INTERVAL_SECONDS),
      SCAN_BASELINE_DAYS: '1',
      SCAN_BASELINE_INTERVAL_SECONDS: '3600',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  // Every watched course-date read once before the faults begin.
  const readBy = Date.now() + 60_000;
  while ((await readsByPlatform()).size < watched) {
    if (Date.now() > readBy)
      throw new Error(
        `only ${(await readsByPlatform()).size} of ${watched} course-dates were read`,
      );
    await sleep(250);
  }

  // From here, the longest wait between two reads of each healthy course-date.
  const lastRead = new Map<string, number>();
  const longestGap = new Map<string, number>();
  const watch = async () => {
    const now = Date.now();
    for (const [key, { platform, at }] of await readsByPlatform()) {
      if (platform === FAILING) continue;
      const previous = lastRead.get(key) ?? at;
      const latest = Math.max(previous, at);
      lastRead.set(key, latest);
      // The wait that just ended (a new read), or the one still running.
      const gap = Math.max(latest - previous, now - latest);
      longestGap.set(key, Math.max(longestGap.get(key) ?? 0, gap));
    }
  };
  await watch();
  for (const fault of FAULTS) {
    await teeSheets.control('DELETE', `/faults?platform=${FAILING}`);
    await teeSheets.control('POST', '/faults', { platform: FAILING, ...fault });
    const until = Date.now() + FAULT_MS;
    while (Date.now() < until) {
      await watch();
      await sleep(250);
    }
  }
  await teeSheets.control('DELETE', '/faults');

  const worst = Math.max(...longestGap.values());
  const behindLimit = 2 * INTERVAL_SECONDS * 1000;
  const up = scanner.exitCode === null;
  recordCheck(
    'chaos',
    `${FAILING} failing ${FAULTS.map((fault) => fault.kind).join(', ')} for ${(FAULTS.length * FAULT_MS) / 1000} s`,
    `other platforms' longest wait between reads ${(worst / 1000).toFixed(1)} s (interval ${INTERVAL_SECONDS} s, behind past ${behindLimit / 1000} s); scanner ${up ? 'up' : 'exited'}`,
    worst <= behindLimit && up && longestGap.size === healthy,
  );
  expect(longestGap.size).toBe(healthy);
  expect(worst).toBeLessThanOrEqual(behindLimit);
  expect(up).toBe(true);
}, 180_000);
