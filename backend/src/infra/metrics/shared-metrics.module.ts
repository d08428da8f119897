import { Global, Module } from '@nestjs/common';
import { SharedMetrics } from './shared-metrics.js';

@Global()
@Module({ providers: [SharedMetrics], exports: [SharedMetrics] })
export class SharedMetricsModule {}
