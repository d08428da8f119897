// Delivery benchmark, two parts, with real processes: the sandbox (tee sheets and its HTTPS push
// service, which decrypts and records every push) and TeeWatch workers.
//   A. Notifier: AlertMatched events at 1,000 a minute for a minute -> push accepted by the
//      sandbox. Prints latency p50/p95/max (target p95 < 500 ms) and throughput.
//   B. End to end: the sandbox opens a slot that an alert watches -> push recorded. Scanner,
//      notifier and relay run with the default scan intervals (tomorrow: every 30 s). Prints
//      latency p50/p95/max (target p95 <= scan interval + 5 s).
//
//   npm run bench:delivery           (builds first; about four minutes)
import { mkdirSync } from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import webPush from 'web-push';
import { ProcessGroup, run, waitForHttp } from '../../scripts/lib/processes.mjs';
import { percentile, sleep } from './support.mjs';
import { sandboxTeeSheetEnv } from '../../scripts/lib/tee-sheet-env.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const MATCHES_PER_MINUTE = Number(process.env.BENCH_MATCHES_PER_MINUTE ?? 1000);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 1);
const BROWSERS = 100;
const E2E_SAMPLES = Number(process.env.BENCH_E2E_SAMPLES ?? 20);
const SCAN_INTERVAL_SECONDS = 30; // SCAN_WATCHED_SOON_INTERVAL_SECONDS: today and tomorrow
const SANDBOX_PORT = 4950;
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/teewatch_bench_delivery';
const state = path.join(root, '.teewatch', 'bench-delivery');
const tlsDir = path.join(state, 'tls');
mkdirSync(tlsDir, { recursive: true });
const vapid = webPush.generateVAPIDKeys();
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379/12',
  QUEUE_PREFIX: 'teewatch-bench-delivery',
  LOG_LEVEL: 'warn',
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_HTTPS_PORT: String(SANDBOX_PORT + 443),
  SANDBOX_TLS_DIR: tlsDir,
  SANDBOX_TEE_SHEET_RATE_LIMITS: 'off',
  PUSH_CA_CERT_FILE: path.join(tlsDir, 'sandbox-tls-cert.pem'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  SCAN_SIMULATED_LINKS: 'true',
  SCAN_BASELINE_INTERVAL_SECONDS: '86400',
  SCAN_BASELINE_DAYS: '1',
  MEMBERSPORTS_API_KEY: 'bench',
  DEMO_ACCESS_CODE: 'BENCH-CODE',
};
Object.assign(env, sandboxTeeSheetEnv(sandboxUrl));

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (${values.length} samples)`;
};
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
const pushes = async () => (await json('GET', `${sandboxUrl}/push/store`)).messages;

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_bench_delivery with (force)');
await admin.end();
run('redis-cli', ['-n', '12', 'flushdb'], { stdio: 'ignore' });
run(process.execPath, ['backend/dist/db/migrate.js'], {
  cwd: root,
  env: { ...process.env, ...env },
});
run(process.execPath, ['backend/dist/db/seed.js'], { cwd: root, env: { ...process.env, ...env } });
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });

const group = new ProcessGroup(path.join(state, 'logs'));
const died = (name, how, log) => {
  console.error(`${name} exited (${how}):\n${group.tail(log)}`);
  process.exit(1);
};
group.start('sandbox', 'sandbox/dist/main.js', env, died);
await waitForHttp(`${sandboxUrl}/health`);

/** A browser with a push subscription at the sandbox, owned by a fresh access grant. */
async function aBrowser() {
  const subscription = await json('POST', `${sandboxUrl}/push/subscriptions`, {});
  const grantId = randomUUID();
  await db.query(
    `insert into access_grants (id, access_code_id, token_hash, expires_at)
     select $1, id, $2, now() + interval '1 day' from access_codes limit 1`,
    [grantId, createHash('sha256').update(grantId).digest('hex')],
  );
  await db.query(
    `insert into push_subscriptions (owner_grant_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`,
    [grantId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
  );
  // Push only and no quiet hours: the bench measures delivery, not the hour it runs at.
  await db.query(
    `insert into notification_preferences (owner_grant_id, email, sms, push, frequency,
       quiet_hours_enabled, quiet_start_hour, quiet_end_hour)
     values ($1, false, false, true, 'immediate', false, 22, 8)`,
    [grantId],
  );
  return grantId;
}

/** An active alert on one course and date for one player, between `start` and `end`. */
async function anAlert(grantId, courseId, date, [start, end] = ['00:00', '24:00']) {
  const { rows } = await db.query(
    `insert into alerts (owner_grant_id, source, location_label, course_ids, date, time_preference,
       window_start, window_end, players)
     values ($1, 'desktop', 'bench', array[$2], $3, 'any', $4, $5, 1) returning id`,
    [grantId, courseId, date, start, end],
  );
  await db.query(
    `insert into alert_reach (course_id, date, window_start, window_end, players, alert_id)
     values ($1, $2, $3, $4, 1, $5)`,
    [courseId, date, start, end, rows[0].id],
  );
  return rows[0].id;
}

const tomorrow = (
  await db.query(`select ((now() at time zone 'America/Denver')::date + 1)::text as d`)
).rows[0].d;
const linked = (
  await db.query(
    `select c.id, c.name from courses c join provider_links l on l.course_id = c.id order by c.id`,
  )
).rows;

// ---- A. Notifier: AlertMatched -> push accepted ------------------------------------------------
const total = MATCHES_PER_MINUTE * MINUTES;
console.log(
  `A. Notifier: ${total} AlertMatched at ${MATCHES_PER_MINUTE}/min to ${BROWSERS} browsers`,
);
const grants = [];
for (let i = 0; i < BROWSERS; i++) grants.push(await aBrowser());
const notifierOnly = new ProcessGroup(path.join(state, 'logs-a'));
notifierOnly.start(
  'notifier',
  'workers/dist/main.js',
  { ...env, WORKER_ROLES: 'notifier,relay' },
  died,
);
await sleep(4000);
const sentAt = new Map();
const started = Date.now();
for (let i = 0; i < total; i++) {
  const due = started + (i * 60_000) / MATCHES_PER_MINUTE;
  if (due > Date.now()) await sleep(due - Date.now());
  // Each alert matches once, so the ten-minute interval never holds a push back.
  const course = linked[i % linked.length];
  const alertId = await anAlert(grants[i % BROWSERS], course.id, tomorrow);
  const { rows } = await db.query(
    `with m as (insert into alert_matches (alert_id, tee_time_id, course_id, starts_at, open_spots, price_cents)
       values ($1, $2, $3, now() + interval '1 day', 2, 5000) returning id, tee_time_id)
     insert into outbox (type, payload)
     select 'AlertMatched', jsonb_build_object('teeTimeId', tee_time_id, 'alertMatchIds', jsonb_build_array(id)) from m
     returning occurred_at`,
    [alertId, randomUUID(), course.id],
  );
  sentAt.set(alertId, new Date(rows[0].occurred_at).getTime());
}
let deliveredA = [];
for (let waited = 0; waited < 30_000; waited += 500) {
  deliveredA = (await pushes()).filter((push) => sentAt.has(push.payload?.data?.alertId));
  if (deliveredA.length >= total) break;
  await sleep(500);
}
const latencyA = deliveredA.map(
  (push) => Date.parse(push.receivedAt) - sentAt.get(push.payload.data.alertId),
);
const spanA = (Math.max(...deliveredA.map((p) => Date.parse(p.receivedAt))) - started) / 1000;
await notifierOnly.stop();
// Part A's alerts are done: paused, so part B's scans do not match them too.
await db.query(`update alerts set status = 'paused'`);
await db.query('delete from alert_reach');

// ---- B. End to end: slot opens in the sandbox -> push recorded --------------------------------
console.log(
  `B. End to end: ${E2E_SAMPLES} slots opened at watched course-dates (scan every ${SCAN_INTERVAL_SECONDS} s)`,
);
const samples = [];
for (let i = 0; i < E2E_SAMPLES; i++) {
  const course = linked[(i * 7) % linked.length];
  // The alert watches 5 to 6 AM, before any course's first tee: only the slot opened below fits,
  // so no earlier push holds this one back for the ten-minute interval.
  const alertId = await anAlert(await aBrowser(), course.id, tomorrow, ['05:00', '06:00']);
  samples.push({ course, alertId });
}
group.start(
  'workers',
  'workers/dist/main.js',
  { ...env, WORKER_ROLES: 'scanner,notifier,relay' },
  died,
);
// The first read of each watched course-date records what is open already (and notifies it).
await sleep((SCAN_INTERVAL_SECONDS + 10) * 1000);
const openedAt = new Map();
for (const [i, sample] of samples.entries()) {
  await sleep(Math.random() * ((SCAN_INTERVAL_SECONDS * 2000) / E2E_SAMPLES));
  const time = `05:${String(10 + i).padStart(2, '0')}`;
  await json('POST', `${sandboxUrl}/control/slots/open`, {
    courseId: sample.course.id,
    date: tomorrow,
    time,
    spots: 2,
  });
  openedAt.set(sample.alertId, {
    at: Date.now(),
    label: `5:${String(10 + i).padStart(2, '0')} AM`,
  });
}
let deliveredB = [];
for (let waited = 0; waited < (SCAN_INTERVAL_SECONDS + 30) * 1000; waited += 500) {
  deliveredB = (await pushes()).filter((push) => {
    const opened = openedAt.get(push.payload?.data?.alertId);
    return opened && JSON.stringify(push.payload).includes(opened.label);
  });
  if (deliveredB.length >= E2E_SAMPLES) break;
  await sleep(500);
}
const latencyB = deliveredB.map(
  (push) => Date.parse(push.receivedAt) - openedAt.get(push.payload.data.alertId).at,
);
await group.stop();
await db.end();

const p95 = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );
console.log(`
A. Notifier, AlertMatched -> push accepted by the push service
   delivered   ${deliveredA.length} of ${total} in ${spanA.toFixed(1)} s (${((deliveredA.length / spanA) * 60).toFixed(0)} a minute)
   latency     ${summary(latencyA)}   (target p95 < 500 ms: ${p95(latencyA) < 500 ? 'met' : 'NOT met'})
B. End to end, sandbox opens a slot -> push recorded (scan interval ${SCAN_INTERVAL_SECONDS} s)
   delivered   ${deliveredB.length} of ${E2E_SAMPLES}
   latency     ${summary(latencyB)}   (target p95 <= ${SCAN_INTERVAL_SECONDS + 5} s: ${p95(latencyB) <= (SCAN_INTERVAL_SECONDS + 5) * 1000 ? 'met' : 'NOT met'})
`);
process.exit(deliveredA.length === total && deliveredB.length === E2E_SAMPLES ? 0 : 1);
