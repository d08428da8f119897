import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createDatabase, createPool } from '../../backend/src/db/database.js';
import { migrateDatabase } from '../../backend/src/db/migrate.js';
import { seed } from '../../backend/src/db/seed.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { golfersWithAMatchEach } from '../factories/matched-golfer.factory.js';
import { recordCheck, tries } from '../support/checks.js';
import { OwnPostgres } from '../support/own-postgres.js';
import { OwnRedis, freePort } from '../support/own-redis.js';
import { testEnv } from '../support/test-env.js';

/**
 * PostgreSQL stops while the notifier works through a backlog, and comes back: the API and the
 * worker stay up (the API answers 503 at once rather than waiting), and soon after PostgreSQL's
 * return every golfer has their email, once. The API and the notifier are processes of their
 * own on a PostgreSQL and a Redis the test starts; the SES stand-in records every email and sends
 * its delivery events to the API's webhook.
 */
const OUTAGE_MS = tries(30_000, 10_000);
const DELIVERIES = tries(1000, 150);
const DRAIN_TARGET_MS = 120_000;
let postgres: OwnPostgres;
let redis: OwnRedis;
let messaging: MessagingSandbox;
let databaseUrl: string;
let apiOrigin: string;
const processes: { name: string; child: ChildProcess; output: string[] }[] = [];

/** The API or the workers as their own process; its last output is kept to explain an exit. */
function aProcess(main: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, [path.resolve(main)], {
    env: {
      ...process.env,
      ...testEnv,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: 'chaos-postgres',
      SES_ENDPOINT: `${messaging.url}/ses`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.splice(0, Math.max(0, output.push(String(chunk)) - 20));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  processes.push({ name: main, child, output });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

beforeAll(async () => {
  [postgres, redis] = await Promise.all([OwnPostgres.start(), OwnRedis.start()]);
  databaseUrl = postgres.url('teewatch');
  await migrateDatabase(databaseUrl);
  await seed(databaseUrl, '', 1);
  const apiPort = await freePort();
  apiOrigin = `http://127.0.0.1:${apiPort}`;
  messaging = await startMessagingSandbox({
    sesEventsWebhook: `${apiOrigin}/api/webhooks/ses-events`,
  });
}, 60_000);
afterAll(async () => {
  for (const { child } of processes) if (child.exitCode === null) child.kill('SIGKILL');
  await messaging?.close();
  await redis?.kill();
  await postgres?.remove();
});

it('keeps every process up through a PostgreSQL outage, then sends each email once', async () => {
  const pool = createPool(databaseUrl, 3);
  const addresses = await golfersWithAMatchEach({ pool, db: createDatabase(pool) }, DELIVERIES);
  await pool.end();
  const emailsTo = () => {
    const counts = new Map<string, number>();
    for (const email of messaging.context.emails) {
      for (const to of email.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  };

  aProcess('backend/dist/main.js', {
    PORT: apiOrigin.split(':').at(-1)!,
    SES_EVENTS_CERT_URLS: `^${messaging.url.replace(/\./g, '\\.')}/ses/`,
  });
  while (!(await answers(`${apiOrigin}/api/health`))) await sleep(100);
  aProcess('workers/dist/main.js', { WORKER_ROLES: 'notifier,relay' });
  while (emailsTo().size < DELIVERIES * 0.3) await sleep(20);

  await postgres.stop();
  const sentBeforeOutage = emailsTo().size;
  const stoppedAt = Date.now();
  // While it is down, a call that needs it fails at once instead of waiting for it.
  let slowestRefusal = 0;
  let refusals = 0;
  while (Date.now() - stoppedAt < OUTAGE_MS) {
    const started = Date.now();
    const response = await fetch(`${apiOrigin}/api/access-codes/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'CHAOS-OUTAGE' }),
    });
    if (response.status === 503) refusals += 1;
    slowestRefusal = Math.max(slowestRefusal, Date.now() - started);
    await sleep(1000);
  }
  await postgres.start();
  const returnedAt = Date.now();

  while (Date.now() - returnedAt < DRAIN_TARGET_MS + 30_000 && emailsTo().size < DELIVERIES) {
    await sleep(250);
  }
  const drainedMs = Date.now() - returnedAt;
  await sleep(2000); // a repeat would show by now
  const counts = emailsTo();
  const lost = addresses.filter((address) => !counts.has(address)).length;
  const twice = [...counts.values()].filter((count) => count > 1).length;
  const exited = processes.filter(({ child }) => child.exitCode !== null);
  for (const { name, child, output } of exited) {
    console.error(`${name} exited (${child.exitCode}):\n${output.join('')}`);
  }
  const passed =
    lost === 0 && twice === 0 && exited.length === 0 && drainedMs < DRAIN_TARGET_MS && refusals > 0;
  recordCheck(
    'chaos',
    `PostgreSQL down ${OUTAGE_MS / 1000} s, ${DELIVERIES} deliveries (${sentBeforeOutage} sent before)`,
    `lost ${lost}, sent twice ${twice}, processes exited ${exited.length}; backlog drained ${(drainedMs / 1000).toFixed(0)} s after its return; API refused in at most ${slowestRefusal} ms`,
    passed,
  );
  expect({ lost, twice, exited: exited.length }).toEqual({ lost: 0, twice: 0, exited: 0 });
  expect(refusals).toBeGreaterThan(0);
  expect(slowestRefusal).toBeLessThan(6000);
  expect(drainedMs).toBeLessThan(DRAIN_TARGET_MS);
}, 300_000);
