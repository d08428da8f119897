import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { type Database, type DbExecutor } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { outbox, type OutboxRow } from '../../db/schema/index.js';

@Injectable()
export class OutboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(
    executor: DbExecutor,
    events: { type: string; payload: unknown }[],
  ): Promise<string[]> {
    if (events.length === 0) return [];
    const rows = await executor.insert(outbox).values(events).returning({ id: outbox.id });
    return rows.map((row) => row.id);
  }

  /**
   * Runs `publish` on the oldest unpublished events inside one transaction that holds their rows
   * (SKIP LOCKED lets several relays share the work), then stamps the ones it published.
   */
  async publishBatch(
    limit: number,
    publish: (
      rows: OutboxRow[],
    ) => Promise<{ published: string[]; failed?: { id: string; error: string } }>,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(isNull(outbox.publishedAt))
        .orderBy(asc(outbox.occurredAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const { published, failed } = await publish(rows);
      if (published.length > 0) {
        await tx
          .update(outbox)
          .set({ publishedAt: sql`now()` })
          .where(inArray(outbox.id, published));
      }
      if (failed) {
        await tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, lastError: failed.error })
          .where(eq(outbox.id, failed.id));
      }
      return published.length;
    });
  }

  async countUnpublished(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    return row?.count ?? 0;
  }

  async deletePublishedBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .delete(outbox)
      .where(and(isNotNull(outbox.publishedAt), lt(outbox.publishedAt, cutoff)))
      .returning({ id: outbox.id });
    return deleted.length;
  }
}
