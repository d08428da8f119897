import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as after } from 'node:timers/promises';
import { jobs } from '@teewatch/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { golfersWithAMatchEach } from '../factories/matched-golfer.factory.js';
import { recordCheck, tries } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';
import { OwnRedis } from '../support/own-redis.js';
import { startSandbox, type TestSandbox } from '../support/sandbox.js';
import { testConfig, testEnv } from '../support/test-env.js';

/**
 * SIGTERM to a worker holding some 500 active jobs: scans waiting their turn at the platforms'
 * request budgets, and deliveries. It must exit by itself well inside the grace `npm start` and
 * the compose file give (40 s and 45 s), leave no job active, and a successor must finish the
 * deliveries with each golfer told once.
 */
const WORKER_MAIN = path.resolve('workers/dist/main.js');
const GRACE_MS = 40_000;
const SCANS = 500;
const DELIVERIES = tries(500, 150);
const PREFIX = 'chaos-sigterm';
const database = openTestDatabase();
let redis: OwnRedis;
let connection: Redis;
let teeSheets: TestSandbox;
let messaging: MessagingSandbox;
const workers: ChildProcess[] = [];

function aWorker(roles: string): ChildProcess {
  const worker = spawn(process.execPath, [WORKER_MAIN], {
    env: {
      ...process.env,
      ...testEnv,
      ...teeSheets.adapterEnv,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: PREFIX,
      WORKER_ROLES: roles,
      // Every queued scan active at once, most of them waiting at a platform's request budget.
      SCAN_CONCURRENCY: String(SCANS),
      SCAN_PLATFORM_CONCURRENCY: String(SCANS),
      SES_ENDPOINT: `${messaging.url}/ses`,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  workers.push(worker);
  return worker;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  redis = await OwnRedis.start();
  connection = new Redis(redis.url, { maxRetriesPerRequest: null });
  [teeSheets, messaging] = await Promise.all([startSandbox(), startMessagingSandbox()]);
  await database.pool.query('truncate courses, alerts, outbox, access_codes cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
});
afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
  await connection?.quit();
  await Promise.all([teeSheets?.close(), messaging?.close()]);
  await redis?.kill();
  await database.close();
});

/** One scan job per course-date, over every linked course and the next days, up to `count`. */
async function queueScans(count: number): Promise<Queue> {
  const { rows } = await database.pool.query<{ id: string }>(
    'select id from provider_links order by id',
  );
  const scans = rows
    .flatMap(({ id }) =>
      [0, 1, 2, 3].map((days) => ({ linkId: id, date: addDays(denverDate(), days) })),
    )
    .slice(0, count);
  const queue = new Queue('scan', { connection, prefix: PREFIX });
  await queue.addBulk(
    scans.map((scan) => ({
      name: 'scan-course-date',
      data: scan,
      opts: jobs['scan-course-date'].options(scan, 5),
    })),
  );
  return queue;
}

it('exits inside its grace with 500 jobs active, and no delivery is lost or repeated', async () => {
  const addresses = await golfersWithAMatchEach(database, DELIVERIES);
  const scans = await queueScans(SCANS);
  const emailsTo = () => {
    const counts = new Map<string, number>();
    for (const email of messaging.context.emails) {
      for (const to of email.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  };

  const worker = aWorker('scanner,notifier,relay');
  const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
  while ((await scans.getActiveCount()) < SCANS * 0.9 || emailsTo().size < DELIVERIES * 0.3) {
    await sleep(50);
  }
  const activeScans = await scans.getActiveCount();
  worker.kill('SIGTERM');
  const signalledAt = Date.now();
  const code = await Promise.race([exited, after(GRACE_MS + 20_000, 'hung', { ref: false })]);
  const exitMs = Date.now() - signalledAt;
  const leftActive = await scans.getActiveCount();

  aWorker('notifier,relay');
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && emailsTo().size < DELIVERIES) await sleep(250);
  await sleep(2000); // a repeat would show by now
  const counts = emailsTo();
  const lost = addresses.filter((address) => !counts.has(address)).length;
  const twice = [...counts.values()].filter((count) => count > 1).length;
  await scans.close();

  recordCheck(
    'chaos',
    `SIGTERM to a worker with ${activeScans} scans and deliveries active`,
    `exit ${String(code)} after ${(exitMs / 1000).toFixed(1)} s (grace ${GRACE_MS / 1000} s), ${leftActive} jobs left active; emails lost ${lost}, sent twice ${twice}`,
    code === 0 && exitMs < GRACE_MS && leftActive === 0 && lost === 0 && twice === 0,
  );
  expect({ code, leftActive, lost, twice }).toEqual({ code: 0, leftActive: 0, lost: 0, twice: 0 });
  expect(exitMs).toBeLessThan(GRACE_MS);
}, 300_000);
