import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { type AppConfig } from './config/config.schema.js';
import { type Clock } from './infra/time/clock.js';
import { ApiExceptionFilter } from './infra/http/exception.filter.js';
import { Metrics } from './infra/metrics/metrics.js';
import { refuseNulCharacters } from './infra/http/nul-characters.js';
import { addSecurityHeaders } from './infra/http/security-headers.js';
import { serveWebApp } from './infra/http/web-app.js';

/**
 * Builds the API exactly as production runs it; tests call this too, then `app.listen` or
 * `inject`, and may hand in a clock of their own.
 */
export async function createApp(config: AppConfig, clock?: Clock): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ trustProxy: config.TRUST_PROXY, bodyLimit: 256 * 1024 });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, clock),
    adapter,
    {
      bufferLogs: true,
    },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();

  await app.register(fastifyCookie);
  // Large answers (a day's tee times, an alert's matches) go out brotli or gzip; small ones are
  // not worth the CPU. The web app's files come precompressed (docs/web-app-delivery.md).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  addSecurityHeaders(app.getHttpAdapter().getInstance(), config.APP_ORIGIN);
  app.enableCors({ origin: new URL(config.APP_ORIGIN).origin, credentials: true });
  app.setGlobalPrefix('api', { exclude: ['metrics'] });
  app.useGlobalFilters(new ApiExceptionFilter());
  recordRequestDurations(app);
  refuseNulCharacters(app.getHttpAdapter().getInstance());

  const openApi = new DocumentBuilder()
    .setTitle('TeeWatch API')
    .setDescription(
      'Colorado tee-time alerts. Product calls need an access grant (cookie from POST /api/access-codes/validate).',
    )
    .setVersion('0.1.0')
    .addCookieAuth('teewatch_access')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));
  if (config.WEB_DIST_DIR) await serveWebApp(app, config.WEB_DIST_DIR);
  return app;
}

function recordRequestDurations(app: NestFastifyApplication): void {
  const histogram = app.get(Metrics).httpDuration;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', async (request, reply) => {
      histogram.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
}
