import { Inject, Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG } from '../../config/config.module.js';
import { SharedMetrics } from '../../infra/metrics/shared-metrics.js';
import { type AppConfig } from '../../config/config.schema.js';
import { addDays, courseTimeFromLocal, denverDate } from '../../infra/time/denver-time.js';
import {
  type ProviderLink,
  type ReleaseSchedule,
  type TeeSheetPlatform,
} from '../../providers/tee-sheet/tee-sheet.provider.js';
import { backgroundReads } from '../../providers/tee-sheet/rate-limiter.js';
import { TeeSheetProviders } from '../../providers/tee-sheet/tee-sheet.providers.js';
import { readerOfEachLink } from './read-groups.js';
import { TeeTimesRepository } from './tee-times.repository.js';
import { TeeTimesService, type WatchedCourseDate } from './tee-times.service.js';

/** A watched course-date that opens at `opensAt`, to be read hard from just before then. */
export interface ReleaseRead {
  linkId: string;
  date: string;
  opensAt: Date;
}

/** What a release watch did: its reads, and whether it saw the date open. */
export interface ReleaseWatchOutcome {
  reads: number;
  released: boolean;
  /**
   * How long after the release the read that saw it began: under one read interval when the
   * watch keeps its pace. What that read then records (every new tee time of the sheet, all
   * announced) comes on top.
   */
  seenAfterMs?: number;
}

/** The watch starts this long before the release, so its first read after it comes at once. */
export const RELEASE_WATCH_LEAD_MS = 3_000;
/**
 * Reads of a releasing course-date start this far apart: about the pace of the golfers who book
 * at release (they retry every second or so), well inside one platform's budget.
 */
const RELEASE_READ_EVERY_MS = 1_500;
/** A date that has not opened this long after its release is left to the usual plan. */
const RELEASE_WATCH_MS = 120_000;
/** A course's published policy is read again after this long; a failed read sooner. */
const SCHEDULE_KEPT_MS = 6 * 3600_000;
const SCHEDULE_RETRY_MS = 10 * 60_000;

/**
 * Reads a watched course-date hard at the minute its course releases it (docs/platforms.md,
 * "Release times"). Some courses open each date a fixed number of days ahead at a fixed time of
 * day, and golfers who booked nothing else rush in then; a read every few minutes would find
 * those tee times gone. The planner asks, every turn, which watched course-dates open before
 * its next turn, and the scanner watches each of them from just before its release until it
 * opens (or two minutes pass), reading every 1.5 s. The releases themselves are asked of the
 * platforms every six hours per course (or club group).
 */
@Injectable()
export class ReleaseReads {
  private readonly logger = new Logger(ReleaseReads.name);
  /** Published policies by read (a club group's is one), with when to ask again. */
  private readonly schedules = new Map<
    string,
    { schedule: ReleaseSchedule | null; until: number }
  >();
  /** Releases being asked of the platforms now, by read. */
  private readonly asking = new Map<string, Promise<void>>();

  constructor(
    private readonly repository: TeeTimesRepository,
    private readonly providers: TeeSheetProviders,
    private readonly teeTimes: TeeTimesService,
    private readonly metrics: SharedMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The watched course-dates whose release comes before the planner's next turn, one per read.
   * Only releases already known count: the ones not known yet are asked of the platforms in the
   * background (learn), so a planner turn never waits on a platform's budget.
   */
  async due(watched: WatchedCourseDate[], now: Date): Promise<ReleaseRead[]> {
    const reads = await this.releasingReads(watched);
    void this.learnOf(reads, now.getTime());
    const today = denverDate(now);
    const lookAheadMs = this.config.SCAN_PLAN_EVERY_SECONDS * 1000 + RELEASE_WATCH_LEAD_MS;
    const due = new Map<string, ReleaseRead>();
    for (const { reader, date } of reads) {
      const schedule = this.schedules.get(reader)?.schedule;
      if (!schedule || date !== addDays(today, schedule.daysAhead)) continue;
      const opensAt = releaseInstant(today, schedule.opensAt);
      if (!opensAt) continue;
      const leadMs = opensAt.getTime() - now.getTime();
      if (leadMs <= 0 || leadMs > lookAheadMs) continue;
      due.set(`${reader}|${date}`, { linkId: reader, date, opensAt });
    }
    return [...due.values()];
  }

  /** Asks the platforms for the releases of these course-dates' courses not known lately. */
  async learn(watched: WatchedCourseDate[], now = new Date()): Promise<void> {
    await this.learnOf(await this.releasingReads(watched), now.getTime());
  }

  /** The watched course-dates on platforms that publish releases, each with the link that reads it. */
  private async releasingReads(watched: WatchedCourseDate[]) {
    const links = (await this.repository.linkIds()).filter(
      (link) => this.providers.get(link.platform as TeeSheetPlatform).releaseSchedule,
    );
    const byId = new Map(links.map((link) => [link.id, link]));
    const readers = readerOfEachLink(links, this.providers);
    return watched.flatMap(({ linkId, date }) => {
      const link = byId.get(linkId);
      return link ? [{ reader: readers.get(link.id)!, link: link as ProviderLink, date }] : [];
    });
  }

  private async learnOf(reads: { reader: string; link: ProviderLink }[], now: number) {
    const stale = new Map<string, ProviderLink>();
    for (const { reader, link } of reads) {
      if ((this.schedules.get(reader)?.until ?? 0) <= now) stale.set(reader, link);
    }
    await Promise.all([...stale].map(([reader, link]) => this.ask(reader, link, now)));
  }

  /**
   * Reads the course-date every 1.5 s until a read made after `opensAt` shows open tee times, two
   * minutes pass, or the worker stops. Each read is an ordinary scan: what opened is announced
   * as TeeTimeFound like any other opening.
   */
  async watch(
    linkId: string,
    date: string,
    opensAt: Date,
    stopping?: AbortSignal,
  ): Promise<ReleaseWatchOutcome> {
    const until = opensAt.getTime() + RELEASE_WATCH_MS;
    let reads = 0;
    let released = false;
    let seenAfterMs: number | undefined;
    while (!stopping?.aborted) {
      const startedAt = Date.now();
      const outcome = await this.teeTimes.scanCourseDate(linkId, date, stopping, {
        watched: true,
      });
      if (outcome.status !== 'handed_back') reads += 1;
      released = outcome.status === 'ok' && outcome.openSlots > 0 && startedAt >= opensAt.getTime();
      if (released) seenAfterMs = startedAt - opensAt.getTime();
      if (released || Date.now() >= until) break;
      const pauseMs = Math.max(0, startedAt + RELEASE_READ_EVERY_MS - Date.now());
      await sleep(pauseMs, undefined, { signal: stopping }).catch(() => undefined);
    }
    const platform = (await this.repository.findLinkWithCourse(linkId))?.link.platform;
    this.metrics.increment('tee_sheet_release_watches', {
      platform: platform ?? 'unknown',
      outcome: released ? 'opened' : 'not_opened',
    });
    return { reads, released, seenAfterMs };
  }

  /**
   * Asks the platform for one read's release, once at a time, behind the reads golfers watch (a
   * background read), and keeps it six hours (a failure ten minutes).
   */
  private ask(reader: string, link: ProviderLink, now: number): Promise<void> {
    const asking = this.asking.get(reader);
    if (asking) return asking;
    const provider = this.providers.get(link.platform as TeeSheetPlatform);
    const keep = (schedule: ReleaseSchedule | null, forMs: number) => {
      this.schedules.set(reader, { schedule, until: now + forMs });
    };
    const done = backgroundReads
      .run(true, async () => (await provider.releaseSchedule?.(link)) ?? null)
      .then(
        (schedule) => keep(schedule, SCHEDULE_KEPT_MS),
        (error: unknown) => {
          this.logger.warn(`No release time for ${reader}: ${(error as Error).message}`);
          keep(this.schedules.get(reader)?.schedule ?? null, SCHEDULE_RETRY_MS);
        },
      )
      .finally(() => this.asking.delete(reader));
    this.asking.set(reader, done);
    return done;
  }
}

/** The instant a Denver date's "HH:MM:SS" falls on; null in the hour spring skips. */
function releaseInstant(date: string, time: string): Date | null {
  const minute = courseTimeFromLocal(date, time.slice(0, 5));
  if (!minute) return null;
  return new Date(Date.parse(minute.startsAt) + Number(time.slice(6, 8) || 0) * 1000);
}
