import { Pool } from 'pg';
import { createDatabase, type Database } from '../../backend/src/db/database.js';
import { testEnv } from './test-env.js';

/** Direct database access for arranging and checking test data. */
export function openTestDatabase(): { pool: Pool; db: Database; close: () => Promise<void> } {
  const pool = new Pool({ connectionString: testEnv.DATABASE_URL, max: 3 });
  return { pool, db: createDatabase(pool), close: () => pool.end() };
}

/**
 * Empties what tests make: everything owned hangs off grants and codes (cascade); the form demo's
 * submissions belong to nobody, so they are named too.
 */
export async function truncateAll(pool: Pool): Promise<void> {
  await pool.query(
    'truncate access_grants, access_codes, alert_matches, outbox, form_submissions cascade',
  );
}
