import { type ChildProcess, spawn } from 'node:child_process';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import path from 'node:path';
import { seed } from '../../backend/src/db/seed.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { golfersWithAMatchEach } from '../factories/matched-golfer.factory.js';
import { startTestApi } from '../support/api.js';
import { recordCheck, tries } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';
import { OwnRedis } from '../support/own-redis.js';
import { testConfig, testEnv } from '../support/test-env.js';

/**
 * kill -9 of the notifier with deliveries in flight, then a new notifier: every golfer gets their
 * email exactly once. The notifier runs as its own process on a Redis of the test's own; the SES
 * stand-in records every email it accepts and sends its delivery events to the API's webhook, as
 * in production: a Send event is how TeeWatch learns that SES took an email whose answer the
 * killed notifier never recorded.
 */
const WORKER_MAIN = path.resolve('workers/dist/main.js');
const database = openTestDatabase();
const DELIVERIES = tries(1000, 150);
let redis: OwnRedis;
let messaging: MessagingSandbox;
let api: NestFastifyApplication;
const workers: ChildProcess[] = [];

function aNotifier(): ChildProcess {
  const worker = spawn(process.execPath, [WORKER_MAIN], {
    env: {
      ...process.env,
      ...testEnv,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: 'chaos-notifier',
      WORKER_ROLES: 'notifier,relay',
      SES_ENDPOINT: `${messaging.url}/ses`,
      LOG_LEVEL: 'warn',
      // The shortest claim allowed: the test waits it out, a golfer's notifier keeps 60 s.
      DELIVERY_CLAIM_SECONDS: '15',
    },
    stdio: 'ignore',
  });
  workers.push(worker);
  return worker;
}

beforeAll(async () => {
  redis = await OwnRedis.start();
  // The API listens first, on a port of its own choosing (one picked free beforehand can be taken
  // by a parallel test before it listens), and the messaging sandbox then reports to it.
  ({ app: api } = await startTestApi({
    REDIS_URL: redis.url,
    QUEUE_PREFIX: 'chaos-notifier',
    SES_EVENTS_CERT_URLS: '^http://127\\.0\\.0\\.1:\\d+/ses/',
  }));
  await api.listen({ host: '127.0.0.1', port: 0 });
  const apiUrl = await api.getUrl();
  messaging = await startMessagingSandbox({
    sesEventsWebhook: `${apiUrl}/api/webhooks/ses-events`,
  });
  await database.pool.query('truncate courses, alerts, outbox, access_codes cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
});
afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
  await messaging?.close();
  await api?.close();
  await redis?.kill();
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('loses and repeats no email when the notifier is killed with deliveries in flight', async () => {
  const addresses = await golfersWithAMatchEach(database, DELIVERIES);
  const emailsTo = () => {
    const counts = new Map<string, number>();
    for (const email of messaging.context.emails) {
      for (const to of email.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  };

  const first = aNotifier();
  while (emailsTo().size < DELIVERIES * 0.3) await sleep(20);
  first.kill('SIGKILL');
  const sentBeforeKill = emailsTo().size;
  const killedAt = Date.now();
  aNotifier();

  // A delivery the killed notifier held is claimed for 15 s, then sent by the new one.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && emailsTo().size < DELIVERIES) await sleep(250);
  await sleep(2000); // a repeat would show by now
  const counts = emailsTo();
  const lost = addresses.filter((address) => !counts.has(address)).length;
  const twice = [...counts.values()].filter((count) => count > 1).length;
  recordCheck(
    'chaos',
    `kill -9 of the notifier, ${DELIVERIES} deliveries (${sentBeforeKill} sent before)`,
    `lost ${lost}, sent twice ${twice}; all sent ${((Date.now() - killedAt) / 1000).toFixed(0)} s after the kill`,
    lost === 0 && twice === 0,
  );
  expect({ lost, twice }).toEqual({ lost: 0, twice: 0 });
}, 240_000);
