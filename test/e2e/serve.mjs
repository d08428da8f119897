// The system under end-to-end test: a fresh database, the seeded demo code, and the built API
// serving the built web app on one origin, exactly as `npm start` runs it (on other ports).
import path from 'node:path';
import pg from 'pg';
import { ProcessGroup, run, waitForHttp } from '../../scripts/lib/processes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
export const e2eEnv = {
  PORT: process.env.E2E_PORT ?? '3100',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/teewatch_e2e',
  REDIS_URL: 'redis://127.0.0.1:6379/14',
  QUEUE_PREFIX: 'teewatch-e2e',
  DEMO_ACCESS_CODE: 'E2E-BETA-CODE',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: path.join(root, 'frontend', 'dist'),
};
e2eEnv.APP_ORIGIN = `http://localhost:${e2eEnv.PORT}`;

const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_e2e with (force)');
await admin.end();
run(process.execPath, ['backend/dist/db/migrate.js'], {
  cwd: root,
  env: { ...process.env, ...e2eEnv },
});
run(process.execPath, ['backend/dist/db/seed.js'], {
  cwd: root,
  env: { ...process.env, ...e2eEnv },
});

const group = new ProcessGroup(path.join(root, '.teewatch', 'e2e-logs'));
group.start('api', 'backend/dist/main.js', e2eEnv, (name, how, logFile) => {
  console.error(`${name} exited (${how}):\n${group.tail(logFile)}`);
  process.exit(1);
});
const stop = async () => {
  await group.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await waitForHttp(`http://127.0.0.1:${e2eEnv.PORT}/api/health`);
console.log(`e2e server ready on ${e2eEnv.APP_ORIGIN}`);
