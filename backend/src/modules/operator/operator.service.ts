import { Injectable } from '@nestjs/common';
import {
  errorCodes,
  type OperatorChannel,
  type OperatorOverview,
  type OperatorPlatform,
  type OperatorQueue,
  type QueueName,
  queueNames,
} from '@teewatch/contracts';
import { AppError } from '../../infra/http/app-error.js';
import { SharedMetrics } from '../../infra/metrics/shared-metrics.js';
import { QueueRegistry } from '../../infra/queue/queue.registry.js';
import { breakerStateValue } from '../../providers/tee-sheet/shared-tee-sheet.metrics.js';
import { teeSheetPlatforms } from '../../providers/tee-sheet/tee-sheet.provider.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { TeeTimesService } from '../tee-times/tee-times.service.js';
import { OperatorRepository } from './operator.repository.js';

/** Failed jobs listed per queue, newest first. */
const FAILED_JOBS_SHOWN = 20;
const DAY_MS = 24 * 3600 * 1000;
const channels = ['push', 'email', 'sms'] as const;
const breakerNames = Object.fromEntries(
  Object.entries(breakerStateValue).map(([name, value]) => [value, name]),
) as Record<number, OperatorPlatform['breaker']>;

/**
 * The operator console's picture of the system (docs/operations.md): queues from Redis, the
 * scanner's platform figures from the shared metrics the workers write, deliveries, bookings and
 * the outbox from PostgreSQL.
 */
@Injectable()
export class OperatorService {
  constructor(
    private readonly repository: OperatorRepository,
    private readonly queues: QueueRegistry,
    private readonly shared: SharedMetrics,
    private readonly teeTimes: TeeTimesService,
    private readonly alerts: AlertsService,
  ) {}

  async overview(now = new Date()): Promise<OperatorOverview> {
    const since = new Date(now.getTime() - DAY_MS);
    const [queues, platforms, deliveries, bookings, outbox] = await Promise.all([
      Promise.all(queueNames.map((name) => this.queue(name))),
      this.platforms(now),
      this.repository.deliveriesSince(since),
      this.repository.bookingsSince(since),
      this.repository.outboxBacklog(),
    ]);
    return {
      generatedAt: now.toISOString(),
      queues,
      platforms,
      channels: channels.map((channel): OperatorChannel => ({
        channel,
        outcomes: Object.fromEntries(
          deliveries.filter((row) => row.channel === channel).map((row) => [row.status, row.count]),
        ),
      })),
      bookings: Object.fromEntries(bookings.map((row) => [row.status, row.count])),
      outbox: {
        unpublished: outbox.unpublished,
        oldestSeconds: outbox.oldest ? (now.getTime() - outbox.oldest.getTime()) / 1000 : null,
      },
    };
  }

  /** Runs a failed job again; 400 for a queue TeeWatch does not have, 404 for no such failed job. */
  async retry(queue: string, jobId: string): Promise<void> {
    if (!queueNames.includes(queue as QueueName)) {
      throw new AppError(400, errorCodes.validationFailed, `queue: no queue named ${queue}`, [
        { field: 'queue', message: `no queue named ${queue}` },
      ]);
    }
    const job = await this.queues.get(queue as QueueName).getJob(jobId);
    if (!job || !(await job.isFailed())) {
      throw new AppError(404, errorCodes.notFound, `No failed job ${jobId} in the ${queue} queue.`);
    }
    await job.retry('failed');
  }

  private async queue(name: QueueName): Promise<OperatorQueue> {
    const queue = this.queues.get(name);
    const counts = await queue.getJobCounts(
      'waiting',
      'prioritized',
      'active',
      'delayed',
      'failed',
    );
    const failed = await queue.getJobs(['failed'], 0, FAILED_JOBS_SHOWN - 1, false);
    return {
      name,
      // Prioritized jobs wait too: BullMQ keeps them in a list of their own.
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      failedJobs: failed.map((job) => ({
        id: String(job.id),
        name: job.name,
        failedReason: job.failedReason ?? '',
        attemptsMade: job.attemptsMade,
        failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      })),
    };
  }

  private async platforms(now: Date): Promise<OperatorPlatform[]> {
    const [used, breakers, requests, cadence] = await Promise.all([
      this.shared.read('tee_sheet_budget_used_ratio'),
      this.shared.read('tee_sheet_breaker_state'),
      this.shared.read('tee_sheet_requests'),
      this.alerts.watchedCourseDates(now).then((watched) => this.teeTimes.cadence(watched, now)),
    ]);
    const of = (rows: typeof used, platform: string) =>
      rows.filter((row) => row.labels.platform === platform);
    return teeSheetPlatforms.map((platform) => {
      const watched = cadence.get(platform);
      const lags = watched?.lagsSeconds ?? [];
      return {
        platform,
        budgetUsed: of(used, platform)[0]?.value ?? null,
        breaker: breakerNames[of(breakers, platform)[0]?.value ?? 0] ?? 'closed',
        requests: Object.fromEntries(
          of(requests, platform).map((row) => [row.labels.outcome ?? 'unknown', row.value]),
        ),
        watched: watched?.watched ?? 0,
        behind: watched?.behind ?? 0,
        lagMeanSeconds: lags.length ? lags.reduce((a, b) => a + b, 0) / lags.length : null,
        lagMaxSeconds: lags.length ? Math.max(...lags) : null,
      };
    });
  }
}
