// `npm test`: everything CI runs, in order, stopping at the first failing step. Ends with one line
// counting the tests of every runner: "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
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
const testDatabase =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/teewatch_test';
const testRedis = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
/**
 * The chaos lane's own database and Redis keyspace (chaos, then security), so it can run beside
 * the integration tests.
 */
const chaosLaneEnv = {
  ...esm,
  TEST_DATABASE_URL: `${testDatabase}_chaos`,
  TEST_REDIS_URL: Object.assign(new URL(testRedis), { pathname: '/10' }).toString(),
};

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

/** A jest project as a step: its tests counted from the JSON it writes (`<project>.json`). */
const jestStep = (project, name, { inBand = true, env = esm, table } = {}) => ({
  name,
  command: [
    'npx',
    'jest',
    '--selectProjects',
    project,
    ...(inBand ? ['--runInBand'] : []),
    '--json',
    `--outputFile=${results}/${project}.json`,
  ],
  env,
  counts: `${project}.json`,
  table,
});

// Steps in one `together` run side by side. ESLint, tsc and jest's unit suite (one worker on two
// cores) each keep one core busy, so run one after another they left the second core idle.
const steps = [
  {
    together: [
      { name: 'lint', command: ['npm', 'run', 'lint', '--silent'] },
      { name: 'typecheck', command: ['npm', 'run', 'typecheck', '--silent'] },
      { name: 'build', command: ['npm', 'run', 'build', '--silent'] },
    ],
  },
  {
    together: [
      jestStep('unit', 'unit (backend, workers, sandbox)', { inBand: false }),
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
      { name: 'bundle budgets', command: ['node', 'scripts/check-bundle-budget.mjs'] },
    ],
  },
  // Chaos tests mostly wait (outages, kills, restarts) while integration tests work: run side by
  // side, on databases and Redis keyspaces of their own.
  {
    together: [
      jestStep('integration', 'integration (PostgreSQL, Redis)'),
      {
        ...jestStep('chaos', 'chaos (short form; `npm run test:chaos` for the full one)', {
          env: chaosLaneEnv,
          table: 'chaos',
        }),
        // Chaos and integration take about as long (282-313 s and 306-348 s in two runs): the
        // attacks follow chaos in its lane, on its database and Redis keyspace (made afresh by
        // the suite's global setup), instead of waiting for both.
        then: jestStep(
          'security',
          'security (short form; `npm run test:security` for the full one)',
          {
            env: chaosLaneEnv,
            table: 'security',
          },
        ),
      },
    ],
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
  await ensurePostgres(testDatabase);
  await ensureRedis(testRedis.toString(), path.join(root, '.teewatch', 'redis'));
  ensureDebianPackage('chromium', 'chromium');
  ensureDebianPackage('docker-compose', 'docker-compose');
} catch (error) {
  console.error(`Cannot test: ${error.message}`);
  process.exit(1);
}

/**
 * Runs one step. Its output goes straight to the terminal, or, for a step that runs alongside
 * another, to a log printed whole once both have ended, so the two never interleave.
 */
function runStep(step, { logged = false } = {}) {
  const started = Date.now();
  const [command, ...args] = step.command;
  const child = spawn(command, args, {
    cwd: root,
    stdio: logged ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) =>
      resolve({ step, ok: code === 0, seconds: (Date.now() - started) / 1000, output }),
    );
  });
}

/** Runs a step, then the step it names to follow it (`then`) once it passed: one lane. */
async function runLane(step, options) {
  const outcome = await runStep(step, options);
  return outcome.ok && step.then ? [outcome, ...(await runLane(step.then, options))] : [outcome];
}

const laneName = (step) => (step.then ? `${step.name}, then ${laneName(step.then)}` : step.name);

/** Prints how a step ended and adds its tests to the total; false when it failed. */
function report({ step, ok, seconds, output }) {
  if (output.length > 0) {
    console.log(`\n=== ${step.name}`);
    process.stdout.write(Buffer.concat(output));
  }
  if (step.table) printCheckTable(step.table);
  if (step.counts && existsSync(path.join(results, step.counts))) {
    const counts = countTests(step.counts);
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (!ok && !step.counts) total.failed += 1; // a failed lint, typecheck or build counts as one
  return ok;
}

const total = { passed: 0, failed: 0 };
let failedStep;
for (const entry of steps) {
  const together = entry.together ?? [entry];
  if (together.length === 1) console.log(`\n=== ${entry.name}`);
  else console.log(`\n=== at the same time: ${together.map(laneName).join('; ')}`);
  const lanes = await Promise.all(
    together.map((step) => runLane(step, { logged: together.length > 1 })),
  );
  const outcomes = lanes.flat();
  const failed = outcomes.filter((outcome) => !report(outcome));
  if (failed.length > 0) {
    failedStep = failed.map(({ step }) => step.name).join(', ');
    break;
  }
}

console.log(failedStep ? `\nnpm test failed at: ${failedStep}` : '\nAll steps passed.');
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exit(failedStep ? 1 : 0);
