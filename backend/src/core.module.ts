import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module.js';
import { type AppConfig } from './config/config.schema.js';
import { DatabaseModule } from './db/database.module.js';
import { loggingOptions } from './infra/logging/logging.js';
import { SharedMetricsModule } from './infra/metrics/shared-metrics.module.js';
import { OutboxModule } from './infra/outbox/outbox.module.js';
import { QueueModule } from './infra/queue/queue.module.js';
import { RedisModule } from './infra/redis/redis.module.js';
import { type Clock, ClockModule } from './infra/time/clock.js';

/** What every TeeWatch process shares, the API and each worker role alike. */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(clock),
        LoggerModule.forRoot(loggingOptions(config)),
        DatabaseModule,
        RedisModule,
        QueueModule,
        OutboxModule,
        SharedMetricsModule,
      ],
    };
  }
}
