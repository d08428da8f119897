import { sql } from 'drizzle-orm';
import { timeOrderedUuid } from './time-ordered-uuid.js';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Domain events written in the same transaction as the change they describe. The relay moves
 * unpublished rows onto BullMQ (jobId = id) and stamps `published_at`; housekeeping prunes old ones.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().default(timeOrderedUuid),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_unpublished_idx')
      .on(table.occurredAt)
      .where(sql`${table.publishedAt} is null`),
    index('outbox_published_idx')
      .on(table.publishedAt)
      .where(sql`${table.publishedAt} is not null`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
