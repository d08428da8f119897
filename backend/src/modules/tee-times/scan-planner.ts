import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { addDays, denverDate } from '../../infra/time/denver-time.js';
import {
  teeSheetPlatforms,
  type TeeSheetPlatform,
} from '../../providers/tee-sheet/tee-sheet.provider.js';
import { TeeSheetProviders } from '../../providers/tee-sheet/tee-sheet.providers.js';
import { readerOfEachLink } from './read-groups.js';
import {
  correctedShare,
  PLANNED_SHARE,
  plannedIntervals,
  readsPerSecond,
  readWeight,
  spareReadsPerSecond,
} from './scan-budget.js';
import { watchedIntervalSeconds } from './scan-cadence.js';
import { type WatchedCourseDate } from './tee-times.service.js';
import { TeeTimesRepository } from './tee-times.repository.js';

export interface PlannedScan {
  linkId: string;
  date: string;
  priority: number;
  /** How long the read waits in the queue before it is due (0: now). */
  delayMs: number;
}

/** The BullMQ priority of a read nobody watches; watched reads come before it (1 and 2). */
export const BASELINE_SCAN_PRIORITY = 10;

/** One planned read: a course-date, or a club group's on one date (read by its first link). */
interface WatchedRead {
  linkId: string;
  platform: TeeSheetPlatform;
  date: string;
  watchers: number;
  autoBookings: number;
  lastReadAt: number | null;
}

/** Where each link is read: the link that reads it (itself, or its group's first) and its platform. */
type ReadBy = Map<string, { linkId: string; platform: TeeSheetPlatform }>;

/**
 * Decides, every planner turn, which tee sheets to read next (docs/platforms.md, "Spending the
 * budget"). Per platform, the course-dates golfers watch share the platform's request budget: each
 * gets an interval from plannedIntervals (nearer and more watched ones are read more often) and is
 * queued on the turn before its interval runs out, delayed to the moment it does: two reads are
 * that interval apart, not whatever the turns round it to, which keeps the mean wait near N/(2B).
 * Course-dates one request answers together are planned as one read. What budget they leave goes
 * to the unwatched baseline, oldest read first.
 */
@Injectable()
export class ScanPlanner {
  /** Baseline reads a platform has earned but not yet been planned (less than one each). */
  private readonly baselineCarry = new Map<TeeSheetPlatform, number>();
  /** The share of each platform's budget planned, corrected turn by turn (correctedShare). */
  private readonly shares = new Map<TeeSheetPlatform, number>();

  constructor(
    private readonly repository: TeeTimesRepository,
    private readonly providers: TeeSheetProviders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** At most `limit` reads, most urgent first. `priority` is BullMQ's (1 is most urgent). */
  async dueScans(watched: WatchedCourseDate[], now: Date, limit: number): Promise<PlannedScan[]> {
    const today = denverDate(now);
    const tomorrow = addDays(today, 1);
    const readBy = await this.readBy();
    const reads = await this.watchedReads(watched, readBy);
    const turnSeconds = this.config.SCAN_PLAN_EVERY_SECONDS;
    const due: (PlannedScan & { lateness: number })[] = [];
    const baselineReads = new Map<TeeSheetPlatform, number>();
    const used = this.providers.budgetsUsed();
    for (const platform of teeSheetPlatforms) {
      const ofPlatform = reads.filter((read) => read.platform === platform);
      const budget = this.providers.readBudget(platform);
      const minInterval = this.config.SCAN_MIN_INTERVAL_SECONDS;
      const share = correctedShare(
        this.shares.get(platform) ?? PLANNED_SHARE,
        used[platform] ?? 0,
        ofPlatform.length / minInterval > readsPerSecond(budget) * PLANNED_SHARE,
      );
      this.shares.set(platform, share);
      const intervals = plannedIntervals(
        ofPlatform.map((read) => ({
          weight: readWeight(read, today),
          promisedIntervalSeconds: watchedIntervalSeconds(this.config, read.date, today),
        })),
        budget,
        minInterval,
        share,
      );
      for (const [index, read] of ofPlatform.entries()) {
        const interval = intervals[index]!;
        const ageSeconds =
          read.lastReadAt === null ? Infinity : (now.getTime() - read.lastReadAt) / 1000;
        const dueInSeconds = interval - ageSeconds;
        // The next turn plans it, still ahead of its time.
        if (dueInSeconds >= turnSeconds) continue;
        due.push({
          linkId: read.linkId,
          date: read.date,
          priority: read.date <= tomorrow ? 1 : 2,
          delayMs: Math.max(0, Math.round(dueInSeconds * 1000)),
          lateness: ageSeconds / interval,
        });
      }
      baselineReads.set(platform, spareReadsPerSecond(intervals, budget, share) * turnSeconds);
    }
    const planned = due
      .sort((a, b) => b.lateness - a.lateness)
      .slice(0, limit)
      .map(({ lateness: _lateness, ...scan }) => scan);
    const watchedKeys = new Set(reads.map((read) => `${read.linkId}|${read.date}`));
    for (const platform of teeSheetPlatforms) {
      if (planned.length >= limit) break;
      const baseline = await this.dueBaselineScans(
        platform,
        this.spend(platform, baselineReads.get(platform)!),
        now,
        readBy,
      );
      for (const scan of baseline) {
        if (planned.length >= limit) break;
        if (!watchedKeys.has(`${scan.linkId}|${scan.date}`)) planned.push(scan);
      }
    }
    return planned;
  }

  /**
   * Up to `count` course-dates nobody watches whose last read is older than the baseline interval,
   * oldest first, within the baseline's days; one per read (a group's by its first link).
   */
  async dueBaselineScans(
    platform: TeeSheetPlatform,
    count: number,
    now: Date,
    readBy?: ReadBy,
  ): Promise<PlannedScan[]> {
    if (count <= 0) return [];
    const reader = readBy ?? (await this.readBy());
    const today = denverDate(now);
    const dates = Array.from({ length: this.config.SCAN_BASELINE_DAYS + 1 }, (_, day) =>
      addDays(today, day),
    );
    const staleBefore = new Date(now.getTime() - this.config.SCAN_BASELINE_INTERVAL_SECONDS * 1000);
    // A group's links come back one by one: ask for enough to fill `count` reads.
    const stale = await this.repository.findStaleCourseDates(
      platform,
      dates,
      staleBefore,
      this.config.SCAN_SIMULATED_LINKS,
      count * MAX_LINKS_PER_READ,
    );
    const scans = new Map<string, PlannedScan>();
    for (const { linkId, date } of stale) {
      const by = reader.get(linkId)?.linkId ?? linkId;
      scans.set(`${by}|${date}`, {
        linkId: by,
        date,
        priority: BASELINE_SCAN_PRIORITY,
        delayMs: 0,
      });
      if (scans.size === count) break;
    }
    return [...scans.values()];
  }

  /** Whole baseline reads a platform may plan this turn; the fraction left carries to the next. */
  private spend(platform: TeeSheetPlatform, reads: number): number {
    const available = (this.baselineCarry.get(platform) ?? 0) + reads;
    const whole = Math.floor(available);
    this.baselineCarry.set(platform, Math.min(1, available - whole));
    return whole;
  }

  private async readBy(): Promise<ReadBy> {
    const links = await this.repository.linkIds();
    const readers = readerOfEachLink(links, this.providers);
    return new Map(
      links.map((link) => [
        link.id,
        { linkId: readers.get(link.id)!, platform: link.platform as TeeSheetPlatform },
      ]),
    );
  }

  /** The watched course-dates as reads: a group's together, their watchers added up. */
  private async watchedReads(watched: WatchedCourseDate[], readBy: ReadBy): Promise<WatchedRead[]> {
    const checks = await this.repository.lastChecksOf([...new Set(watched.map((w) => w.linkId))]);
    const lastChecked = new Map(
      checks.map((check) => [`${check.linkId}|${check.date}`, check.lastCheckedAt.getTime()]),
    );
    const reads = new Map<string, WatchedRead>();
    for (const { linkId, date, watchers, autoBookings = 0 } of watched) {
      const by = readBy.get(linkId);
      if (!by) continue;
      const key = `${by.linkId}|${date}`;
      const lastReadAt = lastChecked.get(`${linkId}|${date}`) ?? null;
      const read = reads.get(key);
      if (!read) {
        reads.set(key, {
          linkId: by.linkId,
          platform: by.platform,
          date,
          watchers,
          autoBookings,
          lastReadAt,
        });
        continue;
      }
      read.watchers += watchers;
      read.autoBookings += autoBookings;
      // The read is as old as its oldest course-date.
      read.lastReadAt =
        read.lastReadAt === null || lastReadAt === null
          ? null
          : Math.min(read.lastReadAt, lastReadAt);
    }
    return [...reads.values()];
  }
}

/** The most links one read answers (MemberSports' largest club group has 8 courses). */
const MAX_LINKS_PER_READ = 10;
