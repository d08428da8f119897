import { Injectable } from '@nestjs/common';
import { SharedMetrics } from '@teewatch/backend/infra/metrics/shared-metrics';
import { QueueRegistry } from '@teewatch/backend/infra/queue/queue.registry';
import { AlertsService } from '@teewatch/backend/modules/alerts/alerts.service';
import { AutoBookingService } from '@teewatch/backend/modules/one-click-booking/auto-booking.service';
import {
  RELEASE_WATCH_LEAD_MS,
  ReleaseReads,
} from '@teewatch/backend/modules/tee-times/release-reads';
import { ScanPlanner } from '@teewatch/backend/modules/tee-times/scan-planner';
import { type WatchedCourseDate } from '@teewatch/backend/modules/tee-times/tee-times.service';
import { TeeSheetProviders } from '@teewatch/backend/providers/tee-sheet/tee-sheet.providers';
import { type JobHandler } from '../runtime/job-handler.js';

/** Scans waiting beyond this are not topped up: the platforms' budgets, not the planner, set the pace. */
const MAX_WAITING_SCANS = 500;

/**
 * Every few seconds: queue a scan for each due course-date, the ones alerts and waiting automatic
 * bookings watch first (a course-date already queued is not queued twice: see the scan job's
 * options), queue a watch of each watched course-date released before the next turn, and report
 * how much of each platform's request budget the last minute used.
 */
@Injectable()
export class PlanScansHandler implements JobHandler {
  readonly queue = 'plan' as const;
  readonly name = 'plan-scans';

  constructor(
    private readonly planner: ScanPlanner,
    private readonly releases: ReleaseReads,
    private readonly alerts: AlertsService,
    private readonly agent: AutoBookingService,
    private readonly queues: QueueRegistry,
    private readonly providers: TeeSheetProviders,
    private readonly metrics: SharedMetrics,
  ) {}

  async handle(): Promise<{ queued: number; releases: number }> {
    for (const [platform, used] of Object.entries(this.providers.budgetsUsed()))
      this.metrics.set('tee_sheet_budget_used_ratio', { platform }, used);
    const scan = this.queues.get('scan');
    const room =
      MAX_WAITING_SCANS - (await scan.getWaitingCount()) - (await scan.getPrioritizedCount());
    const now = new Date();
    const watched = together([
      ...(await this.alerts.watchedCourseDates(now)),
      ...(await this.agent.watchedCourseDates(now)),
    ]);
    // A release is a minute in the day: it is watched even when the queue is full.
    const releases = await this.releases.due(watched, now);
    await this.queues.enqueue(
      'read-at-release',
      releases.map(({ linkId, date, opensAt }) => [
        { linkId, date, opensAt: opensAt.toISOString() },
        Math.max(0, opensAt.getTime() - RELEASE_WATCH_LEAD_MS - now.getTime()),
      ]),
    );
    if (room <= 0) return { queued: 0, releases: releases.length };
    const due = await this.planner.dueScans(watched, now, room);
    await this.queues.enqueue(
      'scan-course-date',
      due.map(({ linkId, date, priority, delayMs }) => [{ linkId, date }, priority, delayMs]),
    );
    return { queued: due.length, releases: releases.length };
  }
}

/** One entry per course-date, its watchers added up. */
function together(watched: WatchedCourseDate[]): WatchedCourseDate[] {
  const byKey = new Map<string, WatchedCourseDate>();
  for (const each of watched) {
    const key = `${each.linkId}|${each.date}`;
    const known = byKey.get(key);
    byKey.set(
      key,
      known
        ? {
            ...known,
            watchers: known.watchers + each.watchers,
            autoBookings: (known.autoBookings ?? 0) + (each.autoBookings ?? 0),
          }
        : each,
    );
  }
  return [...byKey.values()];
}
