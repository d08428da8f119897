import { defaultRedirectUris, readOidcSettings } from './oidc-settings.js';

describe('readOidcSettings', () => {
  it('defaults to the secret sandbox-secret and the per-provider callbacks', () => {
    const problems: string[] = [];

    expect(readOidcSettings({}, problems)).toEqual({ clientSecret: 'sandbox-secret' });
    expect(problems).toEqual([]);
    expect(defaultRedirectUris('github')).toEqual([
      'http://localhost:3000/api/auth/github/callback',
      'http://localhost:3100/api/auth/github/callback',
      'http://127.0.0.1:3000/api/auth/github/callback',
      'http://127.0.0.1:3100/api/auth/github/callback',
    ]);
  });

  it('reads the secret and a comma-separated list of redirect URIs', () => {
    const problems: string[] = [];

    const options = readOidcSettings(
      {
        SANDBOX_OAUTH_CLIENT_SECRET: 'another-secret',
        SANDBOX_OAUTH_REDIRECT_URIS:
          ' https://teewatch.test/api/auth/google/callback, http://localhost:5173/cb ,',
      },
      problems,
    );

    expect(problems).toEqual([]);
    expect(options).toEqual({
      clientSecret: 'another-secret',
      redirectUris: ['https://teewatch.test/api/auth/google/callback', 'http://localhost:5173/cb'],
    });
  });

  it('names every redirect URI that is not an absolute http(s) URL without a fragment', () => {
    const problems: string[] = [];

    readOidcSettings(
      {
        SANDBOX_OAUTH_REDIRECT_URIS: '/api/auth/google/callback,ftp://x.test/cb,http://a.test/cb#x',
      },
      problems,
    );

    expect(problems).toEqual([
      'SANDBOX_OAUTH_REDIRECT_URIS: "/api/auth/google/callback" is not an absolute http(s) URL without a #fragment',
      'SANDBOX_OAUTH_REDIRECT_URIS: "ftp://x.test/cb" is not an absolute http(s) URL without a #fragment',
      'SANDBOX_OAUTH_REDIRECT_URIS: "http://a.test/cb#x" is not an absolute http(s) URL without a #fragment',
    ]);
  });
});
