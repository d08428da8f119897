// `npm run test:security` / `npm run test:chaos`: the full attack or fault suite against real
// processes, printing every check with its figure and verdict. `npm test` runs the short form.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalledAndPinnedNode, root } from './lib/bootstrap.mjs';

ensureInstalledAndPinnedNode(import.meta.filename ?? new URL(import.meta.url).pathname);

const { ensurePostgres, ensureRedis } = await import('./lib/services.mjs');
const { checksFile, printCheckTable } = await import('./lib/check-table.mjs');

const suite = process.argv[2];
if (!['security', 'chaos'].includes(suite)) {
  console.error('usage: node scripts/check-suite.mjs security|chaos');
  process.exit(2);
}
await ensurePostgres(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/teewatch_test',
);
await ensureRedis(
  process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  path.join(root, '.teewatch', 'redis'),
);
rmSync(checksFile(suite), { force: true });
const run = spawnSync('npx', ['jest', '--selectProjects', suite, '--runInBand'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    TEEWATCH_FULL: '1',
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
  },
});
printCheckTable(suite);
process.exit(run.status ?? 1);
