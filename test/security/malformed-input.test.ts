import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { recordCheck } from '../support/checks.js';
import { openTestDatabase } from '../support/database.js';
import { testConfig } from '../support/test-env.js';

const database = openTestDatabase();
let app: NestFastifyApplication;
let cookie: string;
const NUL = '\u0000';

const anAlert = (overrides: Record<string, unknown>) => ({
  location: 'denver',
  date: addDays(denverDate(), 3),
  timePreference: 'morning',
  players: '2',
  maxPrice: '100',
  courses: [],
  ...overrides,
});

beforeAll(async () => {
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app } = await startTestApi());
  cookie = await grantedCookie(app, database.db);
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

/** Every call below carries U+0000 somewhere a golfer types text; each must name that field. */
const nulCalls: { name: string; send: () => request.Test; field: string }[] = [
  {
    name: "an alert's location",
    send: () =>
      request(app.getHttpServer())
        .post('/api/alerts')
        .set('Cookie', cookie)
        .send(anAlert({ location: `den${NUL}ver` })),
    field: 'location',
  },
  {
    name: "an alert's course",
    send: () =>
      request(app.getHttpServer())
        .post('/api/alerts')
        .set('Cookie', cookie)
        .send(anAlert({ courses: [`Riverdale${NUL}`] })),
    field: 'courses.0',
  },
  {
    name: 'a sign-up name',
    send: () =>
      request(app.getHttpServer())
        .post('/api/auth/signup')
        .set('Cookie', cookie)
        .send({ name: `Pat${NUL}`, email: 'pat@example.com', password: 'fairway-birdie-42' }),
    field: 'name',
  },
  {
    name: 'an access code',
    send: () =>
      request(app.getHttpServer())
        .post('/api/access-codes/validate')
        .send({ code: `TEE${NUL}WATCH` }),
    field: 'code',
  },
  {
    name: 'a query parameter',
    send: () =>
      request(app.getHttpServer())
        .get('/api/colorado/search')
        .query({ q: `golf${NUL}` }),
    field: 'query.q',
  },
];

describe('a NUL character in any text field', () => {
  it.each(nulCalls)(
    'is refused with 400 naming the field: $name',
    async ({ name, send, field }) => {
      const response = await send();
      recordCheck('security', `NUL in ${name}`, `HTTP ${response.status}`, response.status === 400);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.fields).toEqual([
        { field, message: `${field} must not contain a NUL character` },
      ]);
    },
  );
});
