import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { type ContactRow, contacts } from '../../db/schema/index.js';
import { type Owner, ownedBy, ownerColumns } from '../../infra/owners/owner.js';

@Injectable()
export class ContactsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(owner: Owner): Promise<ContactRow[]> {
    return this.db
      .select()
      .from(contacts)
      .where(ownedBy(contacts, owner))
      .orderBy(asc(contacts.createdAt));
  }

  async find(owner: Owner, id: string): Promise<ContactRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.id, id), ownedBy(contacts, owner)));
    return row;
  }

  async findByValue(owner: Owner, kind: string, value: string): Promise<ContactRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contacts)
      .where(and(ownedBy(contacts, owner), eq(contacts.kind, kind), eq(contacts.value, value)));
    return row;
  }

  async create(owner: Owner, kind: string, value: string): Promise<ContactRow> {
    const [row] = await this.db
      .insert(contacts)
      .values({ ...ownerColumns(owner), kind, value })
      .returning();
    return row!;
  }

  /** A verified contact, created already verified (an account's own sign-in address). */
  async createVerified(owner: Owner, kind: string, value: string): Promise<void> {
    await this.db
      .insert(contacts)
      .values({ ...ownerColumns(owner), kind, value, verifiedAt: sql`now()` });
  }

  async setChallenge(id: string, hash: string, expiresAt: Date): Promise<void> {
    await this.db
      .update(contacts)
      .set({
        verificationHash: hash,
        verificationExpiresAt: expiresAt,
        verificationAttempts: 0,
      })
      .where(eq(contacts.id, id));
  }

  /** Counts a code guess; answers the attempts made so far, this one included. */
  async countAttempt(id: string): Promise<number> {
    const [row] = await this.db
      .update(contacts)
      .set({ verificationAttempts: sql`${contacts.verificationAttempts} + 1` })
      .where(eq(contacts.id, id))
      .returning({ attempts: contacts.verificationAttempts });
    return row?.attempts ?? 0;
  }

  /** Marks verified the contact whose open challenge has this hash; one winner if raced. */
  async verifyByHash(hash: string, now: Date): Promise<ContactRow | undefined> {
    const [row] = await this.db
      .update(contacts)
      .set({ verifiedAt: now, verificationHash: null, verificationExpiresAt: null })
      .where(
        and(
          eq(contacts.verificationHash, hash),
          isNull(contacts.verifiedAt),
          sql`${contacts.verificationExpiresAt} > ${now}`,
        ),
      )
      .returning();
    return row;
  }

  verified(owner: Owner, kind: string): Promise<ContactRow[]> {
    return this.db
      .select()
      .from(contacts)
      .where(
        and(
          ownedBy(contacts, owner),
          eq(contacts.kind, kind),
          isNotNull(contacts.verifiedAt),
          isNull(contacts.optedOutAt),
        ),
      )
      .orderBy(asc(contacts.createdAt));
  }

  async markOptedOut(id: string): Promise<void> {
    await this.db
      .update(contacts)
      .set({ optedOutAt: sql`now()` })
      .where(eq(contacts.id, id));
  }

  async removeById(id: string): Promise<void> {
    await this.db.delete(contacts).where(eq(contacts.id, id));
  }

  async remove(owner: Owner, id: string): Promise<number> {
    const rows = await this.db
      .delete(contacts)
      .where(and(eq(contacts.id, id), ownedBy(contacts, owner)))
      .returning({ id: contacts.id });
    return rows.length;
  }
}
