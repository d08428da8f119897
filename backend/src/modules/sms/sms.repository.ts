import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, gte } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { smsMessages } from '../../db/schema/index.js';
import { type Owner, ownedBy, ownerColumns } from '../../infra/owners/owner.js';

@Injectable()
export class SmsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async countSentSince(owner: Owner, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(smsMessages)
      .where(
        and(
          ownedBy(smsMessages, owner),
          eq(smsMessages.status, 'sent'),
          gte(smsMessages.createdAt, since),
        ),
      );
    return row?.n ?? 0;
  }

  async record(
    owner: Owner,
    message: { to: string; kind: string; body: string },
    status: string,
    providerMessageId: string | null,
  ): Promise<void> {
    await this.db.insert(smsMessages).values({
      ...ownerColumns(owner),
      toNumber: message.to,
      kind: message.kind,
      body: message.body,
      status,
      providerMessageId,
    });
  }
}
