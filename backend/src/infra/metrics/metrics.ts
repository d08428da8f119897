import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { queueNames } from '@teewatch/contracts';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { OutboxService } from '../outbox/outbox.service.js';
import { QueueRegistry } from '../queue/queue.registry.js';
import { SharedMetrics } from './shared-metrics.js';
import { sharedMetric } from './shared-metrics.collector.js';

export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

/** Prometheus metrics of this process: runtime defaults, HTTP latency, queue depth, outbox backlog. */
@Injectable()
export class Metrics implements OnModuleInit {
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(
    @Inject(METRICS_REGISTRY) readonly registry: Registry,
    private readonly queues: QueueRegistry,
    private readonly outbox: OutboxService,
    private readonly shared: SharedMetrics,
  ) {
    this.httpDuration = new Histogram({
      name: 'teewatch_http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
  }

  onModuleInit(): void {
    collectDefaultMetrics({ register: this.registry, prefix: 'teewatch_' });
    const queues = this.queues;
    new Gauge({
      name: 'teewatch_queue_jobs',
      help: 'Jobs per queue and state, read from Redis at scrape time',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        for (const name of queueNames) {
          const counts = await queues
            .get(name)
            .getJobCounts('waiting', 'active', 'delayed', 'failed');
          for (const [state, count] of Object.entries(counts))
            this.set({ queue: name, state }, count);
        }
      },
    });
    const outbox = this.outbox;
    new Gauge({
      name: 'teewatch_outbox_unpublished_events',
      help: 'Domain events committed but not yet moved to their queue',
      registers: [this.registry],
      async collect() {
        this.set(await outbox.countUnpublished());
      },
    });
    // Recorded by the scanner workers, which have no HTTP server of their own.
    for (const [key, type, help] of [
      [
        'tee_sheet_requests',
        'counter',
        'HTTP requests to tee-sheet platforms by outcome (ok or error kind)',
      ],
      ['tee_sheet_request_duration_seconds', 'histogram', 'Tee-sheet platform request latency'],
      ['tee_sheet_retries', 'counter', 'Retries of tee-sheet requests by error kind'],
      [
        'tee_sheet_fetches',
        'counter',
        'Tee-sheet reads (a course-date, or a club group on one date) by outcome',
      ],
      [
        'tee_sheet_release_watches',
        'counter',
        'Course-dates read hard at their release, by platform and whether they opened meanwhile',
      ],
      [
        'tee_sheet_reads_handed_back',
        'counter',
        'Reads turned away because their platform had all its scan slots busy (planned again next turn)',
      ],
      [
        'tee_sheet_budget_used_ratio',
        'gauge',
        "Share of each platform's request budget used over the last minute",
      ],
      [
        'tee_sheet_slots_skipped',
        'counter',
        'Unreadable slots in otherwise good tee-sheet answers',
      ],
      [
        'tee_sheet_breaker_state',
        'gauge',
        'Circuit breaker per platform: 0 closed, 1 half open, 2 open',
      ],
    ] as const) {
      this.registry.registerMetric(sharedMetric(this.shared, key, type, help) as never);
    }
  }
}
