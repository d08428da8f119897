import { Inject, Injectable } from '@nestjs/common';
import { type SessionTokens } from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { type UserRow } from '../../db/schema/index.js';
import { UsersService } from '../users/users.service.js';
import { AccessTokens } from './access-tokens.js';
import { type RequestUser } from './auth.decorators.js';
import { authTexts, invalidRefreshToken, unauthenticated } from './auth.errors.js';
import { hashSecretToken, newSecretToken } from '../../infra/crypto/secret-tokens.js';
import { SessionsRepository } from './sessions.repository.js';

/** How a browser signed in; kept on its session family. */
export type SignInMethod =
  'password' | 'email_link' | 'magic_link' | 'google' | 'facebook' | 'github';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Sessions: a family per signed-in browser, a short-lived access JWT, and a refresh token that
 * rotates on every use. Only refresh-token hashes are stored.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly accessTokens: AccessTokens,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Signs a browser in: a new family, its first refresh token and an access token. */
  async start(user: UserRow, method: SignInMethod): Promise<SessionTokens> {
    const familyId = await this.openFamily(user.id, method);
    return this.issue(user, familyId);
  }

  /** A family with no token yet, for a browser that will collect it later (the magic-link poller). */
  openFamily(userId: string, method: SignInMethod): Promise<string> {
    const expiresAt = new Date(Date.now() + this.config.SESSION_MAX_DAYS * DAY_MS);
    return this.repository.createFamily(userId, method, expiresAt);
  }

  /** First tokens of a family opened earlier; undefined when it has ended meanwhile. */
  async collect(familyId: string): Promise<SessionTokens | undefined> {
    const family = await this.repository.findActiveFamily(familyId);
    const user = family && (await this.users.findById(family.userId));
    return user ? this.issue(user, familyId) : undefined;
  }

  /** A new token pair for a current refresh token; a replayed (rotated) one ends its family. */
  async refresh(refreshToken: string): Promise<SessionTokens> {
    const next = newSecretToken();
    const outcome = await this.repository.rotate(
      hashSecretToken(refreshToken),
      hashSecretToken(next),
    );
    if (outcome.kind !== 'rotated') throw invalidRefreshToken();
    const user = await this.users.findById(outcome.userId);
    if (!user) throw invalidRefreshToken();
    return this.tokensFor(user, outcome.familyId, next);
  }

  /** Ends the browser session the refresh token belongs to (unknown tokens change nothing). */
  logout(refreshToken: string): Promise<void> {
    return this.repository.revokeFamilyOfToken(hashSecretToken(refreshToken), 'logout');
  }

  /** Signs the account out everywhere, e.g. after its password was reset. */
  revokeAll(userId: string, reason: string): Promise<void> {
    return this.repository.revokeAllOfUser(userId, reason);
  }

  /** The caller behind an access token whose session is still live; 401 otherwise. */
  async authenticate(accessToken: string): Promise<RequestUser> {
    const claims = await this.accessTokens.verify(accessToken);
    const family = await this.repository.findActiveFamily(claims.sessionFamilyId);
    if (!family || family.userId !== claims.userId) throw unauthenticated(authTexts.sessionEnded);
    return claims;
  }

  private async issue(user: UserRow, familyId: string): Promise<SessionTokens> {
    const refreshToken = newSecretToken();
    await this.repository.insertRefreshToken(familyId, hashSecretToken(refreshToken));
    return this.tokensFor(user, familyId, refreshToken);
  }

  private async tokensFor(
    user: UserRow,
    familyId: string,
    refreshToken: string,
  ): Promise<SessionTokens> {
    const access = await this.accessTokens.sign({ userId: user.id, sessionFamilyId: familyId });
    return {
      success: true,
      token: access.token,
      refreshToken,
      expiresAt: access.expiresAt.toISOString(),
      user: await this.users.describe(user),
    };
  }
}
