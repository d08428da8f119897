import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { outbox } from '../../backend/src/db/schema/index.js';
import { openTestDatabase, truncateAll } from '../support/database.js';
import { testEnv } from '../support/test-env.js';

const WORKER_MAIN = path.resolve('workers/dist/main.js');
const database = openTestDatabase();
const connection = new Redis(testEnv.REDIS_URL, { maxRetriesPerRequest: null });
const maintenance = new Queue('maintenance', { connection, prefix: testEnv.QUEUE_PREFIX });

afterAll(async () => {
  await maintenance.close();
  await connection.quit();
  await database.close();
});

/**
 * Proves the promise of graceful shutdown on the real worker process and real Redis: SIGTERM
 * while a job runs lets that job finish, leaves queued jobs queued, and the process exits 0.
 * The job is held mid-flight by a row lock the test owns, so no timing guesses are needed.
 */
it('finishes the active job and loses no queued job when sent SIGTERM mid-job', async () => {
  expect(existsSync(WORKER_MAIN)).toBe(true); // built by `npm run build`, which `npm test` runs first
  await truncateAll(database.pool);
  await maintenance.obliterate({ force: true });
  const [old] = await database.db
    .insert(outbox)
    .values({ type: 'BookingQueued', payload: {}, publishedAt: sql`now() - interval '30 days'` })
    .returning();

  const lock = await database.pool.connect();
  let worker: ChildProcess | undefined;
  try {
    await lock.query('begin');
    await lock.query('select id from outbox where id = $1 for update', [old!.id]);

    worker = spawn(process.execPath, [WORKER_MAIN], {
      env: { ...process.env, ...testEnv, LOG_LEVEL: 'info', WORKER_ROLES: 'relay' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) =>
      worker!.on('exit', (code) => resolve(code)),
    );
    const output: string[] = [];
    worker.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    worker.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));

    const running = await maintenance.add('prune-outbox', {}, { jobId: 'prune-mid-flight' });
    const queued = await maintenance.add('prune-outbox', {}, { jobId: 'prune-queued' });
    await waitFor(
      async () => (await running.getState()) === 'active',
      () => output.join(''),
    );

    worker.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(worker.exitCode).toBeNull(); // still finishing the job it holds
    expect(await running.getState()).toBe('active');

    await lock.query('commit'); // the job can now delete the old event and complete
    expect(await exited).toBe(0);

    expect(await maintenance.getJobState('prune-mid-flight')).toBe('completed');
    expect((await maintenance.getJob('prune-mid-flight'))?.returnvalue).toEqual({ deleted: 1 });
    expect(await queued.getState()).toBe('waiting');
    const left = await database.pool.query('select count(*)::int as n from outbox');
    expect(left.rows[0].n).toBe(0);
  } finally {
    lock.release();
    if (worker && worker.exitCode === null) worker.kill('SIGKILL');
  }
});

async function waitFor(check: () => Promise<boolean>, describe: () => string, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out; worker output:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
