import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { accessCodes } from '../../backend/src/db/schema/index.js';
import { resetThrottle, startTestApi } from '../support/api.js';
import { openTestDatabase, truncateAll } from '../support/database.js';
import { anAccessCode } from '../factories/access-code.factory.js';

const database = openTestDatabase();
let app: NestFastifyApplication;
let config: Awaited<ReturnType<typeof startTestApi>>['config'];

const validate = (body: unknown, cookie?: string) => {
  const call = request(app.getHttpServer())
    .post('/api/access-codes/validate')
    .send(body as object);
  return cookie ? call.set('Cookie', cookie) : call;
};
const grantCookie = (response: request.Response) => {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((c) => c.startsWith('teewatch_access='))?.split(';')[0];
};
const remainingUses = async (id: string) =>
  (await database.db.select().from(accessCodes).where(eq(accessCodes.id, id)))[0]!.remainingUses;

beforeAll(async () => {
  ({ app, config } = await startTestApi());
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database.pool);
  await resetThrottle(config);
});

describe('POST /api/access-codes/validate', () => {
  it('grants access with an HttpOnly cookie and answers what the welcome card shows', async () => {
    const code = await anAccessCode(database.db, {
      code: 'FAIR-WAY-2026',
      maxUses: 5,
      features: ['Instant alerts'],
    });

    const response = await validate({ code: 'fair-way-2026' }).expect(200);

    expect(response.body).toEqual({
      success: true,
      message: 'Welcome to the TeeWatch private beta!',
      type: 'private_beta',
      usesRemaining: 4,
      invitedBy: null,
      expiresAt: null,
      user: { name: 'Beta Golfer', features: ['Instant alerts'] },
      inviteInfo: { description: 'Private beta access code', usesRemaining: 4 },
    });
    const cookie = (response.headers['set-cookie'] as unknown as string[]).join('; ');
    expect(cookie).toMatch(/teewatch_access=[\w-]{43}/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await remainingUses(code.id)).toBe(4);
  });

  it('ignores case, spaces and dashes in what the golfer typed', async () => {
    await anAccessCode(database.db, { code: 'FAIR-WAY-2026' });
    await validate({ code: ' fairway2026 ' }).expect(200);
    await validate({ code: 'FA-IR-WAY-20-26' }).expect(200);
  });

  it('shows who sent a friend invitation', async () => {
    await anAccessCode(database.db, {
      code: 'FRIEND-1',
      type: 'friend_invite',
      maxUses: 1,
      invitedByName: 'Jane Doe',
    });
    const response = await validate({ code: 'friend-1' }).expect(200);
    expect(response.body).toMatchObject({
      type: 'friend_invite',
      invitedBy: 'Jane Doe',
      usesRemaining: 0,
      message: 'Welcome to TeeWatch! Jane Doe invited you.',
      inviteInfo: { description: 'Friend invitation from Jane Doe' },
    });
  });

  it('spends no use when the same browser validates its own code again, but does for a new browser', async () => {
    const code = await anAccessCode(database.db, { maxUses: 3 });
    const first = await validate({ code: code.code }).expect(200);
    const cookie = grantCookie(first)!;

    const again = await validate({ code: code.code }, cookie).expect(200);
    expect(again.body.usesRemaining).toBe(2);
    expect(grantCookie(again)).toBeUndefined();
    expect(await remainingUses(code.id)).toBe(2);

    await validate({ code: code.code }).expect(200);
    expect(await remainingUses(code.id)).toBe(1);
  });

  it('refuses unknown, expired and used-up codes, each with its own message', async () => {
    const expired = await anAccessCode(database.db, { expiresAt: new Date(Date.now() - 60_000) });
    const single = await anAccessCode(database.db, { maxUses: 1 });
    await validate({ code: single.code }).expect(200);

    const unknown = await validate({ code: 'NOPE-NOPE' }).expect(400);
    const late = await validate({ code: expired.code }).expect(400);
    const usedUp = await validate({ code: single.code }).expect(400);

    expect(unknown.body.error).toEqual({
      code: 'ACCESS_CODE_UNKNOWN',
      message: 'That access code is not valid. Check it and try again.',
    });
    expect(late.body.error).toEqual({
      code: 'ACCESS_CODE_EXPIRED',
      message: 'That access code has expired. Ask for a new one.',
    });
    expect(usedUp.body.error).toEqual({
      code: 'ACCESS_CODE_USED_UP',
      message: 'That access code has already been used the maximum number of times.',
    });
    expect(grantCookie(usedUp)).toBeUndefined();
  });

  it('lets only one of many simultaneous browsers take the last use', async () => {
    const code = await anAccessCode(database.db, { maxUses: 1 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => validate({ code: code.code })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.error?.code === 'ACCESS_CODE_USED_UP')).toHaveLength(7);
    expect(await remainingUses(code.id)).toBe(0);
  });

  it('answers bad input with 400 naming the field, never a 500', async () => {
    const server = app.getHttpServer();
    const malformed = await request(server)
      .post('/api/access-codes/validate')
      .set('Content-Type', 'application/json')
      .send('{"code":')
      .expect(400);
    expect(malformed.body).toEqual({
      success: false,
      error: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
    });

    const wrongType = await validate({ code: 42 }).expect(400);
    expect(wrongType.body.error.code).toBe('VALIDATION_FAILED');
    expect(wrongType.body.error.fields).toEqual([
      { field: 'code', message: 'The access code must be text.' },
    ]);

    const blank = await validate({ code: ' - ' }).expect(400);
    expect(blank.body.error.fields).toEqual([
      { field: 'code', message: 'Please enter your access code.' },
    ]);

    const missing = await validate({}).expect(400);
    expect(missing.body.error.fields).toEqual([
      { field: 'code', message: 'Please enter your access code.' },
    ]);

    const extra = await validate({ code: 'X', admin: true }).expect(400);
    expect(extra.body.error.fields).toEqual([
      { field: 'body', message: 'Unknown field(s): admin' },
    ]);

    const notObject = await validate(['code']).expect(400);
    expect(notObject.body.error.fields).toEqual([
      { field: 'body', message: 'Expected a JSON object' },
    ]);
  });

  it('refuses a state-changing call that a browser made from another site', async () => {
    const code = await anAccessCode(database.db);
    const response = await validate({ code: code.code })
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(response.body.error.code).toBe('CROSS_SITE_REQUEST');
    expect(await remainingUses(code.id)).toBe(10);
  });
});

describe('the grant is enforced by the API', () => {
  it('answers product calls without a valid grant with 403 ACCESS_REQUIRED', async () => {
    const server = app.getHttpServer();
    const none = await request(server).get('/api/access-codes/grant').expect(403);
    expect(none.body).toEqual({
      success: false,
      error: {
        code: 'ACCESS_REQUIRED',
        message: 'An access code is required. Enter your private-beta code to continue.',
      },
    });
    await request(server)
      .get('/api/access-codes/grant')
      .set('Cookie', 'teewatch_access=forged')
      .expect(403);
  });

  it('serves product calls to a browser holding a grant', async () => {
    const code = await anAccessCode(database.db, { maxUses: 2 });
    const cookie = grantCookie(await validate({ code: code.code }))!;
    const response = await request(app.getHttpServer())
      .get('/api/access-codes/grant')
      .set('Cookie', cookie)
      .expect(200);
    expect(response.body).toMatchObject({ success: true, type: 'private_beta', usesRemaining: 1 });

    // The API remembers a grant for a few seconds, but the welcome card counts uses as they are.
    await validate({ code: code.code }).expect(200);
    const after = await request(app.getHttpServer())
      .get('/api/access-codes/grant')
      .set('Cookie', cookie)
      .expect(200);
    expect(after.body).toMatchObject({ usesRemaining: 0 });
  });

  it('refuses a grant the moment it lapses, though it was let in a second before', async () => {
    const code = await anAccessCode(database.db, { maxUses: 2 });
    const cookie = grantCookie(await validate({ code: code.code }))!;
    await database.pool.query(`update access_grants set expires_at = now() + interval '1 second'`);
    const server = app.getHttpServer();
    await request(server).get('/api/access-codes/grant').set('Cookie', cookie).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await request(server).get('/api/access-codes/grant').set('Cookie', cookie).expect(403);
  });

  it('keeps health, metrics and the API docs open', async () => {
    const server = app.getHttpServer();
    const health = await request(server).get('/api/health').expect(200);
    expect(health.body.checks).toMatchObject({
      database: { status: 'up' },
      redis: { status: 'up' },
    });
    expect(Object.keys(health.body.queues)).toEqual([
      'scan',
      'plan',
      'match',
      'notify',
      'booking',
      'maintenance',
    ]);
    const metrics = await request(server).get('/metrics').expect(200);
    expect(metrics.text).toContain('teewatch_queue_jobs');
    expect(metrics.text).toContain('teewatch_outbox_unpublished_events');
    expect(metrics.text).toContain('# TYPE teewatch_tee_sheet_request_duration_seconds histogram');
    expect(metrics.text).toContain('# TYPE teewatch_tee_sheet_breaker_state gauge');
    expect(metrics.text).toContain('# TYPE teewatch_scan_lag_seconds gauge');
    await request(server).get('/api/docs').expect(200);
    const spec = await request(server).get('/api/docs-json').expect(200);
    expect(Object.keys(spec.body.paths)).toContain('/api/access-codes/validate');
  });
});

describe('guessing guard', () => {
  it('answers 429 with Retry-After once an IP has failed too often, even for a good code', async () => {
    const limited = await startTestApi({ ACCESS_THROTTLE_FAILURES_PER_IP: '3' });
    try {
      const code = await anAccessCode(database.db);
      const server = limited.app.getHttpServer();
      const attempt = (body: object) =>
        request(server).post('/api/access-codes/validate').send(body);
      for (let i = 0; i < 3; i++) await attempt({ code: `WRONG-${i}` }).expect(400);

      const blocked = await attempt({ code: code.code }).expect(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.body.error.code).toBe('RATE_LIMITED');
      expect(await remainingUses(code.id)).toBe(10);
    } finally {
      await limited.app.close();
    }
  });

  it('limits failures across all IPs too', async () => {
    const limited = await startTestApi({
      TRUST_PROXY: 'true',
      ACCESS_THROTTLE_FAILURES_PER_IP: '100',
      ACCESS_THROTTLE_FAILURES_GLOBAL: '4',
    });
    try {
      const server = limited.app.getHttpServer();
      const from = (ip: string) =>
        request(server)
          .post('/api/access-codes/validate')
          .set('X-Forwarded-For', ip)
          .send({ code: 'WRONG' });
      for (let i = 0; i < 4; i++) await from(`203.0.113.${i}`).expect(400);
      await from('198.51.100.7').expect(429);
    } finally {
      await limited.app.close();
    }
  });
});
