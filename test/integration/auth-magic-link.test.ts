import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { type AppConfig } from '../../backend/src/config/config.schema.js';
import { magicLinks, sessionFamilies, users } from '../../backend/src/db/schema/index.js';
import { type StoredEmail } from '../../sandbox/src/messaging/messaging-context.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { aUser } from '../factories/user.factory.js';
import { startTestApi } from '../support/api.js';
import { cookiePair, emailTo, linkIn, resetAccounts, setCookie } from '../support/auth.js';
import { openTestDatabase } from '../support/database.js';

/**
 * Magic links end to end: the email through the sandbox's SES, the link's browser and the
 * polling browser both signed in, and the link working once, in time, for its own browser.
 */
const database = openTestDatabase();
let sandbox: MessagingSandbox;
let app: NestFastifyApplication;
let config: AppConfig;

const api = () => request(app.getHttpServer());
const emails = (): StoredEmail[] => sandbox.context.emails;
const COOKIE = 'teewatch_magic_link';

/** Asks for a link as the /magic-login page does; returns its id, the browser's cookie and the emailed link. */
async function requestLink(email: string, redirectUrl?: string) {
  const sent = await api()
    .post('/api/auth/magic-link/send')
    .send(redirectUrl ? { email, redirectUrl } : { email })
    .expect(200);
  const mail = await emailTo(emails, email, /Your TeeWatch sign-in link/);
  return {
    id: sent.body.magicLinkId as string,
    sent,
    cookie: cookiePair(sent, COOKIE),
    link: linkIn(mail, 'http://localhost:3000/api/auth/magic-link/callback'),
  };
}
const open = (link: URL) => api().get(link.pathname + link.search);
const poll = (id: string, cookie?: string) => {
  const call = api().get(`/api/auth/magic-link/verify/${id}`);
  return cookie ? call.set('Cookie', cookie) : call;
};
const familiesOf = async (email: string) => {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return user
    ? database.db.select().from(sessionFamilies).where(eq(sessionFamilies.userId, user.id))
    : [];
};

beforeAll(async () => {
  sandbox = await startMessagingSandbox();
  ({ app, config } = await startTestApi({
    SES_ENDPOINT: `${sandbox.url}/ses`,
    MAGIC_LINK_DEBUG: 'true',
  }));
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
  await database.close();
});
beforeEach(async () => {
  await resetAccounts(database.pool, config);
  sandbox.context.reset();
});

describe('magic-link sign-in', () => {
  it('signs in the browser that opens the link and, once, the browser that asked', async () => {
    const { id, sent, cookie, link } = await requestLink('New.Golfer@Example.com');
    expect(sent.body).toEqual({
      success: true,
      magicLinkId: id,
      expiresAt: expect.any(String),
      debugUrl: link.toString(),
    });
    const minutesLeft = (Date.parse(sent.body.expiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9.9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    expect(setCookie(sent, COOKIE)).toMatch(
      new RegExp(`; Path=/api/auth/magic-link/verify/${id}; .*HttpOnly; SameSite=Strict`),
    );
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    expect((await poll(id, cookie).expect(200)).body).toEqual({ success: true, status: 'pending' });

    const opened = await open(link).expect(302);
    const landing = new URL(opened.headers.location!);
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/auth/magic-link');
    expect(landing.searchParams.get('redirect')).toBe('/dashboard');
    const linkBrowser = {
      token: landing.searchParams.get('token')!,
      refreshToken: landing.searchParams.get('refresh_token')!,
    };
    const me = await api()
      .get('/api/auth/magic-link/me')
      .set('Authorization', `Bearer ${linkBrowser.token}`)
      .expect(200);
    expect(me.body.user).toMatchObject({
      email: 'new.golfer@example.com',
      accountType: 'email',
      displayName: null,
      firstName: null,
    });

    const verified = await poll(id, cookie).expect(200);
    expect(verified.body).toMatchObject({
      success: true,
      status: 'verified',
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: me.body.user.id, email: 'new.golfer@example.com' },
    });
    expect(setCookie(verified, COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(verified.body.refreshToken).not.toBe(linkBrowser.refreshToken);
    // Two browsers, two sessions: each refreshes on its own.
    await api()
      .post('/api/auth/magic-link/refresh')
      .send({ refreshToken: verified.body.refreshToken })
      .expect(200);
    await api()
      .post('/api/auth/magic-link/refresh')
      .send({ refreshToken: linkBrowser.refreshToken })
      .expect(200);
    expect(await familiesOf('new.golfer@example.com')).toHaveLength(2);

    const again = await poll(id, cookie).expect(410);
    expect(again.body.error.code).toBe('MAGIC_LINK_EXPIRED');
  });

  it('signs in to the existing account of the address, and lands on the page asked for', async () => {
    const golfer = await aUser(database.db, { email: 'member@example.com' });
    const { link } = await requestLink(golfer.email, 'http://localhost:3000/alerts?alert=1');
    const landing = new URL((await open(link).expect(302)).headers.location!);
    expect(landing.searchParams.get('redirect')).toBe('/alerts?alert=1');
    const me = await api()
      .get('/api/users/me')
      .set('Authorization', `Bearer ${landing.searchParams.get('token')}`)
      .expect(200);
    expect(me.body.user.id).toBe(golfer.id);
  });

  it('never redirects to another site', async () => {
    const { link } = await requestLink('away@example.com', 'https://evil.example/phish');
    const landing = new URL((await open(link).expect(302)).headers.location!);
    expect(landing.origin).toBe('http://localhost:3000');
    expect(landing.searchParams.get('redirect')).toBe('/dashboard');
  });

  it('gives exactly one session when the link is opened 50 times at once', async () => {
    const { link } = await requestLink('race@example.com');
    const answers = await Promise.all(Array.from({ length: 50 }, () => open(link)));

    const locations = answers.map((answer) => new URL(answer.headers.location!));
    const signedIn = locations.filter((url) => url.pathname === '/auth/magic-link');
    const refused = locations.filter(
      (url) => url.pathname === '/magic-login' && url.searchParams.get('error') === 'expired',
    );
    expect(answers.every((answer) => answer.status === 302)).toBe(true);
    expect(signedIn).toHaveLength(1);
    expect(refused).toHaveLength(49);
    // One for the browser that opened it, one held for the browser that asked.
    expect(await familiesOf('race@example.com')).toHaveLength(2);
  });

  it('never gives the tokens to another browser, with no secret or a wrong one', async () => {
    const { id, cookie, link } = await requestLink('mine@example.com');
    const other = await requestLink('other@example.com');
    await open(link).expect(302);

    const strangers = [
      await poll(id),
      await poll(id, `${COOKIE}=${'A'.repeat(43)}`),
      await poll(id, other.cookie),
    ];
    for (const answer of strangers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        success: false,
        error: {
          code: 'NOT_FOUND',
          message: 'This sign-in request was not found. Please request a new magic link.',
        },
      });
    }
    // Nothing was handed over to them: the asking browser still gets its session.
    expect((await poll(id, cookie).expect(200)).body.status).toBe('verified');
  });

  it('expires: the link lands on the expired page and the poll answers 410', async () => {
    const { id, cookie, link } = await requestLink('late@example.com');
    await database.db
      .update(magicLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(magicLinks.id, id));

    const late = await poll(id, cookie).expect(410);
    expect(late.body.error).toEqual({
      code: 'MAGIC_LINK_EXPIRED',
      message: 'Your magic link has expired for security reasons. Please request a new one.',
    });
    const landing = new URL((await open(link).expect(302)).headers.location!);
    expect(landing.toString()).toBe('http://localhost:3000/magic-login?error=expired');
    expect(await familiesOf('late@example.com')).toHaveLength(0);
  });

  it('refuses a link whose token was changed', async () => {
    const { link } = await requestLink('tamper@example.com');
    link.searchParams.set('token', 'B'.repeat(43));
    const landing = new URL((await open(link).expect(302)).headers.location!);
    expect(landing.pathname).toBe('/magic-login');
    for (const path of ['?id=nope&token=x', '', '?id[]=1']) {
      await api().get(`/api/auth/magic-link/callback${path}`).expect(302);
    }
    await api().get('/api/auth/magic-link/verify/not-a-uuid').expect(404);
  });

  it('sends a recovery link that works the same way', async () => {
    const golfer = await aUser(database.db, { email: 'lost@example.com' });
    const sent = await api().post('/api/auth/magic-link').send({ email: golfer.email }).expect(200);
    expect(sent.body.success).toBe(true);
    const mail = await emailTo(emails, golfer.email, /Your TeeWatch account recovery link/);
    const link = linkIn(mail, 'http://localhost:3000/api/auth/magic-link/callback');
    const landing = new URL((await open(link).expect(302)).headers.location!);
    expect(landing.searchParams.get('token')).toBeTruthy();
  });

  it('logs out one browser without the other', async () => {
    const { id, cookie, link } = await requestLink('two@example.com');
    const landing = new URL((await open(link).expect(302)).headers.location!);
    const poller = (await poll(id, cookie).expect(200)).body;
    await api()
      .post('/api/auth/magic-link/logout')
      .send({ refreshToken: landing.searchParams.get('refresh_token') })
      .expect(200);
    await api()
      .get('/api/auth/magic-link/me')
      .set('Authorization', `Bearer ${landing.searchParams.get('token')}`)
      .expect(401);
    await api()
      .get('/api/auth/magic-link/me')
      .set('Authorization', `Bearer ${poller.token}`)
      .expect(200);
  });
});
