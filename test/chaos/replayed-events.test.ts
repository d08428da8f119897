import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { anAccessCode } from '../factories/access-code.factory.js';
import { aTeeTime } from '../factories/tee-time.factory.js';
import { aUser } from '../factories/user.factory.js';
import { recordCheck, tries } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';
import { OwnRedis } from '../support/own-redis.js';
import { testConfig, testEnv } from '../support/test-env.js';

/**
 * Every domain event a golfer hears about, recorded ten times over (as a relay that re-sends, or
 * a producer that retries, would): each golfer is matched once and told once. The workers run as
 * their own process on a Redis of the test's own; the SES stand-in records every email.
 */
const WORKER_MAIN = path.resolve('workers/dist/main.js');
const REPLAYS = 10;
const GOLFERS = tries(200, 40);
const COURSE = 'city-park-golf-course';
const database = openTestDatabase();
const date = addDays(denverDate(), 2);
let redis: OwnRedis;
let messaging: MessagingSandbox;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  redis = await OwnRedis.start();
  messaging = await startMessagingSandbox();
  await database.pool.query('truncate courses, alerts, outbox, access_codes, users cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
});
afterAll(async () => {
  if (worker?.exitCode === null) worker.kill('SIGKILL');
  await messaging?.close();
  await redis?.kill();
  await database.close();
});

/** A golfer with a verified email, email only, and an alert the tee time fits. */
async function aGolferWatching(codeId: string, index: number): Promise<string> {
  const grantId = randomUUID();
  const address = `replay-${index}@example.com`;
  const query = (sql: string, values: unknown[]) => database.pool.query(sql, values);
  await query(
    `insert into access_grants (id, access_code_id, token_hash, expires_at)
     values ($1, $2, $3, now() + interval '1 day')`,
    [grantId, codeId, createHash('sha256').update(grantId).digest('hex')],
  );
  await query(
    `insert into contacts (owner_grant_id, kind, value, verified_at) values ($1, 'email', $2, now())`,
    [grantId, address],
  );
  await query(
    `insert into notification_preferences (owner_grant_id, email, sms, push, frequency,
       quiet_hours_enabled, quiet_start_hour, quiet_end_hour)
     values ($1, true, false, false, 'immediate', false, 22, 8)`,
    [grantId],
  );
  const { rows } = await query(
    `insert into alerts (owner_grant_id, source, location_label, course_ids, date, time_preference,
       window_start, window_end, players)
     values ($1, 'desktop', 'replay', array[$2], $3, 'any', '00:00', '24:00', 1) returning id`,
    [grantId, COURSE, date],
  );
  await query(
    `insert into alert_reach (course_id, date, window_start, window_end, players, alert_id)
     values ($1, $2, '00:00', '24:00', 1, $3)`,
    [COURSE, date, rows[0].id],
  );
  return address;
}

const record = (type: string, payload: object) =>
  database.pool.query('insert into outbox (type, payload) values ($1, $2)', [
    type,
    JSON.stringify(payload),
  ]);

it('matches and tells each golfer once when every event arrives ten times', async () => {
  const code = await anAccessCode(database.db);
  const addresses: string[] = [];
  for (let index = 0; index < GOLFERS; index += 1) {
    addresses.push(await aGolferWatching(code.id, index));
  }
  const teeTime = await aTeeTime(database.db, COURSE, { localDate: date, localTime: '09:10' });
  const booker = await aUser(database.db, { password: 'right-fairway-1' });
  const { rows: booked } = await database.pool.query<{ id: string }>(
    `insert into bookings (user_id, idempotency_key, tee_time_id, provider_link_id, course_id,
         platform, slot_ref, starts_at, local_date, local_time, holes, players, status,
         confirmation_number, message)
       values ($1, 'replayed', $2, $3, $4, 'membersports', 'slot', $5, $6, '09:10', 18, 2,
               'booked', 'MS-9', 'Booked: City Park Golf Course.') returning id`,
    [booker.id, teeTime.id, teeTime.providerLinkId, COURSE, teeTime.startsAt, date],
  );
  for (let replay = 0; replay < REPLAYS; replay += 1) {
    await record('TeeTimeFound', { teeTimeId: teeTime.id, reason: 'new' });
    await record('BookingSucceeded', { bookingId: booked[0]!.id });
  }

  worker = spawn(process.execPath, [WORKER_MAIN], {
    env: {
      ...process.env,
      ...testEnv,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: 'chaos-replay',
      WORKER_ROLES: 'scanner,notifier,relay',
      SES_ENDPOINT: `${messaging.url}/ses`,
      // No platform answers here: this test is about events, not scans.
      TEE_SHEET_FOREUP_URL: 'http://127.0.0.1:9',
      TEE_SHEET_CHRONOGOLF_URL: 'http://127.0.0.1:9',
      TEE_SHEET_TEEITUP_URL: 'http://127.0.0.1:9',
      TEE_SHEET_MEMBERSPORTS_URL: 'http://127.0.0.1:9',
      TEE_SHEET_CLUBPROPHET_URL: 'http://127.0.0.1:9',
      TEE_SHEET_EZLINKS_URL: 'http://127.0.0.1:9',
      TEE_SHEET_CLUBCADDIE_URL: 'http://127.0.0.1:9',
      TEE_SHEET_TEESNAP_URL: 'http://127.0.0.1:9',
      TEE_SHEET_GOLFNOW_URL: 'http://127.0.0.1:9',
      TEE_SHEET_QUICK18_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });

  // The matches exist once the first TeeTimeFound is through: replay their AlertMatched too.
  const matchIds = async () =>
    (
      await database.pool.query<{ id: string }>(
        'select id from alert_matches where tee_time_id = $1',
        [teeTime.id],
      )
    ).rows.map((row) => row.id);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await matchIds()).length < GOLFERS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const matched = await matchIds();
  for (let replay = 0; replay < REPLAYS; replay += 1) {
    await record('AlertMatched', { teeTimeId: teeTime.id, alertMatchIds: matched });
  }

  const emailsTo = () => {
    const counts = new Map<string, number>();
    for (const email of messaging.context.emails) {
      for (const to of email.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  };
  while (Date.now() < deadline && emailsTo().size < GOLFERS + 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000)); // a repeat would show by now
  const counts = emailsTo();
  const lost = addresses.filter((address) => !counts.has(address)).length;
  const twice = [...counts.values()].filter((count) => count > 1).length;
  const bookingEmails = counts.get(booker.email) ?? 0;
  recordCheck(
    'chaos',
    `${REPLAYS} replays of TeeTimeFound, AlertMatched and BookingSucceeded, ${GOLFERS} golfers`,
    `matches ${matched.length} (of ${GOLFERS}); emails lost ${lost}, sent twice ${twice}; booking told ${bookingEmails}x`,
    matched.length === GOLFERS && lost === 0 && twice === 0 && bookingEmails === 1,
  );
  expect({ matches: matched.length, lost, twice, bookingEmails }).toEqual({
    matches: GOLFERS,
    lost: 0,
    twice: 0,
    bookingEmails: 1,
  });
}, 120_000);
