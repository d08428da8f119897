import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Gauge, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from '../../infra/metrics/metrics.js';
import { TeeTimesService } from './tee-times.service.js';

/**
 * Scan lag per course-date: seconds since its tee sheet was last read, from the database at scrape
 * time. Registered by the API, which serves /metrics.
 */
@Injectable()
export class TeeTimesMetrics implements OnModuleInit {
  constructor(
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    private readonly teeTimes: TeeTimesService,
  ) {}

  onModuleInit(): void {
    const teeTimes = this.teeTimes;
    new Gauge({
      name: 'teewatch_scan_lag_seconds',
      help: 'Seconds since each course-date tee sheet was last read',
      labelNames: ['course', 'platform', 'date'],
      registers: [this.registry],
      async collect() {
        this.reset();
        const now = Date.now();
        for (const row of await teeTimes.lastChecks()) {
          this.set(
            { course: row.courseId, platform: row.platform, date: row.date },
            (now - row.lastCheckedAt.getTime()) / 1000,
          );
        }
      },
    });
  }
}
