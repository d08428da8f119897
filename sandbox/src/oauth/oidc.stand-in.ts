import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Interaction, type Provider, errors } from 'oidc-provider';
import { type StandIn } from '../stand-in.js';
import { OidcIssuers, oidcBasePath } from './oidc-issuer.js';
import { renderLoginPage, renderProviderErrorPage } from './oidc-login-page.js';
import {
  type OidcOptions,
  type OidcProviderName,
  clientIdFor,
  oidcProviderLabels,
  oidcProviderNames,
} from './oidc-settings.js';

const html = 'text/html; charset=utf-8';
type InteractionRequest = FastifyRequest<{ Params: { uid: string } }>;

/** Google, Facebook and GitHub sign-in: one real OpenID Connect provider each. */
export function oidcStandIn(options: OidcOptions = {}): StandIn {
  const issuers = new OidcIssuers(options);
  const path = `${oidcBasePath}/{provider}`;
  return {
    descriptor: {
      id: 'oidc',
      name: 'Google, Facebook and GitHub sign-in (OpenID Connect)',
      description: `Three real OpenID Connect providers at <origin>/oidc/google, /oidc/facebook and /oidc/github, where <origin> is SANDBOX_PUBLIC_URL, else the one the caller used. Each has one confidential client (${oidcProviderNames.map(clientIdFor).join(', ')}) with the secret SANDBOX_OAUTH_CLIENT_SECRET (default sandbox-secret) by client_secret_basic or client_secret_post, the authorization code flow with PKCE S256 required, and openid email profile granted without a consent screen. Redirect URIs: SANDBOX_OAUTH_REDIRECT_URIS (comma-separated, for all three), by default /api/auth/<provider>/callback on http://localhost and http://127.0.0.1, ports 3000 and 3100. Any email signs in; the same email is always the same sub.`,
      basePath: oidcBasePath,
      pages: oidcProviderNames.map((name) => ({
        title: `${oidcProviderLabels[name]} discovery document`,
        path: `${oidcBasePath}/${name}/.well-known/openid-configuration`,
      })),
      endpoints: [
        {
          method: 'GET',
          path: `${path}/.well-known/openid-configuration`,
          summary:
            'Discovery (provider: google, facebook or github), naming /auth, /token, /me (userinfo) and /jwks.',
        },
        {
          method: 'GET',
          path: `${path}/auth?client_id=teewatch-{provider}&response_type=code&scope=openid+email+profile&redirect_uri=...&code_challenge=...&code_challenge_method=S256&state=...&nonce=...`,
          summary:
            'Shows the sign-in page, then redirects to redirect_uri with code, state and iss, or error=access_denied after Cancel.',
        },
        {
          method: 'POST',
          path: `${path}/token`,
          summary:
            'grant_type=authorization_code, code, redirect_uri, code_verifier: access_token and an RS256 id_token with sub, email, email_verified, name, given_name and nonce.',
        },
      ],
    },
    plugin: async (app) => {
      for (const name of oidcProviderNames) {
        await app.register(async (scope) => loginRoutes(scope, name, issuers), {
          prefix: `/${name}/interaction`,
        });
        await app.register(async (scope) => mountProvider(scope, name, issuers), {
          prefix: `/${name}`,
        });
      }
    },
  };
}

/** Everything else under /oidc/<provider> is oidc-provider's own (Koa) application. */
function mountProvider(scope: FastifyInstance, name: OidcProviderName, issuers: OidcIssuers): void {
  // oidc-provider reads token and form bodies itself: Fastify must leave the stream unread.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const mountPath = `${oidcBasePath}/${name}`;
  scope.all('/*', async (request, reply) => {
    const issuer = new URL(issuers.issuerUrl(name, request));
    const provider = await issuers.provider(name, request);
    reply.hijack();
    const raw = request.raw;
    raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
    raw.headers['x-forwarded-host'] = issuer.host;
    // Koa's mounting convention: originalUrl keeps the prefix, url is what the provider routes.
    const originalUrl = raw.url ?? mountPath;
    Object.assign(raw, { originalUrl, url: originalUrl.slice(mountPath.length) || '/' });
    await provider.callback()(raw, reply.raw);
  });
}

/** The sign-in page and its two buttons, ending the interaction oidc-provider started. */
function loginRoutes(scope: FastifyInstance, name: OidcProviderName, issuers: OidcIssuers): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const form = (uid: string) => ({
    providerLabel: oidcProviderLabels[name],
    clientId: clientIdFor(name),
    action: `${oidcBasePath}/${name}/interaction/${uid}`,
  });

  scope.get('/:uid', async (request: InteractionRequest, reply) => {
    const opened = await openInteraction(issuers.provider(name, request), request, reply);
    if (!opened) return reply;
    const { interaction, finish } = opened;
    // Reached only with prompt=consent: the grant made at sign-in already holds every scope.
    if (interaction.prompt.name === 'consent' && interaction.grantId) {
      return finish({ consent: { grantId: interaction.grantId } });
    }
    return reply.type(html).send(renderLoginPage(form(interaction.uid)));
  });

  scope.post('/:uid', async (request: InteractionRequest, reply) => {
    const opened = await openInteraction(issuers.provider(name, request), request, reply);
    if (!opened) return reply;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const field = (key: string): string => (typeof body[key] === 'string' ? body[key].trim() : '');
    const email = field('email');
    const fullName = field('name');
    const problem = !/^[^\s@]+@[^\s@]+$/.test(email)
      ? 'Email: enter an email address such as golfer@example.com.'
      : fullName === ''
        ? 'Name: enter a name.'
        : null;
    if (problem) {
      const page = renderLoginPage({ ...form(request.params.uid), email, name: fullName, problem });
      return reply.code(400).type(html).send(page);
    }
    const sub = issuers.accounts.get(name)!.signIn(email, fullName);
    return opened.finish({ login: { accountId: sub } });
  });

  scope.post('/:uid/cancel', async (request: InteractionRequest, reply) => {
    const opened = await openInteraction(issuers.provider(name, request), request, reply);
    if (!opened) return reply;
    return opened.finish({ error: 'access_denied', error_description: 'Sign-in cancelled.' });
  });
}

/**
 * The interaction this browser is in, with a way to end it (oidc-provider then redirects), or null
 * after answering 400: expired, already finished, or started in another browser.
 */
async function openInteraction(
  providerReady: Promise<Provider>,
  request: InteractionRequest,
  reply: FastifyReply,
) {
  const provider = await providerReady;
  try {
    const interaction: Interaction = await provider.interactionDetails(request.raw, reply.raw);
    if (interaction.uid === request.params.uid) {
      const finish = async (result: Parameters<Provider['interactionFinished']>[2]) => {
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, result);
        return reply;
      };
      return { interaction, finish };
    }
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound)) throw error;
  }
  const page = renderProviderErrorPage(
    'This sign-in is no longer open',
    'It expired, was already finished, or was started in another browser. Start again from TeeWatch.',
  );
  reply.code(400).type(html).send(page);
  return null;
}
