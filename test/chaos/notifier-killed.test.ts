import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { seed } from '../../backend/src/db/seed.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { anAccessCode } from '../factories/access-code.factory.js';
import { recordCheck, tries } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';
import { OwnRedis } from '../support/own-redis.js';
import { testConfig, testEnv } from '../support/test-env.js';

/**
 * kill -9 of the notifier with deliveries in flight, then a new notifier: every golfer gets their
 * email exactly once. The notifier runs as its own process on a Redis of the test's own; the SES
 * stand-in records every email it accepts.
 */
const WORKER_MAIN = path.resolve('workers/dist/main.js');
const database = openTestDatabase();
const DELIVERIES = tries(1000, 150);
let redis: OwnRedis;
let messaging: MessagingSandbox;
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
    },
    stdio: 'ignore',
  });
  workers.push(worker);
  return worker;
}

/** One golfer per delivery: a browser grant, a verified email, email only, one alert matched. */
async function golfersWithAMatchEach(count: number): Promise<string[]> {
  const addresses: string[] = [];
  const code = await anAccessCode(database.db);
  for (let index = 0; index < count; index += 1) {
    const grantId = randomUUID();
    const address = `chaos-${index}@example.com`;
    addresses.push(address);
    await database.pool.query(
      `insert into access_grants (id, access_code_id, token_hash, expires_at)
       values ($1, $2, $3, now() + interval '1 day')`,
      [grantId, code.id, createHash('sha256').update(grantId).digest('hex')],
    );
    await database.pool.query(
      `insert into contacts (owner_grant_id, kind, value, verified_at) values ($1, 'email', $2, now())`,
      [grantId, address],
    );
    await database.pool.query(
      `insert into notification_preferences (owner_grant_id, email, sms, push, frequency,
         quiet_hours_enabled, quiet_start_hour, quiet_end_hour)
       values ($1, true, false, false, 'immediate', false, 22, 8)`,
      [grantId],
    );
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into alerts (owner_grant_id, source, location_label, course_ids, date, time_preference,
         window_start, window_end, players)
       values ($1, 'desktop', 'chaos', array['city-park-golf-course'],
               (now() at time zone 'America/Denver')::date + 2, 'any', '00:00', '24:00', 1)
       returning id`,
      [grantId],
    );
    await database.pool.query(
      `with m as (insert into alert_matches (alert_id, tee_time_id, course_id, starts_at, open_spots, price_cents)
         values ($1, gen_random_uuid(), 'city-park-golf-course', now() + interval '2 days', 2, 5000)
         returning id, tee_time_id)
       insert into outbox (type, payload)
       select 'AlertMatched', jsonb_build_object('teeTimeId', tee_time_id, 'alertMatchIds', jsonb_build_array(id)) from m`,
      [rows[0]!.id],
    );
  }
  return addresses;
}

beforeAll(async () => {
  redis = await OwnRedis.start();
  messaging = await startMessagingSandbox();
  await database.pool.query('truncate courses, alerts, outbox, access_codes cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
});
afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
  await messaging?.close();
  await redis?.kill();
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('loses and repeats no email when the notifier is killed with deliveries in flight', async () => {
  const addresses = await golfersWithAMatchEach(DELIVERIES);
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

  // A delivery the killed notifier held is claimed for 60 s, then sent by the new one.
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
