import { Inject, Injectable } from '@nestjs/common';
import { type EmailAttemptStatus } from '@teewatch/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { emailAttempts, type EmailAttemptRow } from '../../db/schema/index.js';
import { type Owner, ownedBy, ownerColumns } from '../../infra/owners/owner.js';

export type NewEmailAttempt = Pick<
  EmailAttemptRow,
  'type' | 'toAddress' | 'subject' | 'html' | 'text' | 'deliveryId'
>;

/**
 * The statuses an event may move an attempt from: a late Send event never undoes a delivery,
 * and a bounce after a delivery (it happens) wins.
 */
const MOVES_FROM: Record<EmailAttemptStatus, EmailAttemptStatus[]> = {
  pending: [],
  sent: ['pending'],
  delivered: ['pending', 'sent'],
  bounced: ['pending', 'sent', 'delivered'],
  failed: ['pending', 'sent'],
};

@Injectable()
export class EmailRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(owner: Owner, attempt: NewEmailAttempt): Promise<EmailAttemptRow> {
    const [row] = await this.db
      .insert(emailAttempts)
      .values({ ...ownerColumns(owner), ...attempt })
      .returning();
    return row!;
  }

  /** SES took it. Its events may have arrived first (they are fast): those statuses stay. */
  async markSent(id: string, providerMessageId: string): Promise<void> {
    await this.db
      .update(emailAttempts)
      .set({
        status: sql`case when ${emailAttempts.status} = 'pending' then 'sent' else ${emailAttempts.status} end`,
        providerMessageId,
        updatedAt: sql`now()`,
      })
      .where(eq(emailAttempts.id, id));
  }

  async markFailed(id: string, detail: string): Promise<void> {
    await this.db
      .update(emailAttempts)
      .set({ status: 'failed', detail, updatedAt: sql`now()` })
      .where(eq(emailAttempts.id, id));
  }

  /** Moves an attempt forward; answers whether anything changed. */
  async move(id: string, status: EmailAttemptStatus, detail: string | null): Promise<boolean> {
    const rows = await this.db
      .update(emailAttempts)
      .set({ status, detail, updatedAt: sql`now()` })
      .where(and(eq(emailAttempts.id, id), inArray(emailAttempts.status, MOVES_FROM[status])))
      .returning({ id: emailAttempts.id });
    return rows.length > 0;
  }

  async findOwned(owner: Owner, id: string): Promise<EmailAttemptRow | undefined> {
    const [row] = await this.db
      .select()
      .from(emailAttempts)
      .where(and(eq(emailAttempts.id, id), ownedBy(emailAttempts, owner)));
    return row;
  }

  recent(owner: Owner, limit: number): Promise<EmailAttemptRow[]> {
    return this.db
      .select()
      .from(emailAttempts)
      .where(ownedBy(emailAttempts, owner))
      .orderBy(desc(emailAttempts.createdAt))
      .limit(limit);
  }

  async latestOfType(owner: Owner, type: string, toAddress: string) {
    const [row] = await this.db
      .select()
      .from(emailAttempts)
      .where(
        and(
          ownedBy(emailAttempts, owner),
          eq(emailAttempts.type, type),
          eq(emailAttempts.toAddress, toAddress),
        ),
      )
      .orderBy(desc(emailAttempts.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Every earlier attempt at this delivery, each with whether it is still settling: no answer
   * from SES recorded yet, and younger than the wait for its Send event.
   */
  earlierAttempts(deliveryId: string, settleSeconds: number) {
    return this.db
      .select({
        id: emailAttempts.id,
        toAddress: emailAttempts.toAddress,
        status: emailAttempts.status,
        settling: sql<boolean>`${emailAttempts.createdAt} > now() - make_interval(secs => ${settleSeconds})`,
      })
      .from(emailAttempts)
      .where(eq(emailAttempts.deliveryId, deliveryId));
  }
}
