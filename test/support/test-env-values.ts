/**
 * Integration tests use a database and a Redis keyspace of their own, so they never touch the
 * data of a running `npm start`.
 */
export const testEnv = {
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/teewatch_test',
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15',
  QUEUE_PREFIX: 'teewatch-test',
  LOG_LEVEL: 'silent',
  DEMO_ACCESS_CODE: '',
  OUTBOX_POLL_MS: '50',
} as const;
