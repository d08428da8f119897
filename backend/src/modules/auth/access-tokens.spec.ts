import { base64url, SignJWT } from 'jose';
import { parseConfig } from '../../config/config.schema.js';
import { AccessTokens } from './access-tokens.js';

const claims = { userId: '0b9e1f0e-2d55-4c5e-9a43-6d1f3f1c2a11', sessionFamilyId: 'f-1' };
/** Tokens under a clock that reads `now()`: the system's unless a test moves it. */
const tokensWith = (env: Record<string, string> = {}, now = () => new Date()) =>
  new AccessTokens(parseConfig(env), { now });
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('access tokens', () => {
  it('carry the account and the session family, for 15 minutes by default', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const { token, expiresAt } = await tokensWith({}, () => now).sign(claims);
    expect(expiresAt.toISOString()).toBe('2026-06-01T12:15:00.000Z');
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload).toMatchObject({ sub: claims.userId, sid: claims.sessionFamilyId });
  });

  it('verify to the claims they were signed with', async () => {
    const tokens = tokensWith();
    const { token } = await tokens.sign(claims);
    await expect(tokens.verify(token)).resolves.toEqual(claims);
  });

  it('answer TOKEN_EXPIRED once expired, so the client knows to refresh', async () => {
    const { token } = await tokensWith({}, () => new Date(Date.now() - 16 * 60 * 1000)).sign(
      claims,
    );
    expect(await codeOf(tokensWith().verify(token))).toBe('TOKEN_EXPIRED');
  });

  it('are accepted to their last second and refused from the second they expire', async () => {
    const signedAt = new Date('2026-06-01T12:00:00Z');
    let now = signedAt;
    const tokens = tokensWith({ ACCESS_TOKEN_TTL_SECONDS: '60' }, () => now);
    const { token } = await tokens.sign(claims);
    now = new Date(signedAt.getTime() + 59_000);
    expect(await codeOf(tokens.verify(token))).toBe('accepted');
    now = new Date(signedAt.getTime() + 60_000);
    expect(await codeOf(tokens.verify(token))).toBe('TOKEN_EXPIRED');
  });

  it('refuse tokens that were altered, signed with another key, or not signed at all', async () => {
    const tokens = tokensWith();
    const { token } = await tokens.sign(claims);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = base64url.encode(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        sub: 'someone-else',
      }),
    );
    const otherKey = await tokensWith({
      JWT_SECRET: 'another-secret-that-is-long-enough-123',
    }).sign(claims);
    const unsigned = `${base64url.encode('{"alg":"none"}')}.${payload}.`;
    const otherAlgorithm = await new SignJWT({ sid: 'f-1' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.userId)
      .setIssuer('teewatch')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(parseConfig({}).JWT_SECRET));

    for (const bad of [
      `${header}.${forgedPayload}.${signature}`,
      otherKey.token,
      unsigned,
      otherAlgorithm,
      'not-a-jwt',
    ]) {
      expect(await codeOf(tokens.verify(bad))).toBe('UNAUTHENTICATED');
    }
  });
});
