import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { parseConfig } from '../config/config.schema.js';
import { createDatabase, createPool } from './database.js';

/** Checked-in SQL migrations; the same relative path holds from src/db and from dist/db. */
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/** Creates the database named in the URL when the server does not have it yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

export async function migrateDatabase(databaseUrl: string): Promise<void> {
  await ensureDatabase(databaseUrl);
  const pool = createPool(databaseUrl, 1);
  try {
    await migrate(createDatabase(pool), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await pool.end();
  }
}

if (import.meta.main) {
  const { DATABASE_URL } = parseConfig(process.env);
  migrateDatabase(DATABASE_URL).then(
    () => console.log(`Migrations applied to ${new URL(DATABASE_URL).pathname.slice(1)}.`),
    (error: unknown) => {
      console.error('Migration failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
