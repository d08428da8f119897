import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, courseTimeFromInstant } from '../../backend/src/infra/time/denver-time.js';
import { anAlertWatching } from '../factories/watching-alert.factory.js';
import { openTestDatabase } from '../support/database.js';
import { startSandbox, type TestSandbox } from '../support/sandbox.js';
import { testConfig, testEnv } from '../support/test-env.js';
import { teeSheetPlatforms } from '../../backend/src/providers/tee-sheet/tee-sheet.provider.js';

/**
 * The release-time read end to end, with the real scanner process: Denver's club group opens a
 * date seconds from now, a golfer's alert watches that date, and the tee times that open are
 * found at once, though the scanner's usual plan reads that course-date only once a minute.
 */
const WORKER_MAIN = path.resolve('workers/dist/main.js');
const COURSE = 'city-park-golf-course';
const database = openTestDatabase();
let sandbox: TestSandbox;
let scanner: ChildProcess | undefined;

beforeAll(async () => {
  sandbox = await startSandbox();
  // The sandbox's world runs on the real clock here: the release is a real moment.
  Object.defineProperty(sandbox.clock, 'now', { get: () => Date.now(), configurable: true });
  await database.pool.query('truncate courses, alerts, outbox, access_codes cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
});
afterAll(async () => {
  if (scanner?.exitCode === null) scanner.kill('SIGKILL');
  await sandbox?.close();
  await database.close();
});

/** When each TeeTimeFound of the date was published, earliest first. */
async function foundAt(date: string): Promise<number[]> {
  const { rows } = await database.pool.query<{ at: Date }>(
    `select o.occurred_at as at from outbox o join tee_times t on t.id = (o.payload->>'teeTimeId')::uuid
     where o.type = 'TeeTimeFound' and t.local_date = $1 order by o.occurred_at`,
    [date],
  );
  return rows.map((row) => row.at.getTime());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("finds the tee times of a watched date within seconds of the course's release", async () => {
  const opensAt = Math.ceil((Date.now() + 20_000) / 1000) * 1000;
  const local = courseTimeFromInstant(opensAt);
  await sandbox.control('PUT', `/courses/${COURSE}/release`, {
    releaseTime: local.startsAt.slice(11, 19),
    bookingWindowDays: 9,
  });
  const released = addDays(local.localDate, 9);
  await anAlertWatching(database, [COURSE], released);

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
      ...sandbox.adapterEnv,
      ...budgets,
      QUEUE_PREFIX: `it-release-${randomUUID()}`,
      WORKER_ROLES: 'scanner',
      SCAN_PLAN_EVERY_SECONDS: '2',
      // The usual plan reads the watched date once a minute at most: only the release watch can
      // find its tee times within seconds.
      SCAN_MIN_INTERVAL_SECONDS: '60',
      SCAN_BASELINE_DAYS: '1',
      SCAN_BASELINE_INTERVAL_SECONDS: '3600',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });

  while (Date.now() < opensAt + 15_000 && (await foundAt(released)).length === 0) await sleep(250);
  const [first] = await foundAt(released);
  expect(scanner.exitCode).toBeNull();
  expect(first).toBeDefined();
  // Read every 1.5 s from 3 s before the release: found within a read and its writing.
  expect(first! - opensAt).toBeGreaterThanOrEqual(0);
  expect(first! - opensAt).toBeLessThan(4_000);
}, 60_000);
