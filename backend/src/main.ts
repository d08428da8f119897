import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { ConfigError, parseConfig } from './config/config.schema.js';

async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const app = await createApp(config);
  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  // A bad configuration is reported as the readable list it is, without a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
