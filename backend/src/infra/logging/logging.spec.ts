import { withoutSecrets } from './logging.js';

describe('withoutSecrets', () => {
  it('keeps sign-in tokens, OAuth codes and state out of logged addresses', () => {
    expect(withoutSecrets('/api/auth/magic-link/callback?id=42&token=abc')).toBe(
      '/api/auth/magic-link/callback?id=42&token=%5BRedacted%5D',
    );
    expect(withoutSecrets('/api/auth/google/callback?code=c0de&state=s7&iss=x')).toBe(
      '/api/auth/google/callback?code=%5BRedacted%5D&state=%5BRedacted%5D&iss=x',
    );
  });

  it('leaves other addresses as they are', () => {
    expect(withoutSecrets('/api/alerts?date=2026-06-01')).toBe('/api/alerts?date=2026-06-01');
    expect(withoutSecrets('/api/health')).toBe('/api/health');
  });
});
