import { hashSecretToken, matchesSecretHash, newSecretToken } from './secret-tokens.js';

describe('secret tokens', () => {
  it('are 32 random bytes, URL-safe, never the same twice', () => {
    const tokens = Array.from({ length: 100 }, newSecretToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(100);
  });

  it('are stored as their SHA-256, which reveals nothing of the token', () => {
    const token = newSecretToken();
    const stored = hashSecretToken(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
    expect(hashSecretToken(token)).toBe(stored);
  });

  it('match only the token that was hashed', () => {
    const token = newSecretToken();
    const stored = hashSecretToken(token);
    expect(matchesSecretHash(token, stored)).toBe(true);
    expect(matchesSecretHash(newSecretToken(), stored)).toBe(false);
    expect(matchesSecretHash(token, 'not-a-hash')).toBe(false);
  });
});
