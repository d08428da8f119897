import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  type AccessCodeRow,
  accessCodes,
  accessGrants,
  type NewAccessCode,
} from '../../db/schema/index.js';

@Injectable()
export class AccessRepository {
  /** Asked on every product call: built once, and prepared once per connection by PostgreSQL. */
  private readonly activeGrant;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.activeGrant = db
      .select({ grantId: accessGrants.id, code: accessCodes, expiresAt: accessGrants.expiresAt })
      .from(accessGrants)
      .innerJoin(accessCodes, eq(accessCodes.id, accessGrants.accessCodeId))
      .where(
        and(
          eq(accessGrants.tokenHash, sql.placeholder('tokenHash')),
          gt(accessGrants.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare('active_access_grant');
  }

  async findCodeByKey(codeKey: string): Promise<AccessCodeRow | undefined> {
    const [row] = await this.db.select().from(accessCodes).where(eq(accessCodes.codeKey, codeKey));
    return row;
  }

  async findCodeById(id: string): Promise<AccessCodeRow | undefined> {
    const [row] = await this.db.select().from(accessCodes).where(eq(accessCodes.id, id));
    return row;
  }

  /** The unexpired grant whose token hashes to `tokenHash`, with the code it came from. */
  async findActiveGrant(tokenHash: string, now = new Date()) {
    const [row] = await this.activeGrant.execute({ tokenHash, now });
    return row;
  }

  /**
   * Takes one use of an unexpired code and records the grant, atomically: two browsers racing for
   * the last use cannot both win. Returns undefined when no use is left.
   */
  async consumeUseAndGrant(codeId: string, tokenHash: string, grantExpiresAt: Date) {
    return this.db.transaction(async (tx) => {
      const [code] = await tx
        .update(accessCodes)
        .set({ remainingUses: sql`${accessCodes.remainingUses} - 1` })
        .where(
          and(
            eq(accessCodes.id, codeId),
            gt(accessCodes.remainingUses, 0),
            or(isNull(accessCodes.expiresAt), gt(accessCodes.expiresAt, sql`now()`)),
          ),
        )
        .returning();
      if (!code) return undefined;
      const [grant] = await tx
        .insert(accessGrants)
        .values({ accessCodeId: codeId, tokenHash, expiresAt: grantExpiresAt })
        .returning({ id: accessGrants.id });
      return { code, grantId: grant!.id };
    });
  }

  /** Inserts a code unless one with the same key exists; returns the stored row either way. */
  async ensureCode(code: NewAccessCode): Promise<AccessCodeRow> {
    await this.db
      .insert(accessCodes)
      .values(code)
      .onConflictDoNothing({ target: accessCodes.codeKey });
    return (await this.findCodeByKey(code.codeKey))!;
  }
}
