import { randomUUID } from 'node:crypto';
import { parseConfig } from '../../config/config.schema.js';
import { type UserRow } from '../../db/schema/index.js';
import { type UsersService } from '../users/users.service.js';
import { SystemClock } from '../../infra/time/clock.js';
import { AccessTokens } from './access-tokens.js';
import { hashSecretToken } from '../../infra/crypto/secret-tokens.js';
import { type RotationOutcome, type SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

/** Families and refresh-token hashes in memory, with the repository's rotation rules. */
class InMemorySessions {
  families = new Map<string, { userId: string; revoked: string | null; expiresAt: Date }>();
  tokens = new Map<string, { familyId: string; rotated: boolean }>();

  async createFamily(userId: string, _method: string, expiresAt: Date) {
    const id = randomUUID();
    this.families.set(id, { userId, revoked: null, expiresAt });
    return id;
  }
  async insertRefreshToken(familyId: string, tokenHash: string) {
    this.tokens.set(tokenHash, { familyId, rotated: false });
  }
  async findActiveFamily(familyId: string) {
    const family = this.families.get(familyId);
    return family && !family.revoked && family.expiresAt > new Date()
      ? { userId: family.userId }
      : undefined;
  }
  async rotate(presented: string, next: string): Promise<RotationOutcome> {
    const token = this.tokens.get(presented);
    if (!token) return { kind: 'invalid' };
    const family = this.families.get(token.familyId)!;
    if (token.rotated) {
      family.revoked ??= 'refresh_token_reused';
      return { kind: 'reused' };
    }
    if (!(await this.findActiveFamily(token.familyId))) return { kind: 'invalid' };
    token.rotated = true;
    this.tokens.set(next, { familyId: token.familyId, rotated: false });
    return { kind: 'rotated', familyId: token.familyId, userId: family.userId };
  }
  async revokeFamilyOfToken(tokenHash: string, reason: string) {
    const token = this.tokens.get(tokenHash);
    const family = token && this.families.get(token.familyId);
    if (family) family.revoked ??= reason;
  }
  async revokeAllOfUser(userId: string, reason: string) {
    for (const family of this.families.values()) {
      if (family.userId === userId) family.revoked ??= reason;
    }
  }
}

const user = {
  id: randomUUID(),
  email: 'golfer@example.com',
  displayName: 'Pat Golfer',
  accountType: 'email',
  createdAt: new Date(),
} as UserRow;
const users = {
  findById: async (id: string) => (id === user.id ? user : undefined),
  describe: async (row: UserRow) => ({ id: row.id, email: row.email }),
} as unknown as UsersService;

function setUp(env: Record<string, string> = {}) {
  const store = new InMemorySessions();
  const config = parseConfig(env);
  const sessions = new SessionsService(
    store as unknown as SessionsRepository,
    new AccessTokens(config, new SystemClock()),
    users,
    config,
  );
  return { store, sessions };
}
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('SessionsService', () => {
  it('stores only the hash of each refresh token it hands out', async () => {
    const { store, sessions } = setUp();
    const first = await sessions.start(user, 'password');
    expect(store.tokens.has(first.refreshToken)).toBe(false);
    expect(store.tokens.has(hashSecretToken(first.refreshToken))).toBe(true);
  });

  it('rotates the refresh token on every refresh, within the same session family', async () => {
    const { store, sessions } = setUp();
    const first = await sessions.start(user, 'password');
    const second = await sessions.refresh(first.refreshToken);
    const third = await sessions.refresh(second.refreshToken);
    expect(new Set([first.refreshToken, second.refreshToken, third.refreshToken]).size).toBe(3);
    expect(store.families.size).toBe(1);
    await expect(sessions.authenticate(third.token)).resolves.toMatchObject({ userId: user.id });
  });

  it('revokes the whole family when a rotated token comes back, newest token included', async () => {
    const { store, sessions } = setUp();
    const first = await sessions.start(user, 'password');
    const second = await sessions.refresh(first.refreshToken);

    expect(await codeOf(sessions.refresh(first.refreshToken))).toBe('INVALID_TOKEN');
    expect([...store.families.values()][0]!.revoked).toBe('refresh_token_reused');
    expect(await codeOf(sessions.refresh(second.refreshToken))).toBe('INVALID_TOKEN');
    expect(await codeOf(sessions.authenticate(second.token))).toBe('UNAUTHENTICATED');
  });

  it('refuses an unknown refresh token without touching any session', async () => {
    const { store, sessions } = setUp();
    const first = await sessions.start(user, 'password');
    expect(await codeOf(sessions.refresh('an-unknown-refresh-token-value'))).toBe('INVALID_TOKEN');
    expect(await codeOf(sessions.refresh(first.refreshToken))).toBe('accepted');
    expect([...store.families.values()][0]!.revoked).toBeNull();
  });

  it('ends a family at its absolute lifetime however often it was refreshed', async () => {
    const { store, sessions } = setUp({ SESSION_MAX_DAYS: '30' });
    const first = await sessions.start(user, 'password');
    const family = [...store.families.values()][0]!;
    expect(family.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    family.expiresAt = new Date(Date.now() - 1000);
    expect(await codeOf(sessions.refresh(first.refreshToken))).toBe('INVALID_TOKEN');
  });

  it('signs out only the session whose refresh token logs out', async () => {
    const { sessions } = setUp();
    const phone = await sessions.start(user, 'password');
    const laptop = await sessions.start(user, 'magic_link');
    await sessions.logout(phone.refreshToken);
    expect(await codeOf(sessions.refresh(phone.refreshToken))).toBe('INVALID_TOKEN');
    expect(await codeOf(sessions.authenticate(phone.token))).toBe('UNAUTHENTICATED');
    expect(await codeOf(sessions.authenticate(laptop.token))).toBe('accepted');
  });

  it('hands a held family its first tokens once it is collected', async () => {
    const { sessions } = setUp();
    const familyId = await sessions.openFamily(user.id, 'magic_link');
    const collected = await sessions.collect(familyId);
    expect(collected).toMatchObject({ success: true, user: { id: user.id } });
    await sessions.revokeAll(user.id, 'password_reset');
    expect(await sessions.collect(familyId)).toBeUndefined();
  });
});
