// `npm start`: install, build, migrate, seed, then run the API (serving the web app), the workers
// and the sandbox against the local PostgreSQL (TeeWatch's own when none answers) and Redis.
// Ctrl-C stops everything.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalledAndPinnedNode, root } from './lib/bootstrap.mjs';

ensureInstalledAndPinnedNode(import.meta.filename ?? new URL(import.meta.url).pathname);

const { ensurePostgres, ensureRedis } = await import('./lib/services.mjs');
const { ProcessGroup, run, waitForHttp } = await import('./lib/processes.mjs');
const { sandboxMessagingEnv } = await import('./lib/messaging-env.mjs');
const { sandboxTeeSheetEnv } = await import('./lib/tee-sheet-env.mjs');
const { sandboxAuthEnv } = await import('./lib/auth-env.mjs');

const env = {
  PORT: '3000',
  SANDBOX_PORT: '4000',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/teewatch',
  REDIS_URL: 'redis://127.0.0.1:6379',
  DEMO_ACCESS_CODE: 'TEEWATCH-BETA-2026',
  DEMO_MODE: 'true',
  LOG_LEVEL: 'info',
  ...process.env,
  WEB_DIST_DIR: path.join(root, 'frontend', 'dist'),
};
env.APP_ORIGIN ??= `http://localhost:${env.PORT}`;
const stateDir = path.join(root, '.teewatch');
// Tee sheets come from the sandbox's platform stand-ins, including courses it simulates.
const sandbox = `http://127.0.0.1:${env.SANDBOX_PORT}`;
for (const [name, value] of Object.entries(sandboxTeeSheetEnv(sandbox))) env[name] ??= value;
env.MEMBERSPORTS_API_KEY ??= 'sandbox';
// Email and SMS go to the sandbox's SES and SNS (see its /messages page).
for (const [name, value] of Object.entries(sandboxMessagingEnv(sandbox, env.APP_ORIGIN))) {
  env[name] ??= value;
}
// Social sign-in through the sandbox's OpenID Connect provider; magic links show a debug link.
for (const [name, value] of Object.entries(sandboxAuthEnv(sandbox))) env[name] ??= value;
// The sandbox's push service speaks HTTPS with its own certificate, kept here and trusted by
// the API and workers for push (web-push always uses HTTPS).
env.SANDBOX_TLS_DIR ??= path.join(stateDir, 'sandbox-tls');
env.PUSH_CA_CERT_FILE ??= path.join(env.SANDBOX_TLS_DIR, 'sandbox-tls-cert.pem');
// A VAPID key pair for web push, made once and kept, unless one is configured.
if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
  const keyFile = path.join(stateDir, 'vapid.json');
  if (!existsSync(keyFile)) {
    const { default: webPush } = await import('web-push');
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(keyFile, JSON.stringify(webPush.generateVAPIDKeys(), null, 2));
  }
  const keys = JSON.parse(readFileSync(keyFile, 'utf8'));
  env.VAPID_PUBLIC_KEY = keys.publicKey;
  env.VAPID_PRIVATE_KEY = keys.privateKey;
}
env.SCAN_SIMULATED_LINKS ??= 'true';

let ownPostgres;
let ownRedis;
try {
  ownPostgres = await ensurePostgres(env.DATABASE_URL, {
    embeddedDir: path.join(stateDir, 'postgres'),
  });
  ownRedis = await ensureRedis(env.REDIS_URL, path.join(stateDir, 'redis'));
  console.log('Building...');
  run('npm', ['run', 'build', '--silent'], { cwd: root });
  run(process.execPath, ['backend/dist/db/migrate.js'], { cwd: root, env });
  run(process.execPath, ['backend/dist/db/seed.js'], { cwd: root, env });
} catch (error) {
  console.error(`\nCannot start: ${error.message}`);
  ownRedis?.stop();
  await ownPostgres?.stop();
  process.exit(1);
}

const group = new ProcessGroup(path.join(stateDir, 'logs'));
let stopping = false;
/** A process that dies is started again, after 1 s, doubling to 30 s while it keeps dying. */
const restarts = new Map();
const died = (name, how, logFile) => {
  const last = restarts.get(name) ?? { delayMs: 500, at: 0 };
  // A process that ran a minute since its last start counts as healthy again.
  const delayMs = Date.now() - last.at > 60_000 ? 1000 : Math.min(last.delayMs * 2, 30_000);
  console.error(
    `\n${name} stopped unexpectedly (${how}); restarting in ${delayMs / 1000} s. Last lines of ${logFile}:\n${group.tail(logFile)}`,
  );
  setTimeout(() => {
    if (stopping) return;
    restarts.set(name, { delayMs, at: Date.now() });
    group.restart(name, died);
  }, delayMs);
};
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping TeeWatch (workers finish their active jobs)...');
  await group.stop();
  ownRedis?.stop();
  await ownPostgres?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The sandbox first: it writes the certificate the others trust.
group.start('sandbox', 'sandbox/dist/main.js', env, died);
await waitForHttp(`http://127.0.0.1:${env.SANDBOX_PORT}/health`);
group.start('api', 'backend/dist/main.js', env, died);
group.start('workers', 'workers/dist/main.js', env, died);

await waitForHttp(`http://127.0.0.1:${env.PORT}/api/health`);
console.log(`
  TeeWatch is running.

    App            ${env.APP_ORIGIN}
    Access code    ${env.DEMO_ACCESS_CODE || '(none seeded: create one with npm run access-code)'}
    API docs       ${env.APP_ORIGIN}/api/docs
    Health         ${env.APP_ORIGIN}/api/health
    Metrics        ${env.APP_ORIGIN}/metrics
    Sandbox        http://localhost:${env.SANDBOX_PORT}  (tee sheets /tee-sheets, messages /messages)
    Logs           ${path.relative(root, group.logDir)}/{api,workers,sandbox}.log

  Press Ctrl-C to stop.
`);
