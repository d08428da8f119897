import { Inject, Injectable } from '@nestjs/common';
import { type Language } from '@teewatch/contracts';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { magicLinks, type MagicLinkRow } from '../../db/schema/index.js';

export interface NewMagicLink {
  tokenHash: string;
  browserSecretHash: string;
  email: string;
  redirectPath: string;
  expiresAt: Date;
  /** The language the link was asked for in, if named: an account the link makes keeps it. */
  language: Language | null;
}

@Injectable()
export class MagicLinksRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(link: NewMagicLink): Promise<string> {
    const [row] = await this.db.insert(magicLinks).values(link).returning({ id: magicLinks.id });
    return row!.id;
  }

  async findById(id: string): Promise<MagicLinkRow | undefined> {
    const [row] = await this.db.select().from(magicLinks).where(eq(magicLinks.id, id));
    return row;
  }

  /**
   * Marks an unused, unexpired link used, in one statement: of any number of simultaneous
   * openings exactly one gets the row back.
   */
  async consume(id: string, tokenHash: string): Promise<MagicLinkRow | undefined> {
    const [row] = await this.db
      .update(magicLinks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(magicLinks.id, id),
          eq(magicLinks.tokenHash, tokenHash),
          isNull(magicLinks.usedAt),
          gt(magicLinks.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row;
  }

  /** Records who signed in and the session family held for the asking browser. */
  async attachSession(id: string, userId: string, heldFamilyId: string): Promise<void> {
    await this.db.update(magicLinks).set({ userId, heldFamilyId }).where(eq(magicLinks.id, id));
  }

  /** Takes the held family for the asking browser, once: a second poll gets nothing. */
  async handOver(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .update(magicLinks)
      .set({ handedOverAt: sql`now()` })
      .where(
        and(
          eq(magicLinks.id, id),
          isNotNull(magicLinks.heldFamilyId),
          isNull(magicLinks.handedOverAt),
        ),
      )
      .returning({ familyId: magicLinks.heldFamilyId });
    return row?.familyId ?? undefined;
  }
}
