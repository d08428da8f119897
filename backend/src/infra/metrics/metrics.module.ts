import { Global, Module } from '@nestjs/common';
import { Registry } from 'prom-client';
import { Metrics, METRICS_REGISTRY } from './metrics.js';
import { MetricsController } from './metrics.controller.js';

@Global()
@Module({
  controllers: [MetricsController],
  providers: [{ provide: METRICS_REGISTRY, useFactory: () => new Registry() }, Metrics],
  exports: [Metrics, METRICS_REGISTRY],
})
export class MetricsModule {}
