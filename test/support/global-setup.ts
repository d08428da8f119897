import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Redis } from 'ioredis';
import { Client, Pool } from 'pg';
import { testEnv } from './test-env-values.ts';

/**
 * A fresh test database with the checked-in migrations applied, and an empty Redis db. Jest runs
 * this file outside its module system, so it imports packages only, not project sources.
 */
export default async function globalSetup(): Promise<void> {
  const url = new URL(testEnv.DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();

  const pool = new Pool({ connectionString: testEnv.DATABASE_URL, max: 1 });
  await migrate(drizzle(pool), {
    migrationsFolder: path.resolve(import.meta.dirname, '../../backend/drizzle'),
  });
  await pool.end();

  const redis = new Redis(testEnv.REDIS_URL);
  await redis.flushdb();
  await redis.quit();
}
