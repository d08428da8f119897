// Soak: a busy Saturday morning for half an hour. Every catalogue course is watched by 20,000
// alerts of 2,000 browsers with push; the sandbox's tee sheets churn at 60 times real speed
// (openings, bookings, cancellations); the API, every worker role and the sandbox run as in
// production. Every 30 s it prints memory, queue depths, the outbox backlog, matches, pushes and
// the delivery p95 (match recorded -> push accepted by the push service). At the end, once the
// queues have drained, it checks that nothing was lost (every match has its delivery, none is
// stuck, no event or job is left behind) and nothing duplicated (no message twice at the push
// service), and whether memory, queue depths and the delivery p95 stayed flat
// (docs/operations.md, "Soak").
//
//   npm run soak     (builds first; SOAK_MINUTES=30, SOAK_ALERTS=20000, SOAK_BROWSERS=2000,
//                     SOAK_CLOCK_SPEED=60 and SOAK_DRAIN_SECONDS=600 change it; SOAK_PROFILE=1
//                     records the workers' V8 ticks in .teewatch/soak/workers.v8.log, read with
//                     `node --prof-process .teewatch/soak/workers.v8.log`)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import webPush from 'web-push';
import { ProcessGroup, run, waitForHttp } from '../../scripts/lib/processes.mjs';
import { sandboxTeeSheetEnv } from '../../scripts/lib/tee-sheet-env.mjs';
import { median, percentile, residentMegabytes, sleep } from '../bench/support.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const ALERTS = Number(process.env.SOAK_ALERTS ?? 20_000);
const BROWSERS = Number(process.env.SOAK_BROWSERS ?? 2_000);
const CLOCK_SPEED = Number(process.env.SOAK_CLOCK_SPEED ?? 60);
const SAMPLE_SECONDS = 30;
// How long what TeeWatch owes may take to settle at the end: a backlog is late, not lost.
const DRAIN_SECONDS = Number(process.env.SOAK_DRAIN_SECONDS ?? 600);
const PORT = 3940;
const SANDBOX_PORT = 4940;
const api = `http://127.0.0.1:${PORT}`;
const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/teewatch_soak';
const state = path.join(root, '.teewatch', 'soak');
const tlsDir = path.join(state, 'tls');
mkdirSync(tlsDir, { recursive: true });
const vapid = webPush.generateVAPIDKeys();
const env = {
  PORT: String(PORT),
  DATABASE_URL: databaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379/6',
  QUEUE_PREFIX: 'teewatch-soak',
  DEMO_ACCESS_CODE: 'SOAK-CODE',
  LOG_LEVEL: 'warn',
  APP_ORIGIN: api,
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_HTTPS_PORT: String(SANDBOX_PORT + 443),
  SANDBOX_TLS_DIR: tlsDir,
  SANDBOX_TEE_SHEET_CLOCK_SPEED: String(CLOCK_SPEED),
  PUSH_CA_CERT_FILE: path.join(tlsDir, 'sandbox-tls-cert.pem'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  SCAN_SIMULATED_LINKS: 'true',
  MEMBERSPORTS_API_KEY: 'soak',
};
Object.assign(env, sandboxTeeSheetEnv(sandbox));

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_soak with (force)');
await admin.end();
run('redis-cli', ['-n', '6', 'flushdb'], { stdio: 'ignore' });
const withEnv = { cwd: root, env: { ...process.env, ...env } };
run(process.execPath, ['backend/dist/db/migrate.js'], withEnv);
run(process.execPath, ['backend/dist/db/seed.js'], withEnv);
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const one = async (sql, values) => (await db.query(sql, values)).rows[0];

const group = new ProcessGroup(path.join(state, 'logs'));
const died = (name, how, log) => {
  console.error(`${name} exited (${how}):\n${group.tail(log)}`);
  process.exit(1);
};
const sandboxProcess = group.start('sandbox', 'sandbox/dist/main.js', env, died);
await waitForHttp(`${sandbox}/health`);

// ---- Golfers: browsers with push, and their alerts --------------------------------------------
const seeding = Date.now();
const subscriptions = [];
for (let i = 0; i < BROWSERS; i++) {
  const made = await fetch(`${sandbox}/push/subscriptions`, { method: 'POST' });
  subscriptions.push(await made.json());
}
const grants = (
  await db.query(
    `insert into access_grants (access_code_id, token_hash, expires_at)
     select (select id from access_codes limit 1), md5(random()::text) || n, now() + interval '2 days'
     from generate_series(1, $1) n returning id`,
    [BROWSERS],
  )
).rows.map((row) => row.id);
await db.query(
  `insert into push_subscriptions (owner_grant_id, endpoint, p256dh, auth)
   select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[])`,
  [
    grants,
    subscriptions.map((s) => s.endpoint),
    subscriptions.map((s) => s.keys.p256dh),
    subscriptions.map((s) => s.keys.auth),
  ],
);
// Push at once, no quiet hours: the soak measures delivery, not the hour it runs at.
await db.query(
  `insert into notification_preferences (owner_grant_id, email, sms, push, frequency,
     quiet_hours_enabled, quiet_start_hour, quiet_end_hour)
   select g, false, false, true, 'immediate', false, 22, 8 from unnest($1::uuid[]) g`,
  [grants],
);
const courses = (
  await db.query('select distinct course_id as id from provider_links order by course_id')
).rows.map((row) => row.id);
const today = new Date(
  `${(await one(`select (now() at time zone 'America/Denver')::date::text as d`)).d}T12:00:00Z`,
);
const daysToSaturday = (6 - today.getUTCDay() + 7) % 7 || 7;
const windows = [
  ['morning', '06:00', '10:00'],
  ['afternoon', '10:00', '14:00'],
  ['evening', '14:00', '18:00'],
  ['any', '00:00', '24:00'],
];
const alertRows = Array.from({ length: ALERTS }, (_, i) => {
  // Half of them for the coming Saturday, the rest over the next week.
  const days = i % 2 === 0 ? daysToSaturday : 1 + (i % 7);
  const [preference, start, end] = windows[i % windows.length];
  return {
    owner: grants[i % BROWSERS],
    course: courses[i % courses.length],
    date: new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10),
    preference,
    start,
    end,
    players: 1 + (i % 4),
    maxPrice: i % 3 === 0 ? null : 8_000 + (i % 12) * 1_000,
  };
});
const column = (name) => alertRows.map((row) => row[name]);
await db.query(
  `insert into alerts (owner_grant_id, source, location_label, course_ids, date, time_preference,
     window_start, window_end, players, max_price_cents)
   select owner, 'desktop', 'soak', array[course], day, preference, s, e, players, price
   from unnest($1::uuid[], $2::text[], $3::date[], $4::text[], $5::text[], $6::text[], $7::int[],
     $8::int[]) as t(owner, course, day, preference, s, e, players, price)`,
  ['owner', 'course', 'date', 'preference', 'start', 'end', 'players', 'maxPrice'].map(column),
);
await db.query(
  `insert into alert_reach (course_id, date, window_start, window_end, players, max_price_cents,
     alert_id)
   select course_ids[1], date, window_start, window_end, players, max_price_cents, id from alerts`,
);
console.log(
  `Seeded ${ALERTS} alerts on ${courses.length} courses for ${BROWSERS} browsers in ${((Date.now() - seeding) / 1000).toFixed(0)} s; the sandbox churns at ${CLOCK_SPEED}x.`,
);

// ---- Run -------------------------------------------------------------------------------------
const apiProcess = group.start('api', 'backend/dist/main.js', env, died);
const profile = process.env.SOAK_PROFILE
  ? ['--prof', '--no-logfile-per-isolate', `--logfile=${path.join(state, 'workers.v8.log')}`]
  : [];
const workersProcess = group.start('workers', [...profile, 'workers/dist/main.js'], env, died);
await waitForHttp(`${api}/api/health`);

/**
 * Jobs waiting or running, jobs scheduled for later (held deliveries, planned scans) and failed
 * ones, over every queue; `owed` is what stands between a change and the golfer's message (the
 * match and notify queues).
 */
async function queueDepths() {
  const health = await (await fetch(`${api}/api/health`)).json();
  const queues = health.queues ?? {};
  const sum = (field, names = Object.keys(queues)) =>
    names.reduce((total, name) => total + (queues[name]?.[field] ?? 0), 0);
  return {
    busy: sum('waiting') + sum('active'),
    owed: sum('waiting', ['match', 'notify']) + sum('active', ['match', 'notify']),
    delayed: sum('delayed'),
    failed: sum('failed'),
  };
}

/** Sent pushes of the last window: match recorded -> push service accepted it. */
async function deliveryLatencies(since) {
  const { rows } = await db.query(
    `select extract(epoch from d.sent_at - m.matched_at) * 1000 as ms
     from deliveries d join alert_matches m on m.id = d.alert_match_id
     where d.channel = 'push' and d.status = 'sent' and d.sent_at > $1 and d.due_at is null`,
    [since],
  );
  return rows.map((row) => Number(row.ms)).sort((a, b) => a - b);
}

const samples = [];
const started = Date.now();
let windowStart = new Date();
console.log(
  '\nminute  API MB  workers MB  sandbox MB  jobs busy  delayed  outbox  matches  pushes sent  p95 ms (window)',
);
while (Date.now() - started < MINUTES * 60_000) {
  await sleep(SAMPLE_SECONDS * 1000);
  const windowEnd = new Date();
  const latencies = await deliveryLatencies(windowStart);
  windowStart = windowEnd;
  const sample = {
    minute: (Date.now() - started) / 60_000,
    api: residentMegabytes(apiProcess.pid),
    workers: residentMegabytes(workersProcess.pid),
    sandbox: residentMegabytes(sandboxProcess.pid),
    ...(await queueDepths()),
    outbox: Number((await one('select count(*) from outbox where published_at is null')).count),
    matches: Number((await one('select count(*) from alert_matches')).count),
    pushes: Number(
      (await one(`select count(*) from deliveries where channel = 'push' and status = 'sent'`))
        .count,
    ),
    p95: latencies.length ? percentile(latencies, 95) : null,
    latencies,
  };
  samples.push(sample);
  console.log(
    [
      sample.minute.toFixed(1).padStart(6),
      sample.api.toFixed(0).padStart(6),
      sample.workers.toFixed(0).padStart(10),
      sample.sandbox.toFixed(0).padStart(10),
      String(sample.busy).padStart(9),
      String(sample.delayed).padStart(7),
      String(sample.outbox).padStart(6),
      String(sample.matches).padStart(7),
      String(sample.pushes).padStart(11),
      (sample.p95 === null ? '-' : sample.p95.toFixed(0)).padStart(15),
    ].join('  '),
  );
}

// ---- Drain, then check -------------------------------------------------------------------------
// The world slows to real time, and what TeeWatch still owes must settle: no event unpublished, no
// match or notify job waiting, no delivery overdue or held by a sender whose claim ran out. Held
// deliveries (the alert's ten-minute interval) stay pending until they are due.
await fetch(`${sandbox}/control/clock`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ speed: 1 }),
});
const owed = async () => {
  const row = await one(
    `select count(*) filter (where status = 'pending' and due_at < now() - interval '30 seconds') as overdue,
            count(*) filter (where status = 'sending' and claimed_until < now()) as stuck,
            (select count(*) from outbox where published_at is null) as unpublished
     from deliveries`,
  );
  return {
    overdue: Number(row.overdue),
    stuck: Number(row.stuck),
    unpublished: Number(row.unpublished),
    jobs: (await queueDepths()).owed,
  };
};
const draining = Date.now();
let left = await owed();
while (Date.now() - draining < DRAIN_SECONDS * 1000 && Object.values(left).some(Boolean)) {
  await sleep(5000);
  left = await owed();
}
const drainedIn = (Date.now() - draining) / 1000;
const queues = await queueDepths();
const matches = Number((await one('select count(*) from alert_matches')).count);
const undelivered = Number(
  (
    await one(
      `select count(*) from alert_matches m
       where m.matched_at < now() - interval '30 seconds'
         and not exists (select 1 from deliveries d where d.alert_match_id = m.id and d.channel = 'push')`,
    )
  ).count,
);
const byStatus = (
  await db.query(
    `select status, count(*)::int as n from deliveries where channel = 'push' group by status order by status`,
  )
).rows;
const store = await (await fetch(`${sandbox}/push/store`)).json();
const timesByKey = new Map();
for (const message of store.messages) {
  const key = message.payload?.data?.key;
  if (key) timesByKey.set(key, (timesByKey.get(key) ?? 0) + 1);
}
const duplicated = [...timesByKey.values()].filter((times) => times > 1).length;
await group.stop();
await db.end();

// ---- Report ----------------------------------------------------------------------------------
const third = Math.max(1, Math.floor(samples.length / 3));
const first = samples.slice(0, third);
const last = samples.slice(-third);
const trend = (field) => {
  const from = median(first.map((s) => s[field]));
  const to = median(last.map((s) => s[field]));
  return { from, to, change: from ? (to - from) / from : 0 };
};
const windowP95 = (part) => {
  const all = part.flatMap((s) => s.latencies).sort((a, b) => a - b);
  return all.length ? percentile(all, 95) : null;
};
const mb = ({ from, to, change }) =>
  `${from.toFixed(0)} -> ${to.toFixed(0)} MB (${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)}%)`;
const memory = ['api', 'workers'].map((name) => ({ name, ...trend(name) }));
// A backlog that grows raises the typical depth; a burst of matches cleared by the next sample
// does not, so the thirds are compared by their median depth (the highest is printed too).
const busyFirst = median(first.map((s) => s.busy));
const busyLast = median(last.map((s) => s.busy));
const highest = (part) => Math.max(...part.map((s) => s.busy));
const p95First = windowP95(first);
const p95Last = windowP95(last);
const flatMemory = memory.every(({ change }) => change < 0.2);
const flatQueues = busyLast <= Math.max(50, busyFirst * 1.5);
const steadyDelivery =
  p95First !== null && p95Last !== null && p95Last <= Math.max(1000, p95First * 1.5);
const nothingLost = undelivered === 0 && !Object.values(left).some(Boolean);
const verdict = (ok) => (ok ? 'yes' : 'NO');
console.log(`
Soak, ${MINUTES} min: ${ALERTS} alerts on every course TeeWatch reads (${courses.length}), sandbox churn ${CLOCK_SPEED}x
  matches ${matches}, push deliveries by status: ${byStatus.map((r) => `${r.status} ${r.n}`).join(', ')}
  messages at the push service ${store.messages.length}, refused ${store.refused.length}
  memory, first third -> last third: ${memory.map((m) => `${m.name} ${mb(m)}`).join(', ')}
  jobs waiting or running, median (highest): first third ${busyFirst} (${highest(first)}), last third ${busyLast} (${highest(last)}); failed jobs ${queues.failed}
  delivery p95 (match -> push accepted): first third ${p95First?.toFixed(0) ?? '-'} ms, last third ${p95Last?.toFixed(0) ?? '-'} ms
  settled ${drainedIn.toFixed(0)} s after the churn slowed to real time
  nothing lost: ${verdict(nothingLost)} (matches without a delivery ${undelivered}, events unpublished ${left.unpublished}, match or notify jobs left ${left.jobs}, deliveries overdue ${left.overdue}, claims run out ${left.stuck})
  nothing duplicated: ${verdict(duplicated === 0)} (messages sent twice ${duplicated})
  memory flat (< 20% growth): ${verdict(flatMemory)}; queue depths flat: ${verdict(flatQueues)}; delivery p95 steady: ${verdict(steadyDelivery)}
`);
process.exit(nothingLost && duplicated === 0 ? 0 : 1);
