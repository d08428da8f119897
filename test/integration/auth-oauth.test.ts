import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { type AppConfig } from '../../backend/src/config/config.schema.js';
import { identities, users } from '../../backend/src/db/schema/index.js';
import {
  formTarget,
  type OidcSandbox,
  startOidcSandbox,
  TestBrowser,
} from '../../sandbox/src/oauth/oidc-test-support.fixture.js';
import { aUser } from '../factories/user.factory.js';
import { startTestApi } from '../support/api.js';
import { cookiePair, resetAccounts } from '../support/auth.js';
import { openTestDatabase } from '../support/database.js';

/**
 * Google and GitHub sign-in against the sandbox's OpenID Connect provider: the browser goes to the
 * provider, signs in on its form, comes back with a code, and lands on the app signed in.
 */
const database = openTestDatabase();
let sandbox: OidcSandbox;
let app: NestFastifyApplication;
let config: AppConfig;

const api = () => request(app.getHttpServer());
const STATE_COOKIE = 'teewatch_oauth_state';

/**
 * One browser through the whole flow: start at the API, the provider's form (Sign in or Cancel),
 * the callback at the API. Returns where the API finally sends the browser.
 */
async function signInWith(
  provider: 'google' | 'github',
  query: string,
  choice: { button: 'Sign in'; email: string; name: string } | { button: 'Cancel' },
  options: { sameBrowser: boolean } = { sameBrowser: true },
) {
  const started = await api().get(`/api/auth/${provider}${query}`).expect(302);
  const authorizeUrl = new URL(started.headers.location!);
  const provideBrowser = new TestBrowser(sandbox.url);
  const page = await provideBrowser.visit(authorizeUrl);
  const form: Record<string, string> =
    choice.button === 'Sign in' ? { email: choice.email, name: choice.name } : {};
  const back = await provideBrowser.visit(formTarget(page, choice.button), form);
  const callback = api().get(back.url.pathname + back.url.search);
  if (options.sameBrowser) callback.set('Cookie', cookiePair(started, STATE_COOKIE));
  const finished = await callback.expect(302);
  return { authorizeUrl, callbackUrl: back.url, landing: new URL(finished.headers.location!) };
}
const meWith = (landing: URL) =>
  api()
    .get('/api/users/me')
    .set('Authorization', `Bearer ${landing.searchParams.get('token')}`)
    .expect(200);

beforeAll(async () => {
  sandbox = await startOidcSandbox();
  ({ app, config } = await startTestApi({
    OAUTH_GOOGLE_ISSUER: `${sandbox.url}/oidc/google`,
    OAUTH_GOOGLE_CLIENT_ID: 'teewatch-google',
    OAUTH_GOOGLE_CLIENT_SECRET: 'sandbox-secret',
    OAUTH_GITHUB_ISSUER: `${sandbox.url}/oidc/github`,
    OAUTH_GITHUB_CLIENT_ID: 'teewatch-github',
    OAUTH_GITHUB_CLIENT_SECRET: 'sandbox-secret',
  }));
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
  await database.close();
});
beforeEach(async () => {
  await resetAccounts(database.pool, config);
});

describe('social sign-in', () => {
  it('sends the browser to the provider with PKCE S256, state and nonce', async () => {
    const started = await api().get('/api/auth/google?redirect=/alerts').expect(302);
    const url = new URL(started.headers.location!);
    expect(url.origin + url.pathname).toBe(`${sandbox.url}/oidc/google/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'teewatch-google',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: 'http://localhost:3000/api/auth/google/callback',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(started.headers['set-cookie']![0]).toMatch(
      /^teewatch_oauth_state=[\w-]+; Max-Age=600; Path=\/api\/auth; HttpOnly; SameSite=Lax/,
    );
  });

  it('signs a new golfer in full-page and lands on the page asked for, with the tokens', async () => {
    const { landing } = await signInWith('google', '?redirect=/alerts', {
      button: 'Sign in',
      email: 'Ada.Birdie@Example.com',
      name: 'Ada Birdie',
    });
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/alerts');
    expect(landing.searchParams.get('refresh_token')).toMatch(/^[\w-]{43}$/);
    const me = await meWith(landing);
    expect(me.body.user).toMatchObject({
      email: 'ada.birdie@example.com',
      displayName: 'Ada Birdie',
      firstName: 'Ada',
      accountType: 'google',
      providers: ['google'],
    });
    const activity = await api()
      .get('/api/users/me/activity')
      .set('Authorization', `Bearer ${landing.searchParams.get('token')}`)
      .expect(200);
    expect(activity.body.data.map((item: { text: string }) => item.text)).toEqual([
      'Signed in with Google',
      'Created your TeeWatch account with Google',
    ]);
  });

  it('reports to the opener page in popup mode', async () => {
    const { authorizeUrl, landing } = await signInWith('github', '?mode=popup', {
      button: 'Sign in',
      email: 'pop@example.com',
      name: 'Pop Up',
    });
    expect(authorizeUrl.searchParams.get('display')).toBe('popup');
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/auth/popup-done');
    expect(landing.searchParams.get('provider')).toBe('github');
    expect(landing.searchParams.get('status')).toBe('success');
    expect((await meWith(landing)).body.user.accountType).toBe('github');
  });

  it('links the account that already has the verified email, and signs in to it again later', async () => {
    const member = await aUser(database.db, {
      email: 'member@example.com',
      password: 'right-fairway-1',
    });
    const first = await signInWith('google', '', {
      button: 'Sign in',
      email: 'member@example.com',
      name: 'Member',
    });
    expect(first.landing.pathname).toBe('/dashboard');
    const me = await meWith(first.landing);
    expect(me.body.user).toMatchObject({
      id: member.id,
      accountType: 'email',
      providers: ['email', 'google'],
    });
    const again = await signInWith('google', '', {
      button: 'Sign in',
      email: 'member@example.com',
      name: 'Member',
    });
    expect((await meWith(again.landing)).body.user.id).toBe(member.id);
    expect(await database.db.select().from(users)).toHaveLength(1);
    expect(
      await database.db.select().from(identities).where(eq(identities.userId, member.id)),
    ).toHaveLength(1);
  });

  it('says cancelled when the golfer cancels at the provider', async () => {
    const page = await signInWith('google', '', { button: 'Cancel' });
    expect(page.landing.toString()).toBe(
      'http://localhost:3000/login?error=cancelled&provider=google',
    );
    const popup = await signInWith('google', '?mode=popup', { button: 'Cancel' });
    expect(popup.landing.toString()).toBe(
      'http://localhost:3000/auth/popup-done?provider=google&status=cancelled',
    );
    expect(await database.db.select().from(users)).toHaveLength(0);
  });

  it('refuses to finish a sign-in in a browser that did not start it', async () => {
    const { landing } = await signInWith(
      'google',
      '',
      { button: 'Sign in', email: 'victim@example.com', name: 'Victim' },
      { sameBrowser: false },
    );
    expect(landing.toString()).toBe(
      'http://localhost:3000/login?error=invalid_state&provider=google',
    );
    expect(await database.db.select().from(users)).toHaveLength(0);
  });

  it('never sends the tokens to another site', async () => {
    const { landing } = await signInWith('google', '?redirect=https://evil.example/steal', {
      button: 'Sign in',
      email: 'safe@example.com',
      name: 'Safe',
    });
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/dashboard');
  });

  it('answers 404 PROVIDER_DISABLED for a provider without credentials, and for Apple', async () => {
    for (const provider of ['facebook', 'apple']) {
      const response = await api().get(`/api/auth/${provider}`).expect(404);
      expect(response.body.error).toEqual({
        code: 'PROVIDER_DISABLED',
        message: 'Sign-in is temporarily unavailable. Please try again.',
      });
    }
    const config = await api().get('/api/auth/config').expect(200);
    expect(config.body.methods).toEqual({
      password: true,
      magicLink: true,
      google: true,
      facebook: false,
      github: true,
      apple: false,
    });
  });
});
