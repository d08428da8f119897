import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { type AppConfig } from './config/config.schema.js';
import { CoreModule } from './core.module.js';
import { SameOriginGuard } from './infra/http/same-origin.guard.js';
import { MetricsModule } from './infra/metrics/metrics.module.js';
import { AccessGuard } from './modules/access/access.guard.js';
import { AccessModule } from './modules/access/access.module.js';
import { HealthModule } from './modules/health/health.module.js';

/** The HTTP API; with WEB_DIST_DIR set it also serves the web app on the same origin. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const webApp = config.WEB_DIST_DIR
      ? [
          ServeStaticModule.forRoot({
            rootPath: config.WEB_DIST_DIR,
            exclude: ['/api/{*path}', '/metrics'],
            serveStaticOptions: { maxAge: '1h' },
          }),
        ]
      : [];
    return {
      module: AppModule,
      imports: [CoreModule.forRoot(config), MetricsModule, HealthModule, AccessModule, ...webApp],
      // Order matters: a cross-site request is refused before its access grant is even looked up.
      providers: [
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}
