import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { refreshTokens, sessionFamilies } from '../../db/schema/index.js';

export type RotationOutcome =
  | { kind: 'rotated'; familyId: string; userId: string }
  /** The token had been rotated already: someone replayed it, and its family is now revoked. */
  | { kind: 'reused' }
  /** Unknown token, or its family has ended (expired, logged out, revoked). */
  | { kind: 'invalid' };

@Injectable()
export class SessionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async createFamily(userId: string, method: string, expiresAt: Date): Promise<string> {
    const [row] = await this.db
      .insert(sessionFamilies)
      .values({ userId, method, expiresAt })
      .returning({ id: sessionFamilies.id });
    return row!.id;
  }

  async insertRefreshToken(familyId: string, tokenHash: string): Promise<void> {
    await this.db.insert(refreshTokens).values({ familyId, tokenHash });
  }

  /** The account of a family that has neither ended nor been revoked. */
  async findActiveFamily(familyId: string): Promise<{ userId: string } | undefined> {
    const [row] = await this.db
      .select({ userId: sessionFamilies.userId })
      .from(sessionFamilies)
      .where(
        and(
          eq(sessionFamilies.id, familyId),
          isNull(sessionFamilies.revokedAt),
          gt(sessionFamilies.expiresAt, sql`now()`),
        ),
      );
    return row;
  }

  /**
   * Swaps a current refresh token for a new one in a live family, atomically: of two requests
   * presenting the same token, one rotates it and the other is a reuse that revokes the family.
   */
  rotate(presentedHash: string, nextHash: string): Promise<RotationOutcome> {
    return this.db.transaction(async (tx) => {
      const liveFamilies = tx
        .select({ id: sessionFamilies.id })
        .from(sessionFamilies)
        .where(and(isNull(sessionFamilies.revokedAt), gt(sessionFamilies.expiresAt, sql`now()`)));
      const [rotated] = await tx
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.tokenHash, presentedHash),
            isNull(refreshTokens.rotatedAt),
            inArray(refreshTokens.familyId, liveFamilies),
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      if (rotated) {
        await tx.insert(refreshTokens).values({ familyId: rotated.familyId, tokenHash: nextHash });
        const [family] = await tx
          .select({ userId: sessionFamilies.userId })
          .from(sessionFamilies)
          .where(eq(sessionFamilies.id, rotated.familyId));
        return { kind: 'rotated', familyId: rotated.familyId, userId: family!.userId };
      }
      const [known] = await tx
        .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, presentedHash));
      if (!known?.rotatedAt) return { kind: 'invalid' };
      await tx
        .update(sessionFamilies)
        .set({ revokedAt: sql`now()`, revokedReason: 'refresh_token_reused' })
        .where(and(eq(sessionFamilies.id, known.familyId), isNull(sessionFamilies.revokedAt)));
      return { kind: 'reused' };
    });
  }

  async revokeFamilyOfToken(tokenHash: string, reason: string): Promise<void> {
    const family = this.db
      .select({ id: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    await this.db
      .update(sessionFamilies)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(inArray(sessionFamilies.id, family), isNull(sessionFamilies.revokedAt)));
  }

  async revokeAllOfUser(userId: string, reason: string): Promise<void> {
    await this.db
      .update(sessionFamilies)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)));
  }
}
