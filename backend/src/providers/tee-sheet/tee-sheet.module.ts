import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { SharedMetrics } from '../../infra/metrics/shared-metrics.js';
import { sharedTeeSheetMetrics } from './shared-tee-sheet.metrics.js';
import { teeSheetSettingsFromConfig } from './tee-sheet.config.js';
import { TeeSheetProviders } from './tee-sheet.providers.js';

/** The tee-sheet adapters, configured from the environment (real platforms or the sandbox). */
@Global()
@Module({
  providers: [
    {
      provide: TeeSheetProviders,
      inject: [APP_CONFIG, SharedMetrics],
      useFactory: (config: AppConfig, shared: SharedMetrics) =>
        TeeSheetProviders.fromSettings(teeSheetSettingsFromConfig(config), {
          metrics: sharedTeeSheetMetrics(shared),
        }),
    },
  ],
  exports: [TeeSheetProviders],
})
export class TeeSheetModule {}
