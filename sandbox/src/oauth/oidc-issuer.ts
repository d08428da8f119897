import { generateKeyPair, randomBytes, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { type FastifyRequest } from 'fastify';
import { Provider } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { OidcAccounts } from './oidc-accounts.js';
import { renderProviderErrorPage } from './oidc-login-page.js';
import {
  type OidcOptions,
  type OidcProviderName,
  clientIdFor,
  defaultClientSecret,
  defaultRedirectUris,
  oidcProviderNames,
} from './oidc-settings.js';

export const oidcBasePath = '/oidc';
const firstPartyScopes = 'openid email profile';
const hour = 3600;

/**
 * The issuers of one sandbox, made at first use (an RSA key takes a moment). An issuer is the
 * origin its caller reached (or SANDBOX_PUBLIC_URL) plus /oidc/<provider>, so discovery matches
 * the URL it was read from: over HTTP or HTTPS, at localhost or at 127.0.0.1.
 */
export class OidcIssuers {
  readonly accounts = new Map(oidcProviderNames.map((name) => [name, new OidcAccounts(name)]));
  private readonly cookieKeys = [randomBytes(32).toString('base64url')];
  private readonly providers = new Map<string, Promise<Provider>>();
  private readonly publicOrigin: string | null;

  constructor(private readonly options: OidcOptions) {
    this.publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  }

  issuerUrl(name: OidcProviderName, request: FastifyRequest): string {
    const origin = this.publicOrigin ?? `${request.protocol}://${request.host}`;
    return `${origin}${oidcBasePath}/${name}`;
  }

  provider(name: OidcProviderName, request: FastifyRequest): Promise<Provider> {
    const issuer = this.issuerUrl(name, request);
    let provider = this.providers.get(issuer);
    if (!provider) {
      provider = this.createProvider(name, issuer);
      this.providers.set(issuer, provider);
    }
    return provider;
  }

  /** One oidc-provider instance with TeeWatch's confidential client. */
  private async createProvider(name: OidcProviderName, issuer: string): Promise<Provider> {
    const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
    const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256' };
    const accounts = this.accounts.get(name)!;
    const provider: Provider = new Provider(issuer, {
      // The default store, passed explicitly: left implicit, every issuer warns it is not for production.
      adapter: createMemoryAdapter(),
      clients: [
        {
          client_id: clientIdFor(name),
          client_secret: this.options.clientSecret ?? defaultClientSecret,
          redirect_uris: [...(this.options.redirectUris ?? defaultRedirectUris(name))],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          // Registered for basic, oidc-provider accepts client_secret_post from it too.
          token_endpoint_auth_method: 'client_secret_basic',
          scope: firstPartyScopes,
        },
      ],
      responseTypes: ['code'],
      scopes: firstPartyScopes.split(' '),
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name'],
      },
      // Real providers put the profile in the code flow's id token too, and TeeWatch reads it there.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      ttl: {
        AccessToken: hour,
        IdToken: hour,
        Interaction: hour,
        Grant: 336 * hour,
        Session: 336 * hour,
      },
      jwks: { keys: [signingKey] },
      cookies: {
        keys: this.cookieKeys,
        // Three issuers share one host: each keeps its own session cookie.
        names: {
          session: `_${name}_session`,
          interaction: `_${name}_interaction`,
          resume: `_${name}_resume`,
        },
      },
      features: { devInteractions: { enabled: false } },
      interactions: {
        url: async (_ctx, interaction) => `${issuer}/interaction/${interaction.uid}`,
      },
      findAccount: async (_ctx, sub) => {
        const claims = accounts.claims(sub);
        return claims && { accountId: sub, claims: () => claims };
      },
      // TeeWatch is first-party: no consent screen, every sign-in is granted the three scopes
      // (oidc-provider's documented way to skip the consent prompt).
      loadExistingGrant: async (ctx) => {
        const { client, account, session, result } = ctx.oidc;
        const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (grantId) return provider.Grant.find(grantId);
        const grant = new provider.Grant({
          clientId: client.clientId,
          accountId: account.accountId,
        });
        grant.addOIDCScope(firstPartyScopes);
        await grant.save();
        return grant;
      },
      renderError: async (ctx, out) => {
        ctx.type = 'html';
        ctx.body = renderProviderErrorPage(out.error, out.error_description);
      },
    });
    // The stand-in passes the issuer's origin in X-Forwarded-Proto and X-Forwarded-Host.
    provider.proxy = true;
    return provider;
  }
}
