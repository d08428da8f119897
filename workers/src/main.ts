import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, parseConfig } from '@teewatch/backend/config/config.schema';
import { Logger } from 'nestjs-pino';
import { parseRoles } from './roles.js';
import { WorkersModule } from './workers.module.js';

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const roles = parseRoles(config.WORKER_ROLES);
  const app = await NestFactory.createApplicationContext(WorkersModule.forRoles(config, roles), {
    bufferLogs: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  await app.init();
  logger.log(`Worker running roles: ${roles.join(', ')}`);

  // On SIGTERM or Ctrl-C: stop taking jobs, let active ones finish, close connections, exit 0.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: finishing active jobs before exit`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
