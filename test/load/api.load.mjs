// Load test: the built API at steady request rates on the alerts and search endpoints, with every
// worker role running against the sandbox, all on this machine. For each rate it prints the rate
// reached, p50/p99 latency, errors, the API's CPU and how busy the machine's cores were; then the
// highest rate whose p99 stays under 50 ms (docs/operations.md, "Load").
//
//   npm run test:load       (builds first; about three minutes; needs hey: apt-get install -y hey)
//
// The requests come from hey, a load generator written in Go: one written in JavaScript took half
// a core or more of this machine's two to send 1,000 requests a second and read their answers,
// and so measured itself as much as the API (docs/operations.md, "Load").
//
// LOAD_RATES (default 500,1000,1500,2000,2500,3000) and LOAD_SECONDS (default 20) change the steps,
// LOAD_SETTLE_SECONDS (default 90) the wait for the scanner's first pass before measuring;
// LOAD_PROFILE=1 records the API's V8 ticks in .teewatch/load/api.v8.log, read with
// `node --prof-process .teewatch/load/api.v8.log`.
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { ProcessGroup, run, waitForHttp } from '../../scripts/lib/processes.mjs';
import { sandboxTeeSheetEnv } from '../../scripts/lib/tee-sheet-env.mjs';
import { cpuSeconds, percentile, sleep } from '../bench/support.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const RATES = (process.env.LOAD_RATES ?? '500,1000,1500,2000,2500,3000').split(',').map(Number);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const SETTLE_SECONDS = Number(process.env.LOAD_SETTLE_SECONDS ?? 90);
const P99_TARGET_MS = 50;
const GOLFERS = 50;
const PORT = 3950;
const SANDBOX_PORT = 4950;
const api = `http://127.0.0.1:${PORT}`;
const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;
const state = path.join(root, '.teewatch', 'load');
const env = {
  PORT: String(PORT),
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/teewatch_load',
  REDIS_URL: 'redis://127.0.0.1:6379/8',
  QUEUE_PREFIX: 'teewatch-load',
  DEMO_ACCESS_CODE: 'LOAD-CODE',
  LOG_LEVEL: 'warn',
  APP_ORIGIN: api,
  WEB_DIST_DIR: path.join(root, 'frontend', 'dist'),
  SANDBOX_PORT: String(SANDBOX_PORT),
  SANDBOX_HTTPS_PORT: String(SANDBOX_PORT + 443),
  SANDBOX_TLS_DIR: path.join(state, 'tls'),
  SCAN_SIMULATED_LINKS: 'true',
  MEMBERSPORTS_API_KEY: 'load',
};
Object.assign(env, sandboxTeeSheetEnv(sandbox));

if (spawnSync('hey', ['-n', '0', 'http://127.0.0.1:1'], { stdio: 'ignore' }).error) {
  console.error(
    'The load test sends its requests with hey. Install it (Debian: apt-get install -y hey).',
  );
  process.exit(1);
}

const addDays = (n) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_load with (force)');
await admin.end();
run('redis-cli', ['-n', '8', 'flushdb'], { stdio: 'ignore' });
const withEnv = { cwd: root, env: { ...process.env, ...env } };
run(process.execPath, ['backend/dist/db/migrate.js'], withEnv);
run(process.execPath, ['backend/dist/db/seed.js'], withEnv);

const group = new ProcessGroup(path.join(state, 'logs'));
const died = (name, how, log) => {
  console.error(`${name} exited (${how}):\n${group.tail(log)}`);
  process.exit(1);
};
group.start('sandbox', 'sandbox/dist/main.js', env, died);
await waitForHttp(`${sandbox}/health`);
const profile = process.env.LOAD_PROFILE
  ? ['--prof', '--no-logfile-per-isolate', `--logfile=${path.join(state, 'api.v8.log')}`]
  : [];
const apiProcess = group.start('api', [...profile, 'backend/dist/main.js'], env, died);
group.start('workers', 'workers/dist/main.js', env, died);
await waitForHttp(`${api}/api/health`);

// Golfers: each browser passed the gate and keeps three alerts near Denver.
const cookies = [];
for (let golfer = 0; golfer < GOLFERS; golfer++) {
  const granted = await fetch(`${api}/api/access-codes/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'LOAD-CODE' }),
  });
  const cookie = granted.headers.getSetCookie().find((c) => c.startsWith('teewatch_access='));
  cookies.push(cookie.split(';')[0]);
  for (const day of [2, 3, 4]) {
    const created = await fetch(`${api}/api/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.at(-1) },
      body: JSON.stringify({
        location: 'denver',
        date: addDays(day),
        timePreference: 'any',
        players: '2',
        maxPrice: '150',
      }),
    });
    if (created.status !== 201) throw new Error(`alert: ${created.status} ${await created.text()}`);
  }
}
const search = `/api/colorado/search?latitude=39.7392&longitude=-104.9903&radius=25&date=${addDays(2)}&players=2`;
for (const route of ['/api/alerts', search]) {
  const answer = await fetch(`${api}${route}`, { headers: { cookie: cookies[0] } });
  if (answer.status !== 200) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
}

/** Busy and all jiffies of the machine's cores so far, from /proc/stat. */
function machineJiffies() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, all: busy + idle + iowait };
}

/**
 * One stream of requests at `rate` a second for `seconds`, as one golfer's browser asks
 * (compression welcome): each answered request's latency in ms and status, from hey's CSV. hey
 * leaves a request that got no answer out of it, so such a request shows as a rate reached short
 * of the rate asked, which fails the step as a refused one does.
 */
function stream(route, cookie, rate, seconds) {
  const workers = Math.min(50, Math.max(5, Math.round(rate / 20)));
  const hey = spawn('hey', [
    '-z',
    `${seconds}s`,
    '-c',
    String(workers),
    '-q',
    String(rate / workers),
    '-o',
    'csv',
    '-H',
    `cookie: ${cookie}`,
    '-H',
    'accept-encoding: gzip, deflate, br',
    `${api}${route}`,
  ]);
  let csv = '';
  hey.stdout.on('data', (chunk) => (csv += chunk));
  return new Promise((resolve, reject) => {
    hey.on('error', reject);
    hey.on('close', () => {
      // response-time (s),DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset
      const rows = csv
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(','));
      resolve(rows.map((row) => ({ ms: Number(row[0]) * 1000, status: Number(row[6]) })));
    });
  });
}

/**
 * One step: the alert list and the search at `rate` requests a second in all, half each, from two
 * golfers. The API keeps nothing per golfer but the access grant it looked up (every golfer's is
 * remembered alike), so two golfers cost it what fifty would.
 */
async function step(rate, seconds) {
  const cpuBefore = cpuSeconds(apiProcess.pid);
  const machineBefore = machineJiffies();
  const answers = (
    await Promise.all([
      stream('/api/alerts', cookies[0], rate / 2, seconds),
      stream(search, cookies[1], rate / 2, seconds),
    ])
  ).flat();
  const machineAfter = machineJiffies();
  const took = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const failed = answers.filter((answer) => answer.status !== 200);
  if (failed.length > 0) {
    const byStatus = {};
    for (const { status } of failed) byStatus[status] = (byStatus[status] ?? 0) + 1;
    console.log('failed answers by status:', byStatus);
  }
  return {
    rate,
    reached: answers.length / seconds,
    p50: Math.round(percentile(took, 50)),
    p99: Math.round(percentile(took, 99)),
    failed: failed.length,
    apiCpu: (cpuSeconds(apiProcess.pid) - cpuBefore) / seconds,
    machineBusy: (machineAfter.busy - machineBefore.busy) / (machineAfter.all - machineBefore.all),
  };
}

// The scanner's first pass reads every course-date at once; a busy Saturday is past that.
await sleep(SETTLE_SECONDS * 1000);
// Statistics of the tables the first pass filled, which autovacuum keeps in production: it is off
// on the test machines, and without them PostgreSQL plans the alert list for empty tables.
const statistics = new pg.Client({ connectionString: env.DATABASE_URL });
await statistics.connect();
await statistics.query('analyze');
await statistics.end();
await step(200, 5); // warm-up: JIT, pools, caches
// One request at a time: what each endpoint costs before any queueing.
for (const [name, route] of [
  ['alerts', '/api/alerts'],
  ['search', search],
]) {
  const took = [];
  for (let n = 0; n < 40; n++) {
    const started = performance.now();
    await (
      await fetch(`${api}${route}`, { headers: { cookie: cookies[n % cookies.length] } })
    ).text();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  console.log(
    `${name}, one at a time: median ${took[20].toFixed(1)} ms, slowest ${took.at(-1).toFixed(1)} ms`,
  );
}
console.log(
  `Load: GET /api/alerts and GET /api/colorado/search, half each, asked by two of ${GOLFERS} golfers with 3 alerts each, workers and sandbox running, ${SECONDS} s a step.\n`,
);
console.log('asked/s  reached/s  p50 ms  p99 ms  failed  API CPU  both cores busy');
let held = null;
for (const rate of RATES) {
  const r = await step(rate, SECONDS);
  console.log(
    `${String(r.rate).padStart(7)}  ${r.reached.toFixed(0).padStart(9)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${String(r.failed).padStart(6)}  ${(r.apiCpu * 100).toFixed(0).padStart(6)}%  ${(r.machineBusy * 100).toFixed(0).padStart(14)}%`,
  );
  const holds = r.p99 < P99_TARGET_MS && r.failed === 0 && r.reached >= rate * 0.97;
  if (!holds) break;
  held = r;
}
await group.stop();
console.log(
  held
    ? `\nHighest rate held with p99 under ${P99_TARGET_MS} ms: ${held.rate}/s (p99 ${held.p99} ms). 1,000/s target: ${held.rate >= 1000 ? 'met' : 'NOT met'}.`
    : `\nNo step held p99 under ${P99_TARGET_MS} ms.`,
);
process.exit(0);
