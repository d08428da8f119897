import { ConfigError, parseConfig } from '../../config/config.schema.js';
import { DEV_JWT_SECRET } from './auth.config.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('auth settings', () => {
  it('run locally with a development signing key and magic-link debugging off', () => {
    const config = parseConfig({});
    expect(config.JWT_SECRET).toBe(DEV_JWT_SECRET);
    expect(config.MAGIC_LINK_DEBUG).toBe(false);
    expect(config.MAGIC_LINK_TTL_MINUTES).toBe(10);
    expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
  });

  it('refuse to start production with the public development key, debug links or http issuers', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        MAGIC_LINK_DEBUG: 'true',
        OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:4000/oidc/google',
      }),
    ).toEqual([
      'JWT_SECRET: must be set in production (32 or more random characters)',
      'MAGIC_LINK_DEBUG: must be false in production (it puts sign-in links in answers)',
      'OAUTH_GOOGLE_ISSUER: must be an https URL in production',
    ]);
  });

  it('start production with a signing key of its own', () => {
    const secret = 'x'.repeat(40);
    expect(parseConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
    expect(problemsOf({ JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET: must be at least 32 characters',
    ]);
  });
});
