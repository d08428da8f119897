// Live updates benchmark, with real processes: one API process holding 1,000 open GET /api/live
// streams (one golfer each, each with one alert), and the outbox relay. A burst of 1,000 matches
// (one per golfer, one transaction) is relayed and announced. Prints:
//   - whether every stream got exactly its own golfer's event and nothing else;
//   - time from the burst's commit to each stream's event (p50/p95/max);
//   - the API process's memory before and with the streams open;
//   - the API's latency for GET /api/alerts while the burst is fanned out (p50/p99).
//
//   npm run bench:live           (builds first; about a minute)
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ProcessGroup, run, waitForHttp } from '../../scripts/lib/processes.mjs';
import { percentile, sleep } from './support.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const API_PORT = 3960;
const api = `http://127.0.0.1:${API_PORT}`;
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/teewatch_bench_live';
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379/13',
  QUEUE_PREFIX: 'teewatch-bench-live',
  LOG_LEVEL: 'warn',
  PORT: String(API_PORT),
  JWT_SECRET: 'bench-live-secret-bench-live-secret',
  DEMO_ACCESS_CODE: 'BENCH-CODE',
};

const summary = (values, points = [50, 95]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const parts = points.map((p) => `p${p} ${percentile(sorted, p).toFixed(0)} ms`);
  return `${parts.join(', ')}, max ${sorted.at(-1).toFixed(0)} ms (${values.length} samples)`;
};
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_bench_live with (force)');
await admin.end();
run('redis-cli', ['-n', '13', 'flushdb'], { stdio: 'ignore' });
const withEnv = { cwd: root, env: { ...process.env, ...env } };
run(process.execPath, ['backend/dist/db/migrate.js'], withEnv);
run(process.execPath, ['backend/dist/db/seed.js'], withEnv);
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });

const group = new ProcessGroup(path.join(root, '.teewatch', 'bench-live', 'logs'));
const died = (name, how, log) => {
  console.error(`${name} exited (${how}):\n${group.tail(log)}`);
  process.exit(1);
};
const apiProcess = group.start('api', 'backend/dist/main.js', env, died);
group.start('relay', 'workers/dist/main.js', { ...env, WORKER_ROLES: 'relay' }, died);
await waitForHttp(`${api}/api/health`);

// Golfers: a browser grant each (its token is its id here) and one alert.
const date = (await db.query(`select ((now() at time zone 'America/Denver')::date + 3)::text as d`))
  .rows[0].d;
const golfers = [];
for (let index = 0; index < STREAMS; index += 1) {
  const grantId = randomUUID();
  await db.query(
    `insert into access_grants (id, access_code_id, token_hash, expires_at)
     select $1, id, $2, now() + interval '1 day' from access_codes limit 1`,
    [grantId, createHash('sha256').update(grantId).digest('hex')],
  );
  const { rows } = await db.query(
    `insert into alerts (owner_grant_id, source, location_label, course_ids, date, time_preference,
       window_start, window_end, players)
     values ($1, 'desktop', 'bench', array['city-park-golf-course'], $2, 'any', '00:00', '24:00', 1)
     returning id`,
    [grantId, date],
  );
  await db.query(
    `insert into alert_reach (course_id, date, window_start, window_end, players, alert_id)
     select unnest(course_ids), date, window_start, window_end, players, id from alerts
     where id = $1`,
    [rows[0].id],
  );
  golfers.push({ grantId, alertId: rows[0].id, events: [], receivedAt: null });
}

/** Opens one golfer's stream and records what it hears. */
async function listen(golfer, ready) {
  const response = await fetch(`${api}/api/live`, {
    headers: { cookie: `teewatch_access=${golfer.grantId}` },
  });
  if (!response.ok) throw new Error(`stream refused: HTTP ${response.status}`);
  ready();
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (data) {
        golfer.events.push(JSON.parse(data));
        golfer.receivedAt ??= performance.now();
      }
    }
  }
}

await sleep(1000);
const before = rssMb(apiProcess.pid);
await Promise.all(
  golfers.map(
    (golfer) =>
      new Promise((resolve, reject) => {
        listen(golfer, resolve).catch(reject);
      }),
  ),
);
await sleep(2000);
const withStreams = rssMb(apiProcess.pid);

// A signed-in page's call, timed while the burst is fanned out.
const latencies = [];
let measuring = true;
const probe = (async () => {
  const cookie = `teewatch_access=${golfers[0].grantId}`;
  while (measuring) {
    const started = performance.now();
    const response = await fetch(`${api}/api/alerts`, { headers: { cookie } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await sleep(20);
  }
})();

// The burst: a match for every golfer's alert, and its AlertMatched event, in one transaction.
const client = await db.connect();
await client.query('begin');
for (const golfer of golfers) {
  const teeTimeId = randomUUID();
  const { rows } = await client.query(
    `insert into alert_matches (alert_id, tee_time_id, course_id, starts_at, open_spots, price_cents)
     values ($1, $2, 'city-park-golf-course', now() + interval '3 days', 2, 5000) returning id`,
    [golfer.alertId, teeTimeId],
  );
  await client.query(`insert into outbox (type, payload) values ('AlertMatched', $1)`, [
    JSON.stringify({ teeTimeId, alertMatchIds: [rows[0].id] }),
  ]);
}
await client.query('commit');
const committedAt = performance.now();
client.release();

const deadline = committedAt + 60_000;
while (golfers.some((golfer) => golfer.receivedAt === null) && performance.now() < deadline) {
  await sleep(50);
}
await sleep(1000); // anything sent to the wrong page, or twice, shows by now
measuring = false;
await probe;

const heard = golfers.filter((golfer) => golfer.receivedAt !== null);
const exact = golfers.filter(
  (golfer) =>
    golfer.events.length === 1 &&
    JSON.stringify(golfer.events[0]) === JSON.stringify({ alertIds: [golfer.alertId] }),
);
console.log(
  `\nlive updates, ${STREAMS} open streams on one API process, a burst of ${STREAMS} matches`,
);
console.log(`  streams with exactly their own golfer's event: ${exact.length} of ${STREAMS}`);
console.log(
  `  commit -> event at the page: ${heard.length ? summary(heard.map((g) => g.receivedAt - committedAt)) : 'none heard'}`,
);
console.log(
  `  API memory (RSS): ${before.toFixed(0)} MB before, ${withStreams.toFixed(0)} MB with the streams open (${(((withStreams - before) * 1024) / STREAMS).toFixed(1)} KB a stream)`,
);
console.log(`  GET /api/alerts during the burst: ${summary(latencies, [50, 99])}`);

await db.end();
await group.stop();
process.exit(exact.length === STREAMS ? 0 : 1);
