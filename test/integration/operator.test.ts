import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import request from 'supertest';
import { type AppConfig } from '../../backend/src/config/config.schema.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { aSignedInUser } from '../support/auth.js';
import { openTestDatabase, truncateAll } from '../support/database.js';

/**
 * The operator console's API against real PostgreSQL and Redis: admins only, a picture of the
 * queues and the store, and a failed job run again. The admin role comes from the command an
 * operator runs, never from sign-up.
 */
const database = openTestDatabase();
const ROLE_COMMAND = path.resolve('backend/dist/modules/operator/operator-role.cli.js');
let app: NestFastifyApplication;
let config: AppConfig;
let cookie: string;

const api = () => request(app.getHttpServer());
const as = (call: request.Test, token: string) =>
  call.set('Cookie', cookie).set('Authorization', `Bearer ${token}`);
/**
 * The operator's command, run beside the API as an operator would run it. Not spawnSync: that
 * froze this process, API included, for as long as the command took (seconds on a busy machine),
 * and a CI run answered 503 to the first call after each freeze.
 */
async function roleCommand(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [ROLE_COMMAND, ...args],
      {
        env: { ...process.env, DATABASE_URL: config.DATABASE_URL },
      },
    );
    return { status: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { status: code, stdout, stderr };
  }
}

async function anOperator() {
  const user = await aSignedInUser(app, database.db);
  const made = await roleCommand(user.email.toUpperCase());
  expect(made.status).toBe(0);
  expect(made.stdout).toContain('is an operator now');
  return user;
}

beforeAll(async () => {
  ({ app, config } = await startTestApi());
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database.pool);
  cookie = await grantedCookie(app, database.db);
});

describe('who may use the console', () => {
  it('answers 401 to no one and 403 FORBIDDEN to a golfer, on every call', async () => {
    await api().get('/api/operator/overview').set('Cookie', cookie).expect(401);
    const golfer = await aSignedInUser(app, database.db);
    const overview = await as(api().get('/api/operator/overview'), golfer.token).expect(403);
    expect(overview.body.error.code).toBe('FORBIDDEN');
    const retry = await as(
      api().post('/api/operator/queues/notify/jobs/1/retry'),
      golfer.token,
    ).expect(403);
    expect(retry.body.error.code).toBe('FORBIDDEN');
  });

  it('makes an admin only by the command, which says so, and takes the role back', async () => {
    const operator = await anOperator();
    const me = await as(api().get('/api/users/me'), operator.token).expect(200);
    expect(me.body.user.role).toBe('admin');
    await as(api().get('/api/operator/overview'), operator.token).expect(200);

    expect((await roleCommand(operator.email, '--revoke')).stdout).toContain(
      'no longer an operator',
    );
    await as(api().get('/api/operator/overview'), operator.token).expect(403);

    const unknown = await roleCommand('nobody@example.com');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account with the email address nobody@example.com');
  });

  it('never makes an admin at sign-up: a role in the request is refused, naming it', async () => {
    const refused = await api()
      .post('/api/auth/signup')
      .set('Cookie', cookie)
      .send({ name: 'Sly', email: 'sly@example.com', password: 'right-fairway-1', role: 'admin' })
      .expect(400);
    expect(refused.body.error.fields).toEqual([
      { field: 'body', message: 'Unknown field(s): role' },
    ]);
    await api()
      .post('/api/auth/signup')
      .set('Cookie', cookie)
      .send({ name: 'Sly', email: 'sly@example.com', password: 'right-fairway-1' })
      .expect(202);
    const { rows } = await database.pool.query<{ role: string }>(
      `select role from users where email = 'sly@example.com'`,
    );
    expect(rows).toEqual([{ role: 'golfer' }]);
  });
});

describe('the overview', () => {
  it('shows every queue, platform and channel, bookings of the day and the outbox backlog', async () => {
    const operator = await anOperator();
    await database.pool.query(
      `insert into outbox (type, payload, occurred_at) values ('TeeTimeFound', '{}', now() - interval '90 seconds')`,
    );
    const { body } = await as(api().get('/api/operator/overview'), operator.token).expect(200);
    expect(body.queues.map((queue: { name: string }) => queue.name)).toEqual([
      'scan',
      'plan',
      'match',
      'notify',
      'booking',
      'maintenance',
    ]);
    expect(body.platforms.map((platform: { platform: string }) => platform.platform)).toEqual([
      'foreup',
      'chronogolf',
      'teeitup',
      'membersports',
      'clubprophet',
      'ezlinks',
      'clubcaddie',
      'teesnap',
      'golfnow',
      'quick18',
    ]);
    expect(body.platforms[0]).toMatchObject({ breaker: 'closed', watched: 0, behind: 0 });
    expect(body.channels.map((channel: { channel: string }) => channel.channel)).toEqual([
      'push',
      'email',
      'sms',
    ]);
    const waiting = await database.pool.query<{ n: number }>(
      'select count(*)::int as n from outbox where published_at is null',
    );
    expect(body.outbox.unpublished).toBe(waiting.rows[0]!.n);
    expect(body.outbox.oldestSeconds).toBeGreaterThanOrEqual(89);

    // /metrics carries the same figures for Prometheus.
    const metrics = (await api().get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/teewatch_outbox_oldest_unpublished_seconds (9\d|1\d\d)/);
    expect(metrics).toContain('teewatch_queue_jobs{queue="maintenance",state="failed"}');
    expect(metrics).toContain('# TYPE teewatch_deliveries_last_day gauge');
  });

  it('lists a failed job with its reason, and runs it again on Retry', async () => {
    const operator = await anOperator();
    const connection = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('maintenance', { connection, prefix: config.QUEUE_PREFIX });
    await queue.obliterate({ force: true });
    const job = await queue.add('prune-outbox', {}, { attempts: 1 });
    const worker = new Worker(
      'maintenance',
      async () => {
        throw new Error('the store went away');
      },
      { connection, prefix: config.QUEUE_PREFIX },
    );
    await new Promise((resolve) => worker.once('failed', resolve));
    await worker.close();

    const overview = await as(api().get('/api/operator/overview'), operator.token).expect(200);
    const maintenance = overview.body.queues.find(
      (each: { name: string }) => each.name === 'maintenance',
    );
    expect(maintenance).toMatchObject({ failed: 1 });
    expect(maintenance.failedJobs).toEqual([
      expect.objectContaining({
        id: job.id,
        name: 'prune-outbox',
        failedReason: 'the store went away',
        attemptsMade: 1,
      }),
    ]);

    await as(
      api().post(`/api/operator/queues/maintenance/jobs/${job.id}/retry`),
      operator.token,
    ).expect(200, { retried: true });
    expect(await queue.getJobState(job.id!)).toBe('waiting');
    // Not failed any more: a second Retry finds nothing to run again.
    await as(
      api().post(`/api/operator/queues/maintenance/jobs/${job.id}/retry`),
      operator.token,
    ).expect(404);
    await as(api().post('/api/operator/queues/laundry/jobs/1/retry'), operator.token)
      .expect(400)
      .expect((response) =>
        expect(response.body.error.fields).toEqual([
          { field: 'queue', message: 'no queue named laundry' },
        ]),
      );
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
  });
});
