import { createHash, randomBytes } from 'node:crypto';
import { get } from 'node:https';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createTlsIdentity, defaultTlsHosts, listenHttps } from '../https-listener.js';
import {
  type OidcSandbox,
  TestBrowser,
  type Visit,
  formTarget,
  startOidcSandbox,
} from './oidc-test-support.fixture.js';
import { type OidcOptions, type OidcProviderName } from './oidc-settings.js';

const callbackFor = (provider: OidcProviderName, origin = 'http://localhost:3000'): string =>
  `${origin}/api/auth/${provider}/callback`;

/** What the backend keeps between sending the golfer off and the callback. */
interface PendingSignIn {
  provider: OidcProviderName;
  issuer: string;
  redirectUri: string;
  verifier: string;
  state: string;
  nonce: string;
}

interface TokenResponse {
  access_token: string;
  id_token: string;
  token_type: string;
}

describe('OIDC stand-in (Google, Facebook and GitHub sign-in)', () => {
  let sandbox: OidcSandbox;
  let browser: TestBrowser;

  const start = async (options: OidcOptions = {}): Promise<void> => {
    sandbox = await startOidcSandbox(options);
    browser = new TestBrowser(sandbox.url);
  };
  beforeEach(() => start());
  afterEach(() => sandbox.close());

  const issuerOf = (provider: OidcProviderName): string => `${sandbox.url}/oidc/${provider}`;

  /** Sends the browser to the authorization endpoint as the backend would; returns where it lands. */
  const authorize = async (
    provider: OidcProviderName,
    overrides: Record<string, string> = {},
  ): Promise<{ pending: PendingSignIn; landed: Visit }> => {
    const pending: PendingSignIn = {
      provider,
      issuer: issuerOf(provider),
      redirectUri: overrides.redirect_uri ?? callbackFor(provider),
      verifier: randomBytes(32).toString('base64url'),
      state: randomBytes(16).toString('base64url'),
      nonce: randomBytes(16).toString('base64url'),
    };
    const query = new URLSearchParams({
      client_id: `teewatch-${provider}`,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: pending.redirectUri,
      code_challenge: createHash('sha256').update(pending.verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      ...overrides,
    });
    const landed = await browser.visit(`${pending.issuer}/auth?${query}`);
    return { pending, landed };
  };

  const signIn = async (
    provider: OidcProviderName,
    golfer = { email: 'golfer@example.com', name: 'Sandbox Golfer' },
  ): Promise<{ pending: PendingSignIn; callback: URL }> => {
    const { pending, landed } = await authorize(provider);
    const back = await browser.visit(formTarget(landed, 'Sign in'), golfer);
    return { pending, callback: back.url };
  };

  const redeem = (
    pending: PendingSignIn,
    code: string,
    options: { auth?: 'basic' | 'post'; verifier?: string; secret?: string } = {},
  ): Promise<Response> => {
    const clientId = `teewatch-${pending.provider}`;
    const secret = options.secret ?? 'sandbox-secret';
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: pending.redirectUri,
      code_verifier: options.verifier ?? pending.verifier,
    });
    const headers: Record<string, string> = {};
    if (options.auth === 'post') {
      form.set('client_id', clientId);
      form.set('client_secret', secret);
    } else {
      headers.authorization = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
    }
    return fetch(`${pending.issuer}/token`, { method: 'POST', headers, body: form });
  };

  const verifiedIdToken = async (pending: PendingSignIn, idToken: string) => {
    const discovery = (await (
      await fetch(`${pending.issuer}/.well-known/openid-configuration`)
    ).json()) as { jwks_uri: string };
    const { payload, protectedHeader } = await jwtVerify(
      idToken,
      createRemoteJWKSet(new URL(discovery.jwks_uri)),
      { issuer: pending.issuer, audience: `teewatch-${pending.provider}` },
    );
    return { payload, alg: protectedHeader.alg };
  };

  describe('discovery', () => {
    it.each(['google', 'facebook', 'github'] as const)(
      'answers at %s with its own issuer and the code flow with PKCE S256 only',
      async (provider) => {
        const response = await fetch(`${issuerOf(provider)}/.well-known/openid-configuration`);

        expect(response.status).toBe(200);
        const issuer = issuerOf(provider);
        expect(await response.json()).toMatchObject({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/me`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code'],
          code_challenge_methods_supported: ['S256'],
          scopes_supported: ['openid', 'email', 'profile'],
          id_token_signing_alg_values_supported: ['RS256'],
          token_endpoint_auth_methods_supported: expect.arrayContaining([
            'client_secret_basic',
            'client_secret_post',
          ]),
          claims_supported: expect.arrayContaining([
            'sub',
            'email',
            'email_verified',
            'name',
            'given_name',
          ]),
        });
      },
    );

    it('names the public origin (SANDBOX_PUBLIC_URL) in the issuer and every endpoint', async () => {
      await sandbox.close();
      await start({ publicUrl: 'https://sandbox.teewatch.test/' });

      const response = await fetch(`${issuerOf('github')}/.well-known/openid-configuration`);

      expect(await response.json()).toMatchObject({
        issuer: 'https://sandbox.teewatch.test/oidc/github',
        authorization_endpoint: 'https://sandbox.teewatch.test/oidc/github/auth',
        token_endpoint: 'https://sandbox.teewatch.test/oidc/github/token',
        jwks_uri: 'https://sandbox.teewatch.test/oidc/github/jwks',
      });
    });

    it('answers over the HTTPS listener with an https issuer', async () => {
      const identity = createTlsIdentity(defaultTlsHosts);
      const https = await listenHttps(sandbox.app, identity, { host: '127.0.0.1', port: 0 });
      try {
        const issuer = `https://127.0.0.1:${https.port}/oidc/google`;
        const body = await new Promise<string>((resolve, reject) => {
          get(`${issuer}/.well-known/openid-configuration`, { ca: identity.cert }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          }).on('error', reject);
        });

        expect(JSON.parse(body)).toMatchObject({ issuer, token_endpoint: `${issuer}/token` });
      } finally {
        await https.close();
      }
    });
  });

  describe('sign-in', () => {
    it.each([
      ['google', 'basic'],
      ['facebook', 'post'],
      ['github', 'basic'],
    ] as const)(
      'signs a golfer in at %s (code + PKCE, client_secret_%s): the id token verifies against the JWKS with the nonce and profile',
      async (provider, auth) => {
        const golfer = { email: 'Ada.Birdie@Example.com', name: 'Ada Birdie' };
        const { pending, callback } = await signIn(provider, golfer);

        expect(callback.origin + callback.pathname).toBe(pending.redirectUri);
        expect(callback.searchParams.get('state')).toBe(pending.state);
        expect(callback.searchParams.get('iss')).toBe(pending.issuer);
        const response = await redeem(pending, callback.searchParams.get('code')!, { auth });
        expect(response.status).toBe(200);
        const tokens = (await response.json()) as TokenResponse;
        expect(tokens.token_type).toBe('Bearer');

        const { payload, alg } = await verifiedIdToken(pending, tokens.id_token);
        expect(alg).toBe('RS256');
        expect(payload).toMatchObject({
          sub: expect.stringMatching(/^[0-9a-f]{24}$/),
          nonce: pending.nonce,
          email: 'ada.birdie@example.com',
          email_verified: true,
          name: 'Ada Birdie',
          given_name: 'Ada',
        });
        const userinfo = await fetch(`${pending.issuer}/me`, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
        expect(await userinfo.json()).toEqual({
          sub: payload.sub,
          email: 'ada.birdie@example.com',
          email_verified: true,
          name: 'Ada Birdie',
          given_name: 'Ada',
        });
      },
    );

    it('shows a sign-in page a browser test can fill, without script', async () => {
      const { landed } = await authorize('github');

      expect(landed.status).toBe(200);
      expect(landed.url.pathname).toMatch(/^\/oidc\/github\/interaction\/[\w-]+$/);
      expect(landed.body).toContain('<h1>Sign in with GitHub (TeeWatch sandbox)</h1>');
      expect(landed.body).toContain('<label for="email">Email</label>');
      expect(landed.body).toMatch(
        /<input id="email" name="email"[^>]* value="golfer@example.com">/,
      );
      expect(landed.body).toContain('<label for="name">Name</label>');
      expect(landed.body).toMatch(/<input id="name" name="name"[^>]* value="Sandbox Golfer">/);
      expect(landed.body).toContain('<button type="submit">Sign in</button>');
      expect(landed.body).toMatch(
        /<button type="submit" formaction="[^"]+\/cancel" formnovalidate>Cancel<\/button>/,
      );
      expect(landed.body).not.toContain('<script');
    });

    it('gives the same email the same sub, and another email or provider another sub', async () => {
      const subOf = async (provider: OidcProviderName, email: string): Promise<string> => {
        browser = new TestBrowser(sandbox.url);
        const { pending, callback } = await signIn(provider, { email, name: 'Sandbox Golfer' });
        const response = await redeem(pending, callback.searchParams.get('code')!);
        const tokens = (await response.json()) as TokenResponse;
        return (await verifiedIdToken(pending, tokens.id_token)).payload.sub!;
      };

      const first = await subOf('google', 'golfer@example.com');

      expect(await subOf('google', 'golfer@example.com')).toBe(first);
      expect(await subOf('google', 'partner@example.com')).not.toBe(first);
      expect(await subOf('facebook', 'golfer@example.com')).not.toBe(first);
    });

    it('signs in again without the form while the provider session lasts', async () => {
      await signIn('google', { email: 'regular@example.com', name: 'Regular Golfer' });

      const { pending, landed } = await authorize('google');

      expect(landed.url.origin + landed.url.pathname).toBe(pending.redirectUri);
      const response = await redeem(pending, landed.url.searchParams.get('code')!);
      const tokens = (await response.json()) as TokenResponse;
      const { payload } = await verifiedIdToken(pending, tokens.id_token);
      expect(payload).toMatchObject({ email: 'regular@example.com', nonce: pending.nonce });
    });

    it('keeps each provider its own session in one browser', async () => {
      await signIn('google', { email: 'golfer@example.com', name: 'Sandbox Golfer' });
      await signIn('facebook', { email: 'golfer@example.com', name: 'Sandbox Golfer' });

      for (const provider of ['google', 'facebook'] as const) {
        const { pending, landed } = await authorize(provider);
        expect(landed.url.origin + landed.url.pathname).toBe(pending.redirectUri);
        expect(landed.url.searchParams.get('code')).toEqual(expect.any(String));
      }
    });

    it('asks no consent even when prompt=consent is requested', async () => {
      await signIn('google');

      const { pending, landed } = await authorize('google', { prompt: 'consent' });

      expect(landed.url.origin + landed.url.pathname).toBe(pending.redirectUri);
      expect(landed.url.searchParams.get('code')).toEqual(expect.any(String));
    });

    it('sends the golfer back with error=access_denied and the state after Cancel', async () => {
      const { pending, landed } = await authorize('facebook');

      const back = await browser.visit(formTarget(landed, 'Cancel'), {});

      expect(back.url.origin + back.url.pathname).toBe(pending.redirectUri);
      expect(back.url.searchParams.get('error')).toBe('access_denied');
      expect(back.url.searchParams.get('state')).toBe(pending.state);
      expect(back.url.searchParams.get('code')).toBeNull();
    });

    it('refuses an empty email with 400 naming the field, and the sign-in stays open', async () => {
      const { pending, landed } = await authorize('google');

      const refused = await browser.visit(formTarget(landed, 'Sign in'), {
        email: '',
        name: 'Sandbox Golfer',
      });

      expect(refused.status).toBe(400);
      expect(refused.body).toContain('Email: enter an email address');
      const back = await browser.visit(formTarget(refused, 'Sign in'), {
        email: 'golfer@example.com',
        name: 'Sandbox Golfer',
      });
      expect(back.url.searchParams.get('state')).toBe(pending.state);
      expect(back.url.searchParams.get('code')).toEqual(expect.any(String));
    });

    it('answers 400, not 500, for a sign-in page whose sign-in is gone', async () => {
      const gone = await browser.visit(`${issuerOf('google')}/interaction/no-such-sign-in`);

      expect(gone.status).toBe(400);
      expect(gone.body).toContain('This sign-in is no longer open');
    });
  });

  describe('refusals', () => {
    it('refuses a wrong code_verifier at the token endpoint', async () => {
      const { pending, callback } = await signIn('google');

      const response = await redeem(pending, callback.searchParams.get('code')!, {
        verifier: randomBytes(32).toString('base64url'),
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('refuses a wrong client secret', async () => {
      const { pending, callback } = await signIn('github');

      const response = await redeem(pending, callback.searchParams.get('code')!, {
        secret: 'not-the-secret',
      });

      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'invalid_client' });
    });

    it('refuses an authorization request without a PKCE challenge', async () => {
      const { landed } = await authorize('google', {
        code_challenge: '',
        code_challenge_method: '',
      });

      expect(landed.url.searchParams.get('error')).toBe('invalid_request');
      expect(landed.url.searchParams.get('error_description')).toMatch(/PKCE/);
    });

    it('refuses a redirect_uri not on the list, on its own page instead of redirecting', async () => {
      const { landed } = await authorize('google', {
        redirect_uri: 'http://localhost:3000/api/auth/facebook/callback',
      });

      expect(landed.status).toBe(400);
      expect(landed.url.origin).toBe(sandbox.url);
      expect(landed.body).toContain('redirect_uri');
    });

    it('takes the redirect URIs given (SANDBOX_OAUTH_REDIRECT_URIS) instead of the defaults', async () => {
      await sandbox.close();
      const custom = 'https://teewatch.test/api/auth/google/callback';
      await start({ redirectUris: [custom] });

      const refused = await authorize('google');
      const accepted = await authorize('google', { redirect_uri: custom });

      expect(refused.landed.status).toBe(400);
      expect(accepted.landed.body).toContain('Sign in with Google (TeeWatch sandbox)');
    });
  });

  it('is listed on the home page with its issuers, client ids and settings', async () => {
    const html = await (await fetch(`${sandbox.url}/`)).text();

    expect(html).toContain('Google, Facebook and GitHub sign-in (OpenID Connect)');
    expect(html).toContain('teewatch-google, teewatch-facebook, teewatch-github');
    expect(html).toContain('SANDBOX_OAUTH_CLIENT_SECRET');
    expect(html).toContain('SANDBOX_OAUTH_REDIRECT_URIS');
    expect(html).toContain('<a href="/oidc/github/.well-known/openid-configuration">');
  });
});
