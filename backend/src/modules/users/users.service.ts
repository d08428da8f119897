import { Injectable } from '@nestjs/common';
import { defaultLanguage, type Language, type SessionUser } from '@teewatch/contracts';
import { type UserRow } from '../../db/schema/index.js';
import { type Owner } from '../../infra/owners/owner.js';
import { ActivityService } from './activity.service.js';
import { toSessionUser } from './session-user.js';
import { type NewAccount, UsersRepository } from './users.repository.js';

/** Accounts: what the auth module creates and reads, and the profile a golfer edits. */
@Injectable()
export class UsersService {
  constructor(
    private readonly repository: UsersRepository,
    private readonly activity: ActivityService,
  ) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.repository.findById(id);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.repository.findByEmail(email);
  }

  /** A new account with a password, unverified until its confirmation link is opened. */
  createPasswordAccount(
    email: string,
    name: string,
    passwordHash: string,
    language: Language | null = null,
  ) {
    return this.repository.insertIfNew({
      email,
      displayName: name,
      accountType: 'email',
      passwordHash,
      verified: false,
      language,
    });
  }

  /**
   * The language TeeWatch writes to an owner in: the account's choice, else English (a guest
   * with only an access grant, or an account that never chose).
   */
  async languageOf(owner: Owner): Promise<Language> {
    const user = owner.userId ? await this.repository.findById(owner.userId) : undefined;
    return user?.language ?? defaultLanguage;
  }

  /**
   * The account of an address its owner has just proved (magic link, or a provider's verified
   * email): made if there is none, verified if it was not yet.
   */
  async ensureProvenAccount(
    email: string,
    fresh: Omit<NewAccount, 'email' | 'verified' | 'passwordHash'>,
  ): Promise<{ user: UserRow; created: boolean }> {
    const created = await this.repository.insertIfNew({ ...fresh, email, verified: true });
    if (created) return { user: created, created: true };
    const existing = (await this.repository.findByEmail(email))!;
    if (existing.emailVerifiedAt) return { user: existing, created: false };
    const verified = await this.repository.verifyDroppingUnprovenPassword(existing.id);
    return { user: verified ?? (await this.repository.findById(existing.id))!, created: false };
  }

  markEmailVerified(userId: string): Promise<boolean> {
    return this.repository.markVerified(userId);
  }

  setPassword(userId: string, passwordHash: string): Promise<void> {
    return this.repository.setPassword(userId, passwordHash);
  }

  findByIdentity(provider: string, subject: string) {
    return this.repository.findIdentity(provider, subject);
  }

  linkIdentity(userId: string, provider: string, subject: string, email: string) {
    return this.repository.insertIdentity(userId, provider, subject, email);
  }

  async describe(user: UserRow): Promise<SessionUser> {
    return toSessionUser(user, await this.repository.providersOf(user.id));
  }

  async describeById(userId: string): Promise<SessionUser | undefined> {
    const user = await this.repository.findById(userId);
    return user ? this.describe(user) : undefined;
  }

  /** PATCH /api/users/me: a new name, a new language, or both. */
  async updateProfile(
    userId: string,
    changes: { name?: string; language?: Language },
  ): Promise<SessionUser | undefined> {
    const user = await this.repository.updateProfile(userId, {
      displayName: changes.name,
      language: changes.language,
    });
    if (!user) return undefined;
    if (changes.name !== undefined) {
      await this.activity.record(userId, 'profile_updated', 'Updated your profile name');
    }
    return this.describe(user);
  }
}
