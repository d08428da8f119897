import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { defaultSearchPreferences, type Optimization } from '@teewatch/contracts';
import request from 'supertest';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { BETA_FEATURES } from '../../backend/src/modules/access/access-codes.js';
import { anAccessCode } from '../factories/access-code.factory.js';
import { aTeeTime } from '../factories/tee-time.factory.js';
import { grantedCookie, resetThrottle, startTestApi } from '../support/api.js';
import { openTestDatabase, truncateAll } from '../support/database.js';
import { testConfig } from '../support/test-env.js';

/**
 * Answers that carry sentences follow the request's Accept-Language (docs/i18n.md, "What the API
 * answers"): the optimizer's reasons and the welcome card's texts.
 */
const database = openTestDatabase();
let app: NestFastifyApplication;
let config: Awaited<ReturnType<typeof startTestApi>>['config'];

const api = () => request(app.getHttpServer());
/** French spaces "!" and prices with a no-break space; read it as a space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app, config } = await startTestApi());
});
beforeEach(async () => {
  await truncateAll(database.pool);
  await resetThrottle(config);
});
afterAll(async () => {
  await app?.close();
  await database.close();
});

it('gives the optimizer reasons in Spanish to a browser asking for es-MX', async () => {
  const date = addDays(denverDate(), 2);
  await database.pool.query('truncate tee_times, tee_time_changes, booking_optimizations');
  await aTeeTime(database.db, 'arrowhead-golf-club', {
    localDate: date,
    localTime: '08:00',
    priceCents: 9500,
  });

  const answer = await api()
    .post('/api/one-click-booking/optimize')
    .set('Cookie', await grantedCookie(app, database.db))
    .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.8')
    .send({
      teeTimes: [],
      preferences: { ...defaultSearchPreferences, preferredTimes: ['08:00'] },
      date,
    })
    .expect(200);

  const [top] = answer.body.optimizations as Optimization[];
  expect(top!.reasons.slice(0, 3)).toEqual([
    '8:00 a.m., justo a tu hora preferida',
    '$55 por debajo de tu presupuesto',
    'Uno de tus campos preferidos',
  ]);
  expect(top!.reasons.at(-1)).toMatch(/de probabilidad de que siga libre en 10 minutos/);
});

it('welcomes a French browser in French, and keeps a code’s own features as stored', async () => {
  const beta = await anAccessCode(database.db, { features: BETA_FEATURES });
  const custom = await anAccessCode(database.db, { type: 'friend_invite', invitedByName: 'Jane' });

  const welcome = await api()
    .post('/api/access-codes/validate')
    .set('Accept-Language', 'fr-CA,fr;q=0.9')
    .send({ code: beta.code })
    .expect(200);
  expect(plain(welcome.body.message)).toBe('Bienvenue dans la bêta privée de TeeWatch !');
  expect(welcome.body.inviteInfo.description).toBe('Code d’accès à la bêta privée');
  expect(welcome.body.user.features[0]).toBe(
    'Alertes de départs en temps réel pour les parcours du Colorado',
  );

  const invited = await api()
    .post('/api/access-codes/validate')
    .set('Accept-Language', 'fr')
    .send({ code: custom.code })
    .expect(200);
  const cookie = (invited.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  expect(plain(invited.body.message)).toBe('Bienvenue sur TeeWatch ! Jane vous a invité.');
  expect(invited.body.user).toEqual({
    name: 'Sur invitation de Jane',
    features: ['Real-time tee time alerts'],
  });

  const grant = await api()
    .get('/api/access-codes/grant')
    .set('Cookie', cookie)
    .set('Accept-Language', 'fr')
    .expect(200);
  expect(grant.body.message).toBe('Votre accès à TeeWatch est actif.');
});
