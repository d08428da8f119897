import { sql } from 'drizzle-orm';

/**
 * Default for ids of tables written in bulk (matches, outbox events): uuid_v7() (migration 0007)
 * puts the time first, so new rows land at the end of the primary-key index instead of on random
 * pages of it. PostgreSQL 18's built-in uuidv7() can replace it.
 */
export const timeOrderedUuid = sql`uuid_v7()`;
