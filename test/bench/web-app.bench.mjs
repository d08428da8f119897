// The first visit on a phone: the built API serving the built web app, Chromium at 375x812 with
// an empty cache. For the access gate (a first-time visitor) and the landing page (a visitor let
// in), prints the JavaScript that came over the wire (compressed bytes, as the browser counts
// them), all bytes, and the largest contentful paint, over several fresh visits.
// Targets: at most 200 kB of JavaScript over the wire, largest contentful paint under 1 s.
//
//   npm run bench:web-app     (builds first; about a minute)
//   npm run bench:web-app -- --files    (also lists each script of the first visit, largest first)
import path from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { ProcessGroup, run, waitForHttp } from '../../scripts/lib/processes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const VISITS = 5;
const API_PORT = 3963;
const origin = `http://127.0.0.1:${API_PORT}`;
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/teewatch_bench_web';
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379/13',
  QUEUE_PREFIX: 'teewatch-bench-web',
  LOG_LEVEL: 'warn',
  PORT: String(API_PORT),
  APP_ORIGIN: origin,
  WEB_DIST_DIR: path.join(root, 'frontend', 'dist'),
  JWT_SECRET: 'bench-web-secret-bench-web-secret',
  DEMO_ACCESS_CODE: 'BENCH-CODE',
};
const listFiles = process.argv.includes('--files');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_bench_web with (force)');
await admin.end();
const withEnv = { cwd: root, env: { ...process.env, ...env } };
run(process.execPath, ['backend/dist/db/migrate.js'], withEnv);
run(process.execPath, ['backend/dist/db/seed.js'], withEnv);
const group = new ProcessGroup(path.join(root, '.teewatch', 'bench-web', 'logs'));
group.start('api', 'backend/dist/main.js', env, (name, how, log) => {
  console.error(`${name} exited (${how}):\n${group.tail(log)}`);
  process.exit(1);
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true };

/** One first visit in a fresh browser profile; `letIn` passes the gate first (its own page). */
async function visit({ letIn }) {
  const context = await browser.newContext(phone);
  if (letIn) {
    const gate = await context.newPage();
    await gate.goto(origin);
    await gate.getByLabel('Access Code').fill(env.DEMO_ACCESS_CODE);
    await gate.getByLabel('Access Code').press('Enter');
    await gate.getByRole('button', { name: 'Continue' }).click();
    await gate.close();
  }
  const page = await context.newPage();
  // The page is new, but the browser's cache is the context's: start it empty.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  // Chromium offers brotli only over HTTPS, which is how golfers reach TeeWatch; this bench
  // serves plain HTTP on a local port, so it asks for what a browser asks for in production.
  await cdp.send('Network.setExtraHTTPHeaders', {
    headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
  });
  // Bodies as they came over the wire (compressed), without the HTTP headers: over HTTP/2, as
  // in production, headers are compressed too; here (HTTP/1.1) they would add about 1 kB a file.
  const responses = new Map();
  let javascript = 0;
  let all = 0;
  let files = 0;
  const scripts = [];
  cdp.on('Network.responseReceived', (event) =>
    responses.set(event.requestId, {
      type: event.type,
      url: event.response.url,
      headers: event.response.encodedDataLength,
    }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    const body = event.encodedDataLength - (response?.headers ?? 0);
    all += body;
    if (response?.type === 'Script') {
      javascript += body;
      files += 1;
      scripts.push({ file: new URL(response.url).pathname, body });
    }
  });
  // Not 'networkidle': a visitor let in keeps the live-updates stream open.
  await page.goto(origin, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(1500); // what the page fetches right after it shows (idle loads)
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(performance.now()), 3000);
      }),
  );
  await context.close();
  return { javascript, all, files, lcp, scripts };
}

try {
  await waitForHttp(`${origin}/api/health`);
  for (const [name, letIn] of [
    ['access gate (first-time visitor)', false],
    ['landing page (visitor let in)', true],
  ]) {
    const visits = [];
    for (let i = 0; i < VISITS; i += 1) visits.push(await visit({ letIn }));
    const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    if (listFiles)
      for (const { file, body } of visits[0].scripts.sort((a, b) => b.body - a.body))
        console.log(`  ${kb(body).padStart(9)}  ${file}`);
    const js = median(visits.map((v) => v.javascript));
    const lcp = median(visits.map((v) => v.lcp));
    console.log(
      `${name}: JavaScript over the wire ${kb(js)} in ${median(visits.map((v) => v.files))} files (target <= 200 kB: ${js <= 200_000 ? 'met' : 'NOT met'}), all bytes ${kb(median(visits.map((v) => v.all)))}, largest contentful paint p50 ${lcp.toFixed(0)} ms, max ${Math.max(...visits.map((v) => v.lcp)).toFixed(0)} ms (target < 1,000 ms: ${lcp < 1000 ? 'met' : 'NOT met'})`,
    );
  }
} finally {
  await browser.close();
  await group.stop();
}
