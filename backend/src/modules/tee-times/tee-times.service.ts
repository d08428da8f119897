import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { type DbExecutor } from '../../db/database.js';
import { type CourseRow, type ProviderLinkRow } from '../../db/schema/index.js';
import { type DomainEvent, OutboxService } from '../../infra/outbox/outbox.service.js';
import { denverDate } from '../../infra/time/denver-time.js';
import { TeeSheetError } from '../../providers/tee-sheet/tee-sheet.errors.js';
import {
  type NormalizedTeeTime,
  type ProviderLink,
  type TeeSheetPlatform,
  type TeeSheetQuery,
} from '../../providers/tee-sheet/tee-sheet.provider.js';
import { backgroundReads } from '../../providers/tee-sheet/rate-limiter.js';
import { TeeSheetProviders } from '../../providers/tee-sheet/tee-sheet.providers.js';
import { SharedMetrics } from '../../infra/metrics/shared-metrics.js';
import { PlatformBulkhead } from './platform-bulkhead.js';
import { readerOfEachLink } from './read-groups.js';
import { isBehind, watchedIntervalSeconds } from './scan-cadence.js';
import { diffTeeSheet, findingKinds, type SlotChange } from './scan-diff.js';
import { TeeTimesRepository } from './tee-times.repository.js';

export interface WatchedCourseDate {
  linkId: string;
  platform?: string;
  date: string;
  watchers: number;
  /** Golfers whose queued automatic booking is at this very course-date. */
  autoBookings?: number;
}

/**
 * Per platform: how many course-dates alerts watch, how many are behind their cadence, and the
 * seconds since each read one was last read.
 */
export type Cadence = Map<string, { watched: number; behind: number; lagsSeconds: number[] }>;

/** `firstRead`: the course-date's first read, whose slots are the baseline and not news. */
type SheetRead = {
  status: 'ok';
  openSlots: number;
  changes: Record<string, number>;
  firstRead: boolean;
};

export type ScanOutcome =
  | SheetRead
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
    private readonly metrics: SharedMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Scans one course-date, and the other courses' of that date where the same request answers
   * them: fetch, diff against the stored snapshot, then in one transaction per course-date write
   * the slots, the changes, TeeTimeFound / TeeTimeGone events and the time of the check. The first
   * successful read of a course-date only stores the sheet: slots open before TeeWatch looked are
   * not openings (a golfer sees them on /alerts), and announcing them would notify every alert on
   * that date at once. A platform failure is recorded on the course-date and answered, not thrown:
   * the next planned scan retries. `watched`: someone watches the course-date. A read nobody
   * watches takes fewer of the platform's scan slots (PlatformBulkhead) and its requests wait
   * behind every watched read's in the platform's budget (RateLimiter's lanes).
   */
  async scanCourseDate(
    linkId: string,
    date: string,
    signal?: AbortSignal,
    { watched = true } = {},
  ): Promise<ScanOutcome> {
    const found = await this.repository.findLinkWithCourse(linkId);
    if (!found)
      return { status: 'error', error: `No provider link ${linkId}`, kind: 'unknown_link' };
    const release = this.bulkhead.tryEnter(found.link.platform, { watched });
    if (!release) {
      // Budget a platform could have spent is lost until the next planner turn: worth seeing.
      this.metrics.increment('tee_sheet_reads_handed_back', {
        platform: found.link.platform,
        watched: String(watched),
      });
      return { status: 'handed_back', platform: found.link.platform };
    }
    const read = async () => {
      const together = await this.readTogether(found.link);
      if (together.length > 1) return this.readSeveral(together, date, signal);
      return this.readAndRecord(found.link, found.course, date, signal);
    };
    try {
      return await (watched ? read() : backgroundReads.run(true, read));
    } finally {
      release();
    }
  }

  /**
   * The links one request answers along with this one (a MemberSports club group, a Club Prophet
   * site, an EZLinks portal), this one included; just this one where its platform reads each
   * course on its own.
   */
  private async readTogether(link: ProviderLinkRow): Promise<LinkWithCourse[]> {
    if (!this.providers.get(link.platform as TeeSheetPlatform).fetchTeeTimesTogether) return [];
    const links = await this.repository.linksWithCourses(link.platform);
    const readers = readerOfEachLink(
      links.map((each) => each.link),
      this.providers,
    );
    const reader = readers.get(link.id);
    return links.filter((each) => readers.get(each.link.id) === reader);
  }

  /** One request for several courses' tee sheets of a date, each recorded as its own read. */
  private async readSeveral(
    together: LinkWithCourse[],
    date: string,
    signal?: AbortSignal,
  ): Promise<ScanOutcome> {
    const provider = this.providers.get(together[0]!.link.platform as TeeSheetPlatform);
    let fetched: NormalizedTeeTime[][];
    try {
      fetched = await provider.fetchTeeTimesTogether!(
        together.map(({ link, course }) => query(link, course, date)),
        signal,
      );
    } catch (error) {
      return this.failedRead(error, date, together);
    }
    const reads: SheetRead[] = [];
    for (const [index, { link, course }] of together.entries())
      reads.push(await this.record(link, course, date, fetched[index]!));
    return {
      status: 'ok',
      openSlots: reads.reduce((total, read) => total + read.openSlots, 0),
      changes: addCounts(reads.map((read) => read.changes)),
      firstRead: reads.some((read) => read.firstRead),
    };
  }

  private async readAndRecord(
    link: ProviderLinkRow,
    course: CourseRow,
    date: string,
    signal?: AbortSignal,
  ): Promise<ScanOutcome> {
    let fetched;
    try {
      fetched = await this.providers
        .get(link.platform as TeeSheetPlatform)
        .fetchTeeTimes(query(link, course, date), signal);
    } catch (error) {
      return this.failedRead(error, date, [{ link, course }]);
    }
    return this.record(link, course, date, fetched);
  }

  /**
   * A platform failure is recorded on each course-date it left unread and answered; a read given
   * up at shutdown says nothing about the platform and is thrown, recording nothing.
   */
  private async failedRead(
    error: unknown,
    date: string,
    unread: LinkWithCourse[],
  ): Promise<ScanOutcome> {
    if (!(error instanceof TeeSheetError) || error.kind === 'aborted') throw error;
    for (const { link } of unread)
      await this.repository.markChecked(link.id, date, { status: 'error', error: error.message });
    return { status: 'error', error: error.message, kind: error.kind };
  }

  /** Diffs one course-date's fresh tee sheet against the stored one and writes the outcome. */
  private record(
    link: ProviderLinkRow,
    course: CourseRow,
    date: string,
    fetched: NormalizedTeeTime[],
  ): Promise<SheetRead> {
    const linkId = link.id;
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
   * Per platform: whether the watched course-dates are read as often as promised, and how long
   * since they were read (never-read ones count as behind, not in the lag).
   */
  async cadence(watched: WatchedCourseDate[], now: Date): Promise<Cadence> {
    const today = denverDate(now);
    const checks = await this.repository.lastChecksOf([...new Set(watched.map((w) => w.linkId))]);
    const lastChecked = new Map(checks.map((c) => [`${c.linkId}|${c.date}`, c.lastCheckedAt]));
    const cadence: Cadence = new Map();
    for (const { linkId, platform = 'unknown', date } of watched) {
      const counts = cadence.get(platform) ?? { watched: 0, behind: 0, lagsSeconds: [] };
      counts.watched += 1;
      const interval = watchedIntervalSeconds(this.config, date, today);
      const last = lastChecked.get(`${linkId}|${date}`) ?? null;
      if (isBehind(interval, last, now)) counts.behind += 1;
      if (last) counts.lagsSeconds.push((now.getTime() - last.getTime()) / 1000);
      cadence.set(platform, counts);
    }
    return cadence;
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

type LinkWithCourse = { link: ProviderLinkRow; course: CourseRow };

/** The adapter's view of a stored link and the question for one of its dates. */
function query(link: ProviderLinkRow, course: CourseRow, date: string): TeeSheetQuery {
  return {
    link: asProviderLink(link),
    date,
    courseBookingUrl: course.bookingUrl ?? course.website ?? '',
  };
}

function asProviderLink(link: ProviderLinkRow): ProviderLink {
  return { platform: link.platform, ids: link.ids } as ProviderLink;
}

function addCounts(counts: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const each of counts)
    for (const [kind, count] of Object.entries(each)) total[kind] = (total[kind] ?? 0) + count;
  return total;
}

function countKinds(changes: SlotChange[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const change of changes) counts[change.kind] = (counts[change.kind] ?? 0) + 1;
  return counts;
}
