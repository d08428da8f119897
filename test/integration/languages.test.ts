import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import webPush from 'web-push';
import { type AppConfig } from '../../backend/src/config/config.schema.js';
import { alertMatches, users } from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { AlertsService } from '../../backend/src/modules/alerts/alerts.service.js';
import { NotificationsService } from '../../backend/src/modules/notifications/notifications.service.js';
import { type StoredEmail } from '../../sandbox/src/messaging/messaging-context.js';
import {
  eventually,
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { aTeeTime } from '../factories/tee-time.factory.js';
import { aUser } from '../factories/user.factory.js';
import { grantedCookie, startTestApi } from '../support/api.js';
import { emailTo, linkIn, resetAccounts } from '../support/auth.js';
import { openTestDatabase, truncateAll } from '../support/database.js';
import { testConfig } from '../support/test-env.js';

/**
 * The account's language (docs/i18n.md, "What TeeWatch sends"): saved on the account, shown in
 * the session, and every email, text and push to the golfer written in it, through the real AWS
 * SDK clients and web-push library to the sandbox.
 */
const database = openTestDatabase();
let sandbox: MessagingSandbox;
let app: NestFastifyApplication;
let config: AppConfig;

const api = () => request(app.getHttpServer());
const emails = (): StoredEmail[] => sandbox.context.emails;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PASSWORD = 'right-fairway-1';

/** An account signed in with its password: its id, email and bearer token. */
async function signedIn(fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await aUser(database.db, { password: PASSWORD, ...fields });
  const session = await api()
    .post('/api/auth/login')
    .send({ email: user.email, password: PASSWORD })
    .expect(200);
  return { user, token: session.body.token as string };
}

beforeAll(async () => {
  sandbox = await startMessagingSandbox();
  const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'teewatch-languages-')), 'ca.pem');
  writeFileSync(caFile, sandbox.caPem);
  const vapid = webPush.generateVAPIDKeys();
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  ({ app, config } = await startTestApi({
    SES_ENDPOINT: `${sandbox.url}/ses`,
    SNS_ENDPOINT: `${sandbox.url}/sns/`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:alerts@teewatch.test',
    PUSH_CA_CERT_FILE: caFile,
  }));
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database.pool);
  await resetAccounts(database.pool, config);
  sandbox.context.reset();
  await fetch(`${sandbox.url}/push/store`, { method: 'DELETE' });
});

describe("the account's language", () => {
  it('is saved by PATCH /api/users/me and shown in the session; others are refused', async () => {
    const { token } = await signedIn({ displayName: 'Pat Golfer' });
    const before = await api().get('/api/users/me').set(bearer(token)).expect(200);
    expect(before.body.user.language).toBeNull();

    const saved = await api()
      .patch('/api/users/me')
      .set(bearer(token))
      .send({ language: 'es' })
      .expect(200);
    expect(saved.body.user).toMatchObject({ language: 'es', displayName: 'Pat Golfer' });
    const session = await api().get('/api/auth/magic-link/me').set(bearer(token)).expect(200);
    expect(session.body.user.language).toBe('es');

    const unknown = await api()
      .patch('/api/users/me')
      .set(bearer(token))
      .send({ language: 'it' })
      .expect(400);
    expect(unknown.body.error.fields).toEqual([
      { field: 'language', message: 'must be one of en, es, fr, de' },
    ]);
    const empty = await api().patch('/api/users/me').set(bearer(token)).send({}).expect(400);
    expect(empty.body.error.fields[0].field).toBe('name');

    const signedOut = await grantedCookie(app, database.db);
    await api()
      .patch('/api/users/me')
      .set('Cookie', signedOut)
      .send({ language: 'fr' })
      .expect(401);
  });

  it('a sign-up in German gets the German confirmation email and keeps German', async () => {
    const account = { name: 'Ada', email: 'ada@example.com', password: 'fairway-7-iron' };
    const refused = await api()
      .post('/api/auth/signup')
      .send({ ...account, language: 'klingon' })
      .expect(400);
    expect(refused.body.error.fields[0].field).toBe('language');

    await api()
      .post('/api/auth/signup')
      .send({ ...account, language: 'de' })
      .expect(202);
    const mail = await emailTo(emails, account.email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für TeeWatch');
    expect(mail.text).toMatch(/^Hallo Ada,\n\nWillkommen bei TeeWatch!/);
    expect(mail.text).toContain('läuft in 24 Stunden ab');
    const [row] = await database.db.select().from(users).where(eq(users.email, account.email));
    expect(row!.language).toBe('de');
    // The link still signs the golfer in, and the session carries the language.
    const token = linkIn(mail, 'http://localhost:3000/auth/verify-email').searchParams.get('token');
    const verified = await api().post('/api/auth/verify-email').send({ token }).expect(200);
    expect(verified.body.user.language).toBe('de');
  });

  it('a magic link asked for in French is written in French, and the account it makes keeps French', async () => {
    await api()
      .post('/api/auth/magic-link/send')
      .send({ email: 'lea@example.com', language: 'fr' })
      .expect(200);
    const mail = await emailTo(emails, 'lea@example.com');
    expect(mail.subject).toBe('Votre lien de connexion à TeeWatch');
    const link = linkIn(mail, 'http://localhost:3000/api/auth/magic-link/callback');
    await api()
      .get(link.pathname + link.search)
      .expect(302);
    const [row] = await database.db.select().from(users).where(eq(users.email, 'lea@example.com'));
    expect(row!.language).toBe('fr');
  });
});

describe('a Spanish golfer', () => {
  it('hears of a matching tee time in Spanish by email, text message and push', async () => {
    const { token } = await signedIn({ language: 'es' });
    const asGolfer = bearer(token);

    // Contacts are confirmed in Spanish too.
    await api()
      .post('/api/contacts')
      .set(asGolfer)
      .send({ kind: 'email', value: 'golfista@example.com' })
      .expect(201);
    const confirmation = await emailTo(emails, 'golfista@example.com');
    expect(confirmation.subject).toBe('Confirma tu correo para las alertas de TeeWatch');
    const link = new URL(/https?:\/\/\S+verify-email\?token=[\w-]+/.exec(confirmation.text!)![0]);
    await api()
      .get(link.pathname + link.search)
      .expect(302);
    const phone = await api()
      .post('/api/contacts')
      .set(asGolfer)
      .send({ kind: 'phone', value: '3035550142' })
      .expect(201);
    const codeText = (
      await eventually(() => sandbox.context.sms.find((sms) => sms.message.startsWith('Código')))
    ).message;
    expect(codeText).toMatch(/^Código de TeeWatch: \d{6}\. Caduca en 10 minutos\./);
    await api()
      .post(`/api/contacts/${phone.body.data.id}/verify`)
      .set(asGolfer)
      .send({ code: /(\d{6})/.exec(codeText)![1] })
      .expect(200);
    const browser = (await (
      await fetch(`${sandbox.url}/push/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as { endpoint: string; keys: object };
    await api()
      .post('/api/notifications/subscribe')
      .set(asGolfer)
      .send({ endpoint: browser.endpoint, keys: browser.keys })
      .expect(200);
    await api()
      .patch('/api/smart-notifications/preferences')
      .set(asGolfer)
      .send({ push: true, email: true, sms: true, quietHours: { enabled: false } })
      .expect(200);

    const date = addDays(denverDate(), 3);
    await api()
      .post('/api/alerts')
      .set(asGolfer)
      .send({
        location: 'denver',
        date,
        timePreference: 'morning',
        players: '2',
        maxPrice: '100',
        courses: ['Riverdale Golf Course'],
      })
      .expect(201);
    const slot = await aTeeTime(database.db, 'riverdale-golf-course', {
      localDate: date,
      localTime: '07:10',
      openSpots: 3,
      priceCents: 5500,
    });
    await app.get(AlertsService).matchTeeTime(slot.id);
    const [match] = await database.db
      .select()
      .from(alertMatches)
      .where(eq(alertMatches.teeTimeId, slot.id));
    const outcome = await app.get(NotificationsService).deliverMatch(match!.id);
    expect(outcome).toMatchObject({
      push: { status: 'sent' },
      email: { status: 'sent' },
      sms: { status: 'sent' },
    });

    const teeTime = /7:10 a\.m\. · 3 lugares · \$55 por jugador/;
    const mail = await emailTo(emails, 'golfista@example.com', /^Tee time disponible/);
    expect(mail.subject).toBe('Tee time disponible en Riverdale Golf Course');
    expect(mail.text).toMatch(teeTime);
    expect(mail.text).toContain('No recibir más estos correos:');
    const text = await eventually(() =>
      sandbox.context.sms.find((sms) => sms.message.startsWith('TeeWatch:')),
    );
    expect(text.message).toMatch(/^TeeWatch: Riverdale Golf Course .*Responde STOP/);
    expect(text.message).toMatch(teeTime);
    const pushes = (await (await fetch(`${sandbox.url}/push/store`)).json()) as {
      messages: { payload: { title: string; body: string } }[];
    };
    expect(pushes.messages).toHaveLength(1);
    expect(pushes.messages[0]!.payload.title).toBe('Tee time disponible en Riverdale Golf Course');
    expect(pushes.messages[0]!.payload.body).toMatch(teeTime);
  });
});
