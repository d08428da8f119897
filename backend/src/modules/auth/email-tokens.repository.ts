import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { emailTokens } from '../../db/schema/index.js';

export type EmailTokenKind = 'confirm_email' | 'reset_password';

@Injectable()
export class EmailTokensRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(userId: string, kind: EmailTokenKind, tokenHash: string, expiresAt: Date) {
    await this.db.insert(emailTokens).values({ userId, kind, tokenHash, expiresAt });
  }

  /** Uses a live token once, atomically; returns its account, or undefined if it cannot be used. */
  async consume(kind: EmailTokenKind, tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.kind, kind),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailTokens.userId });
    return row?.userId;
  }

  /** Whether a live token exists, without using it (to check a new password before spending it). */
  async isLive(kind: EmailTokenKind, tokenHash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.kind, kind),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, sql`now()`),
        ),
      );
    return row !== undefined;
  }

  /** Retires every other unused link of this kind (an older reset email stops working). */
  async retireAll(userId: string, kind: EmailTokenKind): Promise<void> {
    await this.db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)),
      );
  }
}
