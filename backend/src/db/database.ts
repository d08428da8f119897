import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either so a service can span several in one transaction. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export function createPool(url: string, max: number): Pool {
  return new Pool({ connectionString: url, max, application_name: 'teewatch' });
}

export function createDatabase(pool: Pool): Database {
  return drizzle(pool, { schema });
}
