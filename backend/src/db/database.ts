import { Logger } from '@nestjs/common';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either so a service can span several in one transaction. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const logger = new Logger('PostgreSQL');

/**
 * The connection pool. While PostgreSQL is down a call fails within seconds (503 on the API, a
 * retried job in a worker) instead of waiting, and an idle connection the server drops (restart,
 * outage) is logged and replaced on next use: unhandled, that error would end the process.
 */
export function createPool(url: string, max: number): Pool {
  const pool = new Pool({
    connectionString: url,
    max,
    application_name: 'teewatch',
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', (error) => logger.warn(`Lost an idle connection: ${error.message}`));
  return pool;
}

export function createDatabase(pool: Pool): Database {
  return drizzle(pool, { schema });
}
