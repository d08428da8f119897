import { Inject, Injectable } from '@nestjs/common';
import { type Language } from '@teewatch/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  identities,
  type IdentityRow,
  userActivity,
  type UserActivityRow,
  users,
  type UserRow,
} from '../../db/schema/index.js';

export interface NewAccount {
  email: string;
  displayName: string | null;
  accountType: string;
  passwordHash?: string;
  verified: boolean;
  /** The language the golfer asked in while signing up, if they named one. */
  language?: Language | null;
}

@Injectable()
export class UsersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email));
    return row;
  }

  /** Creates the account unless the email already has one (then undefined). */
  async insertIfNew(account: NewAccount): Promise<UserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values({
        email: account.email,
        displayName: account.displayName,
        accountType: account.accountType,
        passwordHash: account.passwordHash ?? null,
        emailVerifiedAt: account.verified ? sql`now()` : null,
        language: account.language ?? null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  }

  /** Marks the address verified; returns false when it already was. */
  async markVerified(userId: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /**
   * Verifies an address that had never been verified and drops the password set with it: whoever
   * chose that password never proved the address was theirs.
   */
  async verifyDroppingUnprovenPassword(userId: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ emailVerifiedAt: sql`now()`, passwordHash: null, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .returning();
    return row;
  }

  /** A new password; setting it through the emailed link also proves the address. */
  async setPassword(userId: string, passwordHash: string): Promise<void> {
    await this.db
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
  }

  /** Sets the fields given; an undefined one keeps its value. */
  async updateProfile(
    userId: string,
    changes: { displayName?: string; language?: Language },
  ): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return row;
  }

  async findIdentity(provider: string, subject: string): Promise<IdentityRow | undefined> {
    const [row] = await this.db
      .select()
      .from(identities)
      .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
    return row;
  }

  async insertIdentity(userId: string, provider: string, subject: string, email: string) {
    await this.db
      .insert(identities)
      .values({ userId, provider, subject, email })
      .onConflictDoNothing({ target: [identities.provider, identities.subject] });
  }

  async providersOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ provider: identities.provider })
      .from(identities)
      .where(eq(identities.userId, userId))
      .orderBy(identities.createdAt);
    return rows.map((row) => row.provider);
  }

  async insertActivity(userId: string, kind: string, text: string): Promise<void> {
    await this.db.insert(userActivity).values({ userId, kind, text });
  }

  async recentActivity(userId: string, limit: number): Promise<UserActivityRow[]> {
    return this.db
      .select()
      .from(userActivity)
      .where(eq(userActivity.userId, userId))
      .orderBy(desc(userActivity.createdAt), desc(userActivity.id))
      .limit(limit);
  }
}
