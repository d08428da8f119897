import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { type DbExecutor } from '../../db/database.js';
import { type CourseRow, type ProviderLinkRow } from '../../db/schema/index.js';
import { type DomainEvent, OutboxService } from '../../infra/outbox/outbox.service.js';
import { addDays, denverDate } from '../../infra/time/denver-time.js';
import { TeeSheetError } from '../../providers/tee-sheet/tee-sheet.errors.js';
import { type ProviderLink } from '../../providers/tee-sheet/tee-sheet.provider.js';
import { TeeSheetProviders } from '../../providers/tee-sheet/tee-sheet.providers.js';
import { PlatformBulkhead } from './platform-bulkhead.js';
import { isBehind, watchedIntervalSeconds } from './scan-cadence.js';
import { diffTeeSheet, findingKinds, type SlotChange } from './scan-diff.js';
import { TeeTimesRepository } from './tee-times.repository.js';

export interface WatchedCourseDate {
  linkId: string;
  platform?: string;
  date: string;
  watchers: number;
}

/** Per platform: how many course-dates alerts watch and how many are behind their cadence. */
export type Cadence = Map<string, { watched: number; behind: number }>;
export interface PlannedScan {
  linkId: string;
  date: string;
  priority: number;
}

/** The BullMQ priority of a read nobody watches; watched reads come before it (1 and 2). */
export const BASELINE_SCAN_PRIORITY = 10;

export type ScanOutcome =
  /** `firstRead`: the course-date's first read, whose slots are the baseline and not news. */
  | { status: 'ok'; openSlots: number; changes: Record<string, number>; firstRead: boolean }
  | { status: 'error'; error: string; kind: string }
  /** Not read: its platform already has its share of the scans under way (PlatformBulkhead). */
  | { status: 'handed_back'; platform: string };

/** Reads tee sheets and keeps the tee-time snapshot, its change history and the events in step. */
@Injectable()
export class TeeTimesService {
  constructor(
    private readonly repository: TeeTimesRepository,
    private readonly providers: TeeSheetProviders,
    private readonly outbox: OutboxService,
    private readonly bulkhead: PlatformBulkhead,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Scans one course-date: fetch, diff against the stored snapshot, then in one transaction write
   * the slots, the changes, TeeTimeFound / TeeTimeGone events and the time of the check. The first
   * successful read of a course-date only stores the sheet: slots open before TeeWatch looked are
   * not openings (a golfer sees them on /alerts), and announcing them would notify every alert on
   * that date at once. A platform failure is recorded on the course-date and answered, not thrown:
   * the next planned scan retries.
   */
  /** `watched`: someone watches the course-date (see PlatformBulkhead for why it matters). */
  async scanCourseDate(
    linkId: string,
    date: string,
    signal?: AbortSignal,
    { watched = true } = {},
  ): Promise<ScanOutcome> {
    const found = await this.repository.findLinkWithCourse(linkId);
    if (!found)
      return { status: 'error', error: `No provider link ${linkId}`, kind: 'unknown_link' };
    const { link, course } = found;
    const release = this.bulkhead.tryEnter(link.platform, { watched });
    if (!release) return { status: 'handed_back', platform: link.platform };
    try {
      return await this.readAndRecord(link, course, date, signal);
    } finally {
      release();
    }
  }

  private async readAndRecord(
    link: ProviderLinkRow,
    course: CourseRow,
    date: string,
    signal?: AbortSignal,
  ): Promise<ScanOutcome> {
    const linkId = link.id;
    let fetched;
    try {
      fetched = await this.providers.get(link.platform as ProviderLink['platform']).fetchTeeTimes(
        {
          link: { platform: link.platform, ids: link.ids } as ProviderLink,
          date,
          courseBookingUrl: course.bookingUrl ?? course.website ?? '',
        },
        signal,
      );
    } catch (error) {
      // A scan given up at shutdown says nothing about the platform: nothing is recorded.
      if (!(error instanceof TeeSheetError) || error.kind === 'aborted') throw error;
      await this.repository.markChecked(linkId, date, { status: 'error', error: error.message });
      return { status: 'error', error: error.message, kind: error.kind };
    }

    return this.repository.transaction(async (tx) => {
      const snapshot = await this.repository.lockSnapshot(tx, linkId, date);
      const baseline = !(await this.repository.wasReadBefore(tx, linkId, date));
      const diff = diffTeeSheet(snapshot, fetched);
      const written = await this.repository.upsertSlots(tx, linkId, course.id, diff.upserts);
      await this.repository.deleteSlots(
        tx,
        diff.removals.map((slot) => slot.id),
      );
      const changes = diff.changes.map((change) => ({
        ...change,
        teeTimeId: change.teeTimeId ?? written.get(change.slot!.slotRef)!,
      }));
      if (!baseline) {
        await this.repository.recordChanges(tx, course.id, changes);
        await this.publish(tx, changes, { courseId: course.id, date });
      }
      const openSlots =
        snapshot.length -
        diff.removals.length +
        diff.changes.filter((c) => c.kind === 'new').length;
      await this.repository.markChecked(linkId, date, { status: 'ok', openSlots }, tx);
      return {
        status: 'ok',
        openSlots,
        changes: baseline ? {} : countKinds(changes),
        firstRead: baseline,
      };
    });
  }

  /**
   * What to scan next, most urgent first: course-dates active alerts watch (today and tomorrow every
   * SOON interval, later dates every WATCHED interval; nearer dates and more watchers first), then the
   * unwatched baseline. `priority` is BullMQ's (1 is most urgent). A watched course-date is planned
   * on the planner's turn before its interval runs out, not the one after: the gap between two
   * reads is then at most its interval, not the interval plus a planner turn.
   */
  async dueScans(watched: WatchedCourseDate[], now: Date, limit: number): Promise<PlannedScan[]> {
    const today = denverDate(now);
    const tomorrow = addDays(today, 1);
    const checks = await this.repository.lastChecksOf([...new Set(watched.map((w) => w.linkId))]);
    const lastChecked = new Map(
      checks.map((c) => [`${c.linkId}|${c.date}`, c.lastCheckedAt.getTime()]),
    );
    const dueWatched = watched
      .filter(({ linkId, date }) => {
        const interval = watchedIntervalSeconds(this.config, date, today);
        const seconds = interval - Math.min(this.config.SCAN_PLAN_EVERY_SECONDS, interval / 2);
        return (lastChecked.get(`${linkId}|${date}`) ?? 0) <= now.getTime() - seconds * 1000;
      })
      .sort((a, b) => a.date.localeCompare(b.date) || b.watchers - a.watchers)
      .slice(0, limit)
      .map(({ linkId, date }) => ({ linkId, date, priority: date <= tomorrow ? 1 : 2 }));
    const planned = new Set(dueWatched.map((scan) => `${scan.linkId}|${scan.date}`));
    const baseline = (await this.dueBaselineScans(now, limit))
      .filter(({ linkId, date }) => !planned.has(`${linkId}|${date}`))
      .slice(0, limit - dueWatched.length)
      .map(({ linkId, date }) => ({ linkId, date, priority: BASELINE_SCAN_PRIORITY }));
    return [...dueWatched, ...baseline];
  }

  /** Whether the watched course-dates are read as often as planned, per platform. */
  async cadence(watched: WatchedCourseDate[], now: Date): Promise<Cadence> {
    const today = denverDate(now);
    const checks = await this.repository.lastChecksOf([...new Set(watched.map((w) => w.linkId))]);
    const lastChecked = new Map(checks.map((c) => [`${c.linkId}|${c.date}`, c.lastCheckedAt]));
    const cadence: Cadence = new Map();
    for (const { linkId, platform = 'unknown', date } of watched) {
      const counts = cadence.get(platform) ?? { watched: 0, behind: 0 };
      counts.watched += 1;
      const interval = watchedIntervalSeconds(this.config, date, today);
      if (isBehind(interval, lastChecked.get(`${linkId}|${date}`) ?? null, now)) counts.behind += 1;
      cadence.set(platform, counts);
    }
    return cadence;
  }

  /** The course-dates of the unwatched baseline that are due, oldest check first. */
  dueBaselineScans(now: Date, limit: number) {
    const today = denverDate(now);
    const dates = Array.from({ length: this.config.SCAN_BASELINE_DAYS + 1 }, (_, day) =>
      addDays(today, day),
    );
    const staleBefore = new Date(now.getTime() - this.config.SCAN_BASELINE_INTERVAL_SECONDS * 1000);
    return this.repository.findStaleCourseDates(
      dates,
      staleBefore,
      this.config.SCAN_SIMULATED_LINKS,
      limit,
    );
  }

  lastChecks() {
    return this.repository.lastChecks();
  }

  prunePast(now = new Date()) {
    return this.repository.prunePast(now, denverDate(now));
  }

  /** One event per slot and scan: TeeTimeGone, or TeeTimeFound with the first reason to look. */
  private async publish(
    tx: DbExecutor,
    changes: (SlotChange & { teeTimeId: string })[],
    where: { courseId: string; date: string },
  ) {
    const announced = new Set<string>();
    const events: DomainEvent[] = [];
    for (const change of changes) {
      if (announced.has(change.teeTimeId)) continue;
      if (change.kind === 'gone') {
        events.push({ type: 'TeeTimeGone', payload: { teeTimeId: change.teeTimeId, ...where } });
      } else if (findingKinds.has(change.kind)) {
        const reason = change.kind as 'new' | 'more_spots' | 'price_drop';
        events.push({ type: 'TeeTimeFound', payload: { teeTimeId: change.teeTimeId, reason } });
      } else continue;
      announced.add(change.teeTimeId);
    }
    await this.outbox.recordAll(tx, events);
  }
}

function countKinds(changes: SlotChange[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const change of changes) counts[change.kind] = (counts[change.kind] ?? 0) + 1;
  return counts;
}
