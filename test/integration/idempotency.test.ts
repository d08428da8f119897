import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { formSubmissions, idempotencyKeys } from '../../backend/src/db/schema/index.js';
import { IdempotencyRepository } from '../../backend/src/infra/idempotency/idempotency.repository.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { openTestDatabase } from '../support/database.js';

/**
 * The calls an offline browser replays honour an Idempotency-Key: a repeat gets the first
 * answer and does nothing again, another body under the same key is refused, keys are the
 * caller's own and kept 24 hours. The form demo's submission checks its rules.
 */
const database = openTestDatabase();
let app: NestFastifyApplication;
let cookie: string;

const api = () => request(app.getHttpServer());
const form = {
  email: 'casey@example.com',
  password: 'Fairway42',
  phone: '(303) 555-0142',
  players: 3,
};
const submit = (body: object, key?: string, who = cookie) => {
  const call = api().post('/api/forms/submit').set('Cookie', who);
  return (key ? call.set('Idempotency-Key', key) : call).send(body);
};
const submissionsBy = (email: string) =>
  database.db.select().from(formSubmissions).where(eq(formSubmissions.email, email));

beforeAll(async () => {
  ({ app } = await startTestApi());
  cookie = await grantedCookie(app, database.db);
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

it('answers a repeated key with the first answer and keeps the submission once', async () => {
  const body = { ...form, email: 'once@example.com' };
  const first = await submit(body, 'replay-1').expect(200);
  // The same body with its keys in another order is the same request.
  const reordered = Object.fromEntries(Object.entries(body).reverse());
  const again = await submit(reordered, 'replay-1').expect(200);
  expect(again.body).toEqual(first.body);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(await submissionsBy('once@example.com')).toHaveLength(1);

  // Without a key every call is its own.
  await submit(body).expect(200);
  expect(await submissionsBy('once@example.com')).toHaveLength(2);
});

it('refuses the same key with another body, and keeps each golfer’s keys apart', async () => {
  await submit({ ...form, email: 'first@example.com' }, 'shared-key').expect(200);
  const reused = await submit({ ...form, email: 'other@example.com' }, 'shared-key').expect(422);
  expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  expect(await submissionsBy('other@example.com')).toHaveLength(0);

  const stranger = await grantedCookie(app, database.db);
  await submit({ ...form, email: 'other@example.com' }, 'shared-key', stranger).expect(200);
  expect(await submissionsBy('other@example.com')).toHaveLength(1);
});

it('does one thing when ten copies of a request race', async () => {
  const body = { ...form, email: 'race@example.com' };
  const answers = await Promise.all(Array.from({ length: 10 }, () => submit(body, 'race-key')));
  expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
  const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data.id));
  expect(ids.size).toBe(1);
  expect(await submissionsBy('race@example.com')).toHaveLength(1);
  // One still in flight is told to try again shortly, and then gets the first answer.
  for (const answer of answers.filter((a) => a.status === 409)) {
    expect(answer.body.error.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(answer.headers['retry-after']).toBe('1');
  }
  const late = await submit(body, 'race-key').expect(200);
  expect(ids.has(late.body.data.id)).toBe(true);
});

it('keeps nothing of a refused request, so its corrected repeat is answered afresh', async () => {
  const refused = await submit({ ...form, email: 'fixed@example.com', players: 9 }, 'fix-key');
  expect(refused.status).toBe(400);
  expect(refused.body.error.fields).toEqual([
    { field: 'players', message: 'Must be between 1 and 4 players' },
  ]);
  await submit({ ...form, email: 'fixed@example.com' }, 'fix-key').expect(200);
  expect(await submissionsBy('fixed@example.com')).toHaveLength(1);
});

it('forgets a key after 24 hours', async () => {
  const body = { ...form, email: 'old@example.com' };
  await submit(body, 'old-key').expect(200);
  await database.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(eq(idempotencyKeys.key, 'old-key'));
  await submit(body, 'old-key').expect(200);
  expect(await submissionsBy('old@example.com')).toHaveLength(2);

  await database.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(eq(idempotencyKeys.key, 'old-key'));
  expect(await app.get(IdempotencyRepository).prune()).toBeGreaterThanOrEqual(1);
  expect(
    await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old-key')),
  ).toEqual([]);
});

it('refuses a key that is not 1 to 255 visible characters', async () => {
  const refused = await submit(form, 'x'.repeat(256)).expect(400);
  expect(refused.body.error.fields).toEqual([
    { field: 'Idempotency-Key', message: 'must be 1 to 255 visible characters' },
  ]);
});

it('checks the form demo’s rules with its own messages, and never keeps the password', async () => {
  const refused = await submit({ email: '', password: 'short', phone: '303-555', players: '' });
  expect(refused.status).toBe(400);
  expect(refused.body.error.fields).toEqual(
    expect.arrayContaining([
      { field: 'email', message: 'Email address is required' },
      { field: 'password', message: 'Password must be at least 8 characters long' },
      { field: 'phone', message: 'Phone number must be in format (555) 123-4567' },
      { field: 'players', message: 'Number of players is required' },
    ]),
  );
  const weak = await submit({ ...form, password: 'alllowercase1' }).expect(400);
  expect(weak.body.error.fields).toEqual([
    { field: 'password', message: 'Password must contain uppercase, lowercase, and number' },
  ]);
  const kept = await submit({ ...form, email: 'secret@example.com' }).expect(200);
  const [row] = await submissionsBy('secret@example.com');
  expect(row).toMatchObject({ id: kept.body.data.id, phone: '(303) 555-0142', players: 3 });
  expect(JSON.stringify(row)).not.toContain('Fairway42');
});

it('replays a tee-time search by POST the same way', async () => {
  const search = { latitude: 39.7392, longitude: -104.9903, radius: 25, players: 2 };
  const call = () => api().post('/api/search').set('Cookie', cookie).set('Idempotency-Key', 's-1');
  const first = await call().send(search).expect(200);
  expect(first.body).toMatchObject({ success: true, results: expect.any(Array) });
  const again = await call().send(search).expect(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  await call()
    .send({ ...search, players: 3 })
    .expect(422);
});
