import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { createApp } from '../../backend/src/app.factory.js';
import { type AppConfig } from '../../backend/src/config/config.schema.js';
import { testConfig } from './test-env.js';

/** The real API (same factory as production) on an in-process server, ready for supertest. */
export async function startTestApi(overrides: Parameters<typeof testConfig>[0] = {}): Promise<{
  app: NestFastifyApplication;
  config: AppConfig;
}> {
  const config = testConfig(overrides);
  const app = await createApp(config);
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
