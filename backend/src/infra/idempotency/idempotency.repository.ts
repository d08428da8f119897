import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { idempotencyKeys } from '../../db/schema/index.js';

/** How long a key's first answer is kept and given again. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** A first request unanswered this long died with its server: a repeat may take its place. */
export const IDEMPOTENCY_LEASE_SECONDS = 60;

export interface KeyUse {
  ownerKey: string;
  key: string;
  request: string;
  requestHash: string;
}

export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; response: unknown }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

@Injectable()
export class IdempotencyRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Takes a key for this request, or says what an earlier use of it means for this one. */
  claim(use: KeyUse): Promise<KeyClaim> {
    const thisKey = and(
      eq(idempotencyKeys.ownerKey, use.ownerKey),
      eq(idempotencyKeys.key, use.key),
    );
    return this.db.transaction(async (tx) => {
      await tx.delete(idempotencyKeys).where(and(thisKey, lt(idempotencyKeys.createdAt, expired)));
      const [inserted] = await tx
        .insert(idempotencyKeys)
        .values(use)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted) return { kind: 'claimed' };
      const [earlier] = await tx.select().from(idempotencyKeys).where(thisKey).for('update');
      if (!earlier) return { kind: 'in-progress' }; // released between the two statements
      if (earlier.request !== use.request || earlier.requestHash !== use.requestHash) {
        return { kind: 'mismatch' };
      }
      if (earlier.statusCode !== null) {
        return { kind: 'replay', statusCode: earlier.statusCode, response: earlier.response };
      }
      const abandoned = await tx
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(
          and(
            thisKey,
            lt(
              idempotencyKeys.createdAt,
              sql`now() - make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})`,
            ),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return abandoned.length > 0 ? { kind: 'claimed' } : { kind: 'in-progress' };
    });
  }

  /** Keeps the first answer, given again to every repeat for 24 hours. */
  async finish(ownerKey: string, key: string, statusCode: number, response: unknown) {
    await this.db
      .update(idempotencyKeys)
      .set({ statusCode, response: response ?? null })
      .where(and(eq(idempotencyKeys.ownerKey, ownerKey), eq(idempotencyKeys.key, key)));
  }

  /** A first request that failed keeps nothing: its repeat is answered afresh. */
  async release(ownerKey: string, key: string) {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.ownerKey, ownerKey),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.statusCode),
        ),
      );
  }

  /** Forgets keys older than 24 hours (the hourly maintenance job). */
  async prune(): Promise<number> {
    const gone = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, expired))
      .returning({ key: idempotencyKeys.key });
    return gone.length;
  }
}
