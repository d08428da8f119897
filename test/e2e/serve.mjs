// The system under end-to-end test, as `npm start` runs it but on ports of its own: a fresh
// database with the seeded demo code, the sandbox (tee sheets, SES, SNS, an HTTPS push service,
// the OpenID Connect provider), every worker role, and the built API serving the built web app on
// one origin. Scans are quick so a slot the sandbox opens reaches the app within seconds.
// E2E_PORT, E2E_SANDBOX_PORT, E2E_DATABASE and E2E_REDIS_DB let two runs share a machine.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import webPush from 'web-push';
import { sandboxAuthEnv } from '../../scripts/lib/auth-env.mjs';
import { sandboxMessagingEnv } from '../../scripts/lib/messaging-env.mjs';
import { ProcessGroup, run, waitForHttp } from '../../scripts/lib/processes.mjs';
import { sandboxTeeSheetEnv } from '../../scripts/lib/tee-sheet-env.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const sandboxPort = process.env.E2E_SANDBOX_PORT ?? '4100';
const sandbox = `http://127.0.0.1:${sandboxPort}`;
const database = process.env.E2E_DATABASE ?? 'teewatch_e2e';
const redisDb = process.env.E2E_REDIS_DB ?? '14';
const tlsDir = path.join(root, '.teewatch', `e2e-tls-${sandboxPort}`);
mkdirSync(tlsDir, { recursive: true });
const vapid = webPush.generateVAPIDKeys();
const env = {
  PORT: process.env.E2E_PORT ?? '3100',
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
  REDIS_URL: `redis://127.0.0.1:6379/${redisDb}`,
  QUEUE_PREFIX: 'teewatch-e2e',
  DEMO_ACCESS_CODE: 'E2E-BETA-CODE',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  WEB_DIST_DIR: path.join(root, 'frontend', 'dist'),
  SANDBOX_PORT: sandboxPort,
  // Web push needs HTTPS: the sandbox's push service, trusted through its own certificate.
  SANDBOX_HTTPS_PORT: String(Number(sandboxPort) + 443),
  SANDBOX_TLS_DIR: tlsDir,
  PUSH_CA_CERT_FILE: path.join(tlsDir, 'sandbox-tls-cert.pem'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  SANDBOX_TEE_SHEET_RATE_LIMITS: 'off',
  WORKER_ROLES: 'scanner,notifier,relay,auto-booking',
  SCAN_SIMULATED_LINKS: 'true',
  SCAN_PLAN_EVERY_SECONDS: '1',
  SCAN_WATCHED_SOON_INTERVAL_SECONDS: '2',
  SCAN_WATCHED_INTERVAL_SECONDS: '2',
  SCAN_MIN_INTERVAL_SECONDS: '2',
  // The unwatched baseline is left out: these tests watch what they need.
  SCAN_BASELINE_INTERVAL_SECONDS: '86400',
  SCAN_BASELINE_DAYS: '1',
  OUTBOX_POLL_MS: '100',
  MEMBERSPORTS_API_KEY: 'e2e',
};
Object.assign(env, sandboxTeeSheetEnv(sandbox, 50));
env.APP_ORIGIN = `http://localhost:${env.PORT}`;
Object.assign(env, sandboxMessagingEnv(sandbox, env.APP_ORIGIN), sandboxAuthEnv(sandbox));
env.SANDBOX_OAUTH_REDIRECT_URIS = ['google', 'facebook', 'github']
  .map((provider) => `${env.APP_ORIGIN}/api/auth/${provider}/callback`)
  .join(',');

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query(`drop database if exists "${database}" with (force)`);
await admin.end();
run('redis-cli', ['-n', redisDb, 'flushdb'], { stdio: 'ignore' });
run(process.execPath, ['backend/dist/db/migrate.js'], {
  cwd: root,
  env: { ...process.env, ...env },
});
run(process.execPath, ['backend/dist/db/seed.js'], { cwd: root, env: { ...process.env, ...env } });

const group = new ProcessGroup(path.join(root, '.teewatch', 'e2e-logs'));
const died = (name, how, logFile) => {
  console.error(`${name} exited (${how}):\n${group.tail(logFile)}`);
  process.exit(1);
};
const stop = async () => {
  await group.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The sandbox first: it writes the certificate the API and workers trust for push.
group.start('sandbox', 'sandbox/dist/main.js', env, died);
await waitForHttp(`${sandbox}/health`);
group.start('api', 'backend/dist/main.js', env, died);
group.start('workers', 'workers/dist/main.js', env, died);
await waitForHttp(`http://127.0.0.1:${env.PORT}/api/health`);
console.log(`e2e server ready on ${env.APP_ORIGIN}, sandbox on ${sandbox}`);
