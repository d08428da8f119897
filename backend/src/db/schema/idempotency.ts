import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A request sent with an Idempotency-Key header (docs/resilience.md, "Idempotency-Key"): its
 * first answer, kept 24 hours, is the answer to every repeat of it. `status_code` is null while
 * the first is still being answered.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `user:<id>` or `grant:<id>`, so one golfer's keys never answer another. */
    ownerKey: text('owner_key').notNull(),
    key: text('key').notNull(),
    /** Method and path, `POST /api/search`. */
    request: text('request').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ownerKey, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
