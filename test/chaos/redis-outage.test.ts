import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { anAccessCode } from '../factories/access-code.factory.js';
import { aUser } from '../factories/user.factory.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { recordCheck } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';
import { OwnRedis } from '../support/own-redis.js';
import { testConfig } from '../support/test-env.js';

const database = openTestDatabase();
const PASSWORD = 'right-fairway-1';
let redis: OwnRedis;
let app: NestFastifyApplication;
let cookie: string;
let email: string;

beforeAll(async () => {
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  redis = await OwnRedis.start();
  ({ app } = await startTestApi({ REDIS_URL: redis.url }));
  cookie = await grantedCookie(app, database.db);
  email = (await aUser(database.db, { password: PASSWORD })).email;
  await request(app.getHttpServer())
    .post('/api/alerts')
    .set('Cookie', cookie)
    .send({
      location: 'denver',
      date: addDays(denverDate(), 3),
      timePreference: 'morning',
      players: '2',
      maxPrice: '100',
      courses: [],
    })
    .expect(201);
});
afterAll(async () => {
  await app?.close();
  await redis?.kill();
  await database.close();
});

/** The request paths that count, guard or queue in Redis. */
const calls = () => [
  {
    name: 'access-code validation',
    send: async () =>
      request(app.getHttpServer())
        .post('/api/access-codes/validate')
        .send({ code: (await anAccessCode(database.db)).code }),
  },
  {
    name: 'password sign-in',
    send: async () =>
      request(app.getHttpServer()).post('/api/auth/login').send({ email, password: PASSWORD }),
  },
  {
    name: 'magic-link send',
    send: async () =>
      request(app.getHttpServer()).post('/api/auth/magic-link/send').send({ email }),
  },
  {
    name: 'check now',
    send: async () =>
      request(app.getHttpServer()).post('/api/smart-notifications/check-now').set('Cookie', cookie),
  },
];

async function timed(send: () => Promise<request.Response>) {
  const started = performance.now();
  const response = await send();
  return { response, ms: Math.round(performance.now() - started) };
}

describe('while Redis is down', () => {
  it('every request path answers within a second (503 where it needs Redis), then recovers', async () => {
    await redis.kill();
    for (const call of calls()) {
      const { response, ms } = await timed(call.send);
      const passed = ms < 1000 && (response.status === 503 || response.status < 400);
      recordCheck(
        'chaos',
        `Redis down: ${call.name}`,
        `HTTP ${response.status} in ${ms} ms`,
        passed,
      );
      expect({ call: call.name, status: response.status, fast: ms < 1000 }).toEqual({
        call: call.name,
        status: response.status < 400 ? response.status : 503,
        fast: true,
      });
      if (response.status === 503) {
        expect(response.body.error.code).toBe('SERVICE_UNAVAILABLE');
        expect(response.headers['retry-after']).toBe('5');
      }
    }

    await redis.start();
    const back = performance.now();
    let response: request.Response;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await request(app.getHttpServer())
        .post('/api/auth/login')
        .send({ email, password: PASSWORD });
    } while (response.status === 503 && performance.now() - back < 10_000);
    const seconds = ((performance.now() - back) / 1000).toFixed(1);
    recordCheck(
      'chaos',
      'Redis back: sign-in works again',
      `after ${seconds} s`,
      response.status === 200,
    );
    expect(response.status).toBe(200);
  });
});
