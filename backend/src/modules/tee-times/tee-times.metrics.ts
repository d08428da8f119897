import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Gauge, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from '../../infra/metrics/metrics.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { type Cadence, TeeTimesService } from './tee-times.service.js';

/** Within one scrape, the gauges that need the watched cadence share one reading of it. */
const SCRAPE_SECONDS = 1;

/**
 * Scan lag per course-date (seconds since its tee sheet was last read) and, per platform, how
 * many watched course-dates are behind their cadence and how long since they were read (docs/resilience.md, "Scan cadence"), from
 * the database at scrape time. Registered by the API, which serves /metrics.
 */
@Injectable()
export class TeeTimesMetrics implements OnModuleInit {
  constructor(
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    private readonly teeTimes: TeeTimesService,
    private readonly alerts: AlertsService,
  ) {}

  private lastCadence?: { at: number; cadence: Promise<Cadence> };

  private watchedCadence(): Promise<Cadence> {
    const now = new Date();
    if (!this.lastCadence || now.getTime() - this.lastCadence.at > SCRAPE_SECONDS * 1000) {
      this.lastCadence = {
        at: now.getTime(),
        cadence: this.alerts
          .watchedCourseDates(now)
          .then((watched) => this.teeTimes.cadence(watched, now)),
      };
    }
    return this.lastCadence.cadence;
  }

  onModuleInit(): void {
    const { teeTimes } = this;
    const watchedCadence = () => this.watchedCadence();
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
    new Gauge({
      name: 'teewatch_watched_course_dates',
      help: 'Course-dates active alerts watch, and how many of them are behind their read cadence',
      labelNames: ['platform', 'cadence'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [platform, { watched, behind }] of await watchedCadence()) {
          this.set({ platform, cadence: 'on_time' }, watched - behind);
          this.set({ platform, cadence: 'behind' }, behind);
        }
      },
    });
    new Gauge({
      name: 'teewatch_watched_scan_lag_seconds',
      help: 'Per platform, seconds since the watched course-dates were last read: their mean and the largest',
      labelNames: ['platform', 'statistic'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [platform, { lagsSeconds }] of await watchedCadence()) {
          if (lagsSeconds.length === 0) continue;
          const total = lagsSeconds.reduce((sum, lag) => sum + lag, 0);
          this.set({ platform, statistic: 'mean' }, total / lagsSeconds.length);
          this.set({ platform, statistic: 'max' }, Math.max(...lagsSeconds));
        }
      },
    });
  }
}
