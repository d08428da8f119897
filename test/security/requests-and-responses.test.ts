import { randomUUID } from 'node:crypto';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { anAccessCode } from '../factories/access-code.factory.js';
import { aUser } from '../factories/user.factory.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { aSignedInUser } from '../support/auth.js';
import { recordCheck } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';
import { testConfig } from '../support/test-env.js';

/**
 * What any request may throw at the API (oversized, deeply nested, malformed and hostile bodies)
 * and what every answer carries (security headers, cookie flags). The served origin is HTTPS here,
 * as in production, so cookies must be Secure.
 */
const database = openTestDatabase();
const PASSWORD = 'right-fairway-1';
let app: NestFastifyApplication;
let cookie: string;
const api = () => request(app.getHttpServer());

beforeAll(async () => {
  ({ app } = await startTestApi({ APP_ORIGIN: 'https://teewatch.test' }));
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  cookie = await grantedCookie(app, database.db);
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

/** The API still answers after whatever came before. */
const stillUp = async () => (await api().get('/api/health')).status === 200;

describe('bodies no client should send', () => {
  const wizardAlert = (location: unknown) => ({
    location,
    date: addDays(denverDate(), 2),
    timePreference: 'morning',
    players: 2,
    latitude: 39.74,
    longitude: -104.99,
  });

  it.each([
    [
      'a 300 KB body',
      () =>
        api()
          .post('/api/alerts')
          .set('Cookie', cookie)
          .send(wizardAlert('x'.repeat(300 * 1024))),
      413,
    ],
    [
      'JSON nested 10,000 deep',
      () =>
        api()
          .post('/api/alerts')
          .set('Cookie', cookie)
          .set('Content-Type', 'application/json')
          .send(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
      400,
    ],
    [
      'malformed JSON',
      () =>
        api()
          .post('/api/alerts')
          .set('Cookie', cookie)
          .set('Content-Type', 'application/json')
          .send('{"location": "denver",'),
      400,
    ],
    [
      'a text/plain body',
      () =>
        api()
          .post('/api/alerts')
          .set('Cookie', cookie)
          .set('Content-Type', 'text/plain')
          .send('hi'),
      400,
    ],
    [
      'a 5,000-character place name',
      () =>
        api()
          .post('/api/alerts')
          .set('Cookie', cookie)
          .send(wizardAlert('B'.repeat(5000))),
      400,
    ],
    [
      'an object where text belongs',
      () =>
        api()
          .post('/api/alerts')
          .set('Cookie', cookie)
          .send(wizardAlert({ $ne: null })),
      400,
    ],
  ])('%s: a clear 4xx, never a 500, and the API stays up', async (name, send, expected) => {
    const answer = await send();
    const up = await stillUp();
    recordCheck(
      'security',
      `body: ${name}`,
      `HTTP ${answer.status}${answer.body?.error?.code ? ` ${answer.body.error.code}` : ''}; API ${up ? 'up' : 'DOWN'}`,
      answer.status === expected && up,
    );
    expect(answer.status).toBe(expected);
    expect(answer.body).toMatchObject({ success: false, error: { message: expect.any(String) } });
    expect(up).toBe(true);
  });
});

describe('fields a client may not set', () => {
  let bearer = '';
  beforeAll(async () => {
    bearer = `Bearer ${(await aSignedInUser(app, database.db)).token}`;
  });
  const later = addDays(denverDate(), 2);
  const desktopAlert = {
    location: 'denver',
    date: later,
    timePreference: 'morning',
    players: '2',
    maxPrice: '100',
    courses: [],
  };
  it.each([
    [
      'sign-up marked verified and admin',
      () =>
        api().post('/api/auth/signup').send({
          name: 'Mallory',
          email: 'mallory@example.com',
          password: 'right-fairway-1',
          emailVerified: true,
          role: 'admin',
        }),
      ['emailVerified', 'role'],
    ],
    [
      "a profile update that moves the account's email and id",
      () =>
        api()
          .patch('/api/users/me')
          .set('Authorization', bearer)
          .send({ name: 'Mallory', email: 'victim@example.com', id: randomUUID() }),
      ['email', 'id'],
    ],
    [
      "an alert created for another golfer's grant",
      () =>
        api()
          .post('/api/alerts')
          .set('Cookie', cookie)
          .send({ ...desktopAlert, ownerGrantId: randomUUID(), userId: randomUUID() }),
      ['ownerGrantId', 'userId'],
    ],
    [
      'a contact already verified',
      () =>
        api()
          .post('/api/contacts')
          .set('Cookie', cookie)
          .send({ kind: 'email', value: 'mallory@example.com', verifiedAt: '2026-01-01' }),
      ['verifiedAt'],
    ],
    [
      'a booking already booked',
      () =>
        api().post('/api/bookings').set('Authorization', bearer).send({
          teeTimeId: randomUUID(),
          players: 2,
          idempotencyKey: randomUUID(),
          status: 'booked',
          confirmationNumber: 'FREE-GOLF',
        }),
      ['status', 'confirmationNumber'],
    ],
  ])('%s: refused with a 400 naming the fields, nothing written', async (name, send, fields) => {
    const before = await rowCounts();
    const answer = await send();
    const named = JSON.stringify(answer.body?.error?.fields ?? []);
    const written = (await rowCounts()) !== before;
    const passed =
      answer.status === 400 && fields.every((field) => named.includes(field)) && !written;
    recordCheck(
      'security',
      `fields: ${name}`,
      `HTTP ${answer.status}, names ${fields.join(', ')}: ${passed ? 'yes' : 'no'}; rows written: ${written ? 'yes' : 'no'}`,
      passed,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([
      { field: 'body', message: `Unknown field(s): ${fields.join(', ')}` },
    ]);
    expect(written).toBe(false);
  });
});

/** Rows of the tables a privileged field would have written to, as one comparable figure. */
async function rowCounts(): Promise<string> {
  const { rows } = await database.pool.query(
    `select (select count(*) from users where email = 'mallory@example.com') as users,
            (select count(*) from alerts) as alerts, (select count(*) from contacts) as contacts,
            (select count(*) from bookings) as bookings`,
  );
  return JSON.stringify(rows[0]);
}

describe('hostile text', () => {
  it('is stored and answered as the very text sent, and the tables are all still there', async () => {
    const hostile = `<script>alert(1)</script>'; drop table alerts; -- {{7*7}} ../../etc/passwd`;
    const created = await api()
      .post('/api/alerts')
      .set('Cookie', cookie)
      .send({
        location: hostile,
        date: addDays(denverDate(), 2),
        timePreference: 'morning',
        players: 2,
        latitude: 39.74,
        longitude: -104.99,
      })
      .expect(201);
    const listed = await api().get('/api/alerts').set('Cookie', cookie).expect(200);
    const asSent = listed.body.alerts.find(
      (each: { id: string }) => each.id === created.body.alert.id,
    );
    const { rows } = await database.pool.query<{ n: number }>('select count(*)::int n from alerts');
    const intact = asSent?.location === hostile && rows[0]!.n >= 1;
    recordCheck(
      'security',
      'injection strings in an alert',
      `stored and listed byte for byte: ${intact ? 'yes' : 'NO'}; JSON content type`,
      intact,
    );
    expect(asSent?.location).toBe(hostile);
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('what every answer carries', () => {
  it('sends the security headers a browser needs', async () => {
    const answer = await api().get('/api/health');
    const headers = answer.headers;
    const csp = headers['content-security-policy'] ?? '';
    const expected = {
      "CSP default-src 'self'": csp.includes("default-src 'self'"),
      "CSP script-src 'self' (no inline script)": /script-src 'self'(;|$)/.test(csp),
      "CSP frame-ancestors 'none'": csp.includes("frame-ancestors 'none'"),
      'X-Content-Type-Options nosniff': headers['x-content-type-options'] === 'nosniff',
      'Referrer-Policy no-referrer': headers['referrer-policy'] === 'no-referrer',
      'Strict-Transport-Security': /max-age=\d+/.test(headers['strict-transport-security'] ?? ''),
      'no X-Powered-By': headers['x-powered-by'] === undefined,
    };
    const missing = Object.entries(expected).filter(([, present]) => !present);
    recordCheck(
      'security',
      'security headers',
      missing.length === 0
        ? `all ${Object.keys(expected).length} present`
        : `missing: ${missing.map(([name]) => name).join(', ')}`,
      missing.length === 0,
    );
    expect(missing).toEqual([]);
  });

  it('sets the access, sign-in and trusted-device cookies HttpOnly, Secure and SameSite', async () => {
    const code = await anAccessCode(database.db);
    const granted = await api().post('/api/access-codes/validate').send({ code: code.code });
    const user = await aUser(database.db, { password: PASSWORD });
    const signedIn = await api()
      .post('/api/auth/login')
      .set('Cookie', cookie)
      .send({ email: user.email, password: PASSWORD });
    const cookies = [
      ...(granted.headers['set-cookie'] as unknown as string[]),
      ...((signedIn.headers['set-cookie'] as unknown as string[] | undefined) ?? []),
    ];
    const weak = cookies.filter(
      (each) =>
        !/; HttpOnly/i.test(each) ||
        !/; Secure/i.test(each) ||
        !/; SameSite=(Lax|Strict)/i.test(each),
    );
    const names = cookies.map((each) => each.split('=')[0]).join(', ');
    recordCheck(
      'security',
      'cookie flags',
      weak.length === 0
        ? `${names}: HttpOnly, Secure, SameSite`
        : `weak: ${weak.map((each) => each.split('=')[0]).join(', ')}`,
      weak.length === 0 && cookies.length >= 2,
    );
    expect(cookies.map((each) => each.split('=')[0])).toEqual(
      expect.arrayContaining(['teewatch_access', 'teewatch_trusted_device']),
    );
    expect(weak).toEqual([]);
  });
});
