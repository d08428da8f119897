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
 * retried job in a worker) instead of waiting. A connection the server drops (restart, outage)
 * is logged and replaced on next use, whether it was idle or lent out between two queries of a
 * transaction: unhandled, its error event would end the process.
 */
export function createPool(url: string, max: number): Pool {
  const pool = new Pool({
    connectionString: url,
    max,
    application_name: 'teewatch',
    connectionTimeoutMillis: 5000,
  });
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn(`Lost a connection: ${error.message}`)),
  );
  // The pool repeats an idle connection's error, already logged by the connection's listener.
  pool.on('error', () => undefined);
  return pool;
}

export function createDatabase(pool: Pool): Database {
  return drizzle(pool, { schema });
}
