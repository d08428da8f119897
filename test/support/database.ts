import { Pool } from 'pg';
import { createDatabase, type Database } from '../../backend/src/db/database.js';
import { testEnv } from './test-env.js';

/** Direct database access for arranging and checking test data. */
export function openTestDatabase(): { pool: Pool; db: Database; close: () => Promise<void> } {
  const pool = new Pool({ connectionString: testEnv.DATABASE_URL, max: 3 });
  return { pool, db: createDatabase(pool), close: () => pool.end() };
}

const DEADLOCK_DETECTED = '40P01';

/**
 * Empties what tests make: everything owned hangs off grants and codes (cascade); the form demo's
 * submissions belong to nobody, so they are named too. A test's API may still be finishing
 * background work in a transaction; when that transaction and the truncate lock the same tables
 * in opposite orders, PostgreSQL picks the truncate as the deadlock's victim, and it tries again.
 */
export async function truncateAll(pool: Pool): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query(
        'truncate access_grants, access_codes, alert_matches, outbox, form_submissions cascade',
      );
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
