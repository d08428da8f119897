import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import request from 'supertest';
import { createApp } from '../../backend/src/app.factory.js';
import { type AppConfig } from '../../backend/src/config/config.schema.js';
import { type Database } from '../../backend/src/db/database.js';
import { type Clock } from '../../backend/src/infra/time/clock.js';
import { anAccessCode } from '../factories/access-code.factory.js';
import { testConfig } from './test-env.js';

/**
 * The real API (same factory as production) on an in-process server, ready for supertest; a
 * test that moves time hands in its own clock.
 */
export async function startTestApi(
  overrides: Parameters<typeof testConfig>[0] = {},
  clock?: Clock,
): Promise<{
  app: NestFastifyApplication;
  config: AppConfig;
}> {
  const config = testConfig(overrides);
  const app = await createApp(config, clock);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { app, config };
}

/** Clears the access-code guessing counters between tests. */
export async function resetThrottle(config: AppConfig): Promise<void> {
  const redis = new Redis(config.REDIS_URL);
  const keys = await redis.keys(`${config.QUEUE_PREFIX}:access-failures*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

/** A browser that has passed the gate: validates a fresh code and returns its grant cookie. */
export async function grantedCookie(app: NestFastifyApplication, db: Database): Promise<string> {
  const code = await anAccessCode(db);
  const response = await request(app.getHttpServer())
    .post('/api/access-codes/validate')
    .send({ code: code.code });
  const cookies = response.headers['set-cookie'] as unknown as string[];
  return cookies.find((cookie) => cookie.startsWith('teewatch_access='))!.split(';')[0]!;
}
