export const oidcProviderNames = ['google', 'facebook', 'github'] as const;
export type OidcProviderName = (typeof oidcProviderNames)[number];

export const oidcProviderLabels: Record<OidcProviderName, string> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
};

export interface OidcOptions {
  /** Secret of every issuer's client (default `sandbox-secret`). */
  clientSecret?: string;
  /** Redirect URIs every issuer's client accepts; by default each its own provider's callbacks. */
  redirectUris?: readonly string[] | null;
  /** The sandbox's origin as callers reach it; by default each request's own origin. */
  publicUrl?: string | null;
}

export const defaultClientSecret = 'sandbox-secret';

/** Where the API (port 3000) and the end-to-end test server (3100) listen by default. */
const defaultAppOrigins = ['localhost', '127.0.0.1'].flatMap((host) =>
  [3000, 3100].map((port) => `http://${host}:${port}`),
);

export const clientIdFor = (provider: OidcProviderName): string => `teewatch-${provider}`;

export function defaultRedirectUris(provider: OidcProviderName): string[] {
  return defaultAppOrigins.map((origin) => `${origin}/api/auth/${provider}/callback`);
}

/**
 * Reads SANDBOX_OAUTH_CLIENT_SECRET and SANDBOX_OAUTH_REDIRECT_URIS (comma-separated absolute
 * http(s) URLs), adding a line to `problems` for each bad value.
 */
export function readOidcSettings(env: NodeJS.ProcessEnv, problems: string[]): OidcOptions {
  const options: OidcOptions = {
    clientSecret: env.SANDBOX_OAUTH_CLIENT_SECRET || defaultClientSecret,
  };
  const listed = (env.SANDBOX_OAUTH_REDIRECT_URIS ?? '')
    .split(',')
    .map((uri) => uri.trim())
    .filter((uri) => uri !== '');
  for (const uri of listed) {
    if (!isRedirectUri(uri)) {
      problems.push(
        `SANDBOX_OAUTH_REDIRECT_URIS: "${uri}" is not an absolute http(s) URL without a #fragment`,
      );
    }
  }
  if (listed.length > 0) options.redirectUris = listed;
  return options;
}

/** OAuth forbids a fragment in a redirect URI, even an empty one. */
function isRedirectUri(text: string): boolean {
  const protocol = URL.parse(text)?.protocol;
  return (protocol === 'http:' || protocol === 'https:') && !text.includes('#');
}
