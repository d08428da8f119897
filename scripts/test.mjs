// `npm test`: everything CI runs, in order, stopping at the first failing step. Ends with one line
// counting the tests of every runner: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalledAndPinnedNode, root } from './lib/bootstrap.mjs';

ensureInstalledAndPinnedNode(import.meta.filename ?? new URL(import.meta.url).pathname);

const { ensurePostgres, ensureRedis } = await import('./lib/services.mjs');
const { printCheckTable } = await import('./lib/check-table.mjs');

const results = path.join(root, '.teewatch', 'results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const esm = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' };

/** Installs a Debian package when its command is missing (CI machines start without them). */
function ensureDebianPackage(command, pkg) {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${command} is missing: install it with apt-get install -y ${pkg}`);
  console.log(`Installing ${pkg} (apt-get)...`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0) throw new Error(`apt-get install ${pkg} failed`);
}

const steps = [
  { name: 'lint', command: ['npm', 'run', 'lint', '--silent'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck', '--silent'] },
  {
    name: 'unit (backend, workers, sandbox)',
    command: [
      'npx',
      'jest',
      '--selectProjects',
      'unit',
      '--json',
      `--outputFile=${results}/unit.json`,
    ],
    env: esm,
    counts: 'unit.json',
  },
  {
    name: 'unit (frontend)',
    command: [
      'npm',
      'test',
      '--silent',
      '-w',
      '@teewatch/frontend',
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/frontend.json`,
    ],
    counts: 'frontend.json',
  },
  { name: 'build', command: ['npm', 'run', 'build', '--silent'] },
  { name: 'bundle budgets', command: ['node', 'scripts/check-bundle-budget.mjs'] },
  {
    name: 'integration (PostgreSQL, Redis)',
    command: [
      'npx',
      'jest',
      '--selectProjects',
      'integration',
      '--runInBand',
      '--json',
      `--outputFile=${results}/integration.json`,
    ],
    env: esm,
    counts: 'integration.json',
  },
  {
    name: 'chaos (short form; `npm run test:chaos` for the full one)',
    command: [
      'npx',
      'jest',
      '--selectProjects',
      'chaos',
      '--runInBand',
      '--json',
      `--outputFile=${results}/chaos.json`,
    ],
    env: esm,
    counts: 'chaos.json',
    table: 'chaos',
  },
  {
    name: 'security (short form; `npm run test:security` for the full one)',
    command: [
      'npx',
      'jest',
      '--selectProjects',
      'security',
      '--runInBand',
      '--json',
      `--outputFile=${results}/security.json`,
    ],
    env: esm,
    counts: 'security.json',
    table: 'security',
  },
  {
    name: 'end-to-end (Chromium)',
    command: ['npx', 'playwright', 'test', '-c', 'test/e2e/playwright.config.ts'],
    counts: 'e2e.json',
  },
];

function countTests(file) {
  const report = JSON.parse(readFileSync(path.join(results, file), 'utf8'));
  if (report.stats)
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

try {
  await ensurePostgres(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/teewatch_test',
  );
  await ensureRedis(
    process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    path.join(root, '.teewatch', 'redis'),
  );
  ensureDebianPackage('chromium', 'chromium');
  ensureDebianPackage('docker-compose', 'docker-compose');
} catch (error) {
  console.error(`Cannot test: ${error.message}`);
  process.exit(1);
}

const total = { passed: 0, failed: 0 };
let failedStep;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name}`);
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (step.table) printCheckTable(step.table);
  if (step.counts && existsSync(path.join(results, step.counts))) {
    const counts = countTests(step.counts);
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  console.log(
    `=== ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) {
    failedStep = step.name;
    if (!step.counts) total.failed += 1; // a failed lint, typecheck or build counts as a failure
    break;
  }
}

console.log(failedStep ? `\nnpm test failed at: ${failedStep}` : '\nAll steps passed.');
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exit(failedStep ? 1 : 0);
