import { type AppConfig } from '../../config/config.schema.js';
import { type TeeSheetProviders } from '../../providers/tee-sheet/tee-sheet.providers.js';
import { type ProviderLink } from '../../providers/tee-sheet/tee-sheet.provider.js';
import { BASELINE_SCAN_PRIORITY, ScanPlanner } from './scan-planner.js';
import { type TeeTimesRepository } from './tee-times.repository.js';
import { type WatchedCourseDate } from './tee-times.service.js';

/** Scan planning with in-memory links, last reads and budgets: what is due, and in which order. */
const now = new Date('2026-12-01T18:00:00Z'); // 11:00 in Denver, 1 December
const config = {
  SCAN_WATCHED_SOON_INTERVAL_SECONDS: 60,
  SCAN_WATCHED_INTERVAL_SECONDS: 300,
  SCAN_MIN_INTERVAL_SECONDS: 5,
  SCAN_BASELINE_INTERVAL_SECONDS: 3600,
  SCAN_BASELINE_DAYS: 7,
  SCAN_SIMULATED_LINKS: false,
  SCAN_PLAN_EVERY_SECONDS: 5,
} as AppConfig;
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

interface World {
  /** Links by id; a `group` reads with the other links of its group. */
  links?: { id: string; platform?: string; group?: number }[];
  lastReads?: { linkId: string; date: string; secondsAgo: number }[];
  /** Requests a second, per platform (1 when not given). */
  budgets?: Record<string, number>;
  /** Stale unwatched course-dates the repository would answer, per platform. */
  stale?: Record<string, { linkId: string; date: string }[]>;
  /** Share of its budget each platform used over the last minute (0 when not given). */
  used?: Record<string, number>;
}

function planner({ links = [], lastReads = [], budgets = {}, stale = {}, used = {} }: World) {
  const repository = {
    linkIds: async () =>
      links.map(({ id, platform = 'foreup', group = 0 }) => ({
        id,
        platform,
        ids: { golfClubGroupId: group },
      })),
    lastChecksOf: async () =>
      lastReads.map((read) => ({ ...read, lastCheckedAt: secondsAgo(read.secondsAgo) })),
    findStaleCourseDates: async (
      platform: string,
      _dates: string[],
      _before: Date,
      _sim: boolean,
      limit: number,
    ) => (stale[platform] ?? []).slice(0, limit),
  } as unknown as TeeTimesRepository;
  const providers = {
    budgetsUsed: () => used,
    readBudget: (platform: string) => ({
      requestsPerSecond: budgets[platform] ?? 1,
      requestsPerRead: 1,
    }),
    get: () => ({
      // A platform reads courses together only when it has both (read-groups.ts).
      fetchTeeTimesTogether: async () => [],
      sharedReadKey: (link: ProviderLink) => {
        const group = (link.ids as { golfClubGroupId: number }).golfClubGroupId;
        return group ? `group-${group}` : null;
      },
    }),
  } as unknown as TeeSheetProviders;
  return new ScanPlanner(repository, providers, config);
}
const watched = (linkId: string, date: string, watchers = 1): WatchedCourseDate => ({
  linkId,
  date,
  watchers,
});

describe('planning scans', () => {
  it('with budget to spare, reads each watched course-date every few seconds, queued a turn early and delayed to its time', async () => {
    const plan = await planner({
      links: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      budgets: { foreup: 10 },
      lastReads: [
        { linkId: 'a', date: '2026-12-04', secondsAgo: 6 },
        { linkId: 'b', date: '2026-12-04', secondsAgo: 3 },
        { linkId: 'c', date: '2026-12-04', secondsAgo: 0 },
      ],
    }).dueScans(
      ['a', 'b', 'c', 'd'].map((id) => watched(id, '2026-12-04')),
      now,
      50,
    );
    // Every 5 s at most, and the planner turns every 5 s: 'a' and the never-read 'd' are due now,
    // 'b' in 2 s; 'c', just read, is the next turn's.
    expect(plan.map(({ linkId, delayMs }) => [linkId, delayMs])).toEqual([
      ['d', 0],
      ['a', 0],
      ['b', 2000],
    ]);
  });

  it('on a tight budget, reads tomorrow more often than later dates', async () => {
    // 1 request a second for 100 course-dates: a read about every 2 minutes, tomorrow's sooner.
    const links = Array.from({ length: 100 }, (_, n) => ({ id: `link-${n}` }));
    const dates = ['2026-12-02', '2026-12-05'];
    const watchedNow = links.map(({ id }, n) => watched(id, dates[n % 2]!));
    const plan = await planner({
      links,
      lastReads: watchedNow.map(({ linkId, date }) => ({ linkId, date, secondsAgo: 90 })),
    }).dueScans(watchedNow, now, 100);
    // 90 s is just past tomorrow's interval (about 90 s) and short of the later dates'
    // (about 127 s): the budget cannot keep the minute promised, so it is shared by weight.
    expect(plan).toHaveLength(50);
    expect(plan.every((scan) => scan.date === '2026-12-02' && scan.priority === 1)).toBe(true);
  });

  it("plans more of a busy platform's budget once it used less than planned, and no more than planned while it used it all", async () => {
    // Reads run late, and each next one is planned from the last: a plan for 95% used less.
    const links = Array.from({ length: 100 }, (_, n) => ({ id: `link-${n}` }));
    const dates = ['2026-12-02', '2026-12-05'];
    const watchedNow = links.map(({ id }, n) => watched(id, dates[n % 2]!));
    const lastReads = watchedNow.map(({ linkId, date }) => ({ linkId, date, secondsAgo: 80 }));
    const underUsed = planner({ links, lastReads, used: { foreup: 0.75 } });
    const fullyUsed = planner({ links, lastReads, used: { foreup: 0.95 } });
    let under: Awaited<ReturnType<ScanPlanner['dueScans']>> = [];
    let fully: typeof under = [];
    // A minute of planner turns.
    for (let turn = 0; turn < 12; turn += 1) {
      under = await underUsed.dueScans(watchedNow, now, 100);
      fully = await fullyUsed.dueScans(watchedNow, now, 100);
    }
    // Tomorrow's interval (about 90 s) is 10 s away for the planner whose plan was used in full;
    // the other now plans a fifth more reads, and tomorrow's are due.
    expect(fully).toEqual([]);
    expect(under).toHaveLength(50);
    expect(under.every((scan) => scan.date === '2026-12-02')).toBe(true);
  });

  it('reads never-read course-dates first', async () => {
    const plan = await planner({
      links: [{ id: 'old' }, { id: 'never' }],
      lastReads: [{ linkId: 'old', date: '2026-12-04', secondsAgo: 600 }],
    }).dueScans([watched('old', '2026-12-04'), watched('never', '2026-12-04')], now, 50);
    expect(plan.map((scan) => scan.linkId)).toEqual(['never', 'old']);
  });

  it("plans a club group's watched course-dates as one read, by the group's first link", async () => {
    const plan = await planner({
      links: [
        { id: 'm1', platform: 'membersports', group: 1 },
        { id: 'm2', platform: 'membersports', group: 1 },
        { id: 'm3', platform: 'membersports', group: 1 },
        { id: 'solo', platform: 'membersports' },
      ],
    }).dueScans(
      [watched('m2', '2026-12-04'), watched('m3', '2026-12-04'), watched('solo', '2026-12-04')],
      now,
      50,
    );
    expect(plan.map((scan) => scan.linkId).sort()).toEqual(['m1', 'solo']);
  });

  it('gives the unwatched baseline only the budget watched reads leave, carrying fractions over', async () => {
    const stale = {
      foreup: Array.from({ length: 20 }, (_, n) => ({ linkId: `quiet-${n}`, date: '2026-12-03' })),
    };
    const idle = planner({ stale });
    // 1 request a second, 95% planned, a 5 s turn: 4.75 reads, so 4 now and the rest later.
    const first = await idle.dueScans([], now, 50);
    expect(first).toHaveLength(4);
    expect(first.every((scan) => scan.priority === BASELINE_SCAN_PRIORITY)).toBe(true);
    expect(await idle.dueScans([], now, 50)).toHaveLength(5);

    const busy = planner({
      links: Array.from({ length: 100 }, (_, n) => ({ id: `w-${n}` })),
      stale,
    });
    const plan = await busy.dueScans(
      Array.from({ length: 100 }, (_, n) => watched(`w-${n}`, '2026-12-04')),
      now,
      50,
    );
    expect(plan.filter((scan) => scan.priority === BASELINE_SCAN_PRIORITY)).toEqual([]);
  });

  it('never plans more than the room left in the queue', async () => {
    const links = Array.from({ length: 10 }, (_, n) => ({ id: `w-${n}` }));
    const plan = await planner({ links }).dueScans(
      links.map(({ id }) => watched(id, '2026-12-04')),
      now,
      3,
    );
    expect(plan).toHaveLength(3);
  });
});
