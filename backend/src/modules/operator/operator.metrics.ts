import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Gauge, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from '../../infra/metrics/metrics.js';
import { OperatorRepository } from './operator.repository.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * What the operator console shows from the store, for Prometheus too: deliveries and bookings of
 * the last day, and how long the oldest unpublished event has waited. (Queue depths, platform
 * budgets, breakers and scan lag are registered by Metrics and TeeTimesMetrics.)
 */
@Injectable()
export class OperatorMetrics implements OnModuleInit {
  constructor(
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    private readonly repository: OperatorRepository,
  ) {}

  onModuleInit(): void {
    const { repository } = this;
    new Gauge({
      name: 'teewatch_deliveries_last_day',
      help: 'Deliveries made in the last 24 hours, per channel and status',
      labelNames: ['channel', 'status'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await repository.deliveriesSince(new Date(Date.now() - DAY_MS)))
          this.set({ channel: row.channel, status: row.status }, row.count);
      },
    });
    new Gauge({
      name: 'teewatch_bookings_last_day',
      help: 'Bookings started in the last 24 hours, per status',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await repository.bookingsSince(new Date(Date.now() - DAY_MS)))
          this.set({ status: row.status }, row.count);
      },
    });
    new Gauge({
      name: 'teewatch_outbox_oldest_unpublished_seconds',
      help: 'Seconds the oldest unpublished domain event has waited (0 when none waits)',
      registers: [this.registry],
      async collect() {
        const { oldest } = await repository.outboxBacklog();
        this.set(oldest ? (Date.now() - oldest.getTime()) / 1000 : 0);
      },
    });
  }
}
