import { type AppConfig } from '../../config/config.schema.js';
import { type OutboxService } from '../../infra/outbox/outbox.service.js';
import { type TeeSheetProviders } from '../../providers/tee-sheet/tee-sheet.providers.js';
import { type TeeTimesRepository } from './tee-times.repository.js';
import { PlatformBulkhead } from './platform-bulkhead.js';
import { TeeTimesService, type WatchedCourseDate } from './tee-times.service.js';

/** Scan planning with an in-memory record of last checks: what is due, and in which order. */
const now = new Date('2026-12-01T18:00:00Z'); // 11:00 in Denver, 1 December
const config = {
  SCAN_WATCHED_SOON_INTERVAL_SECONDS: 60,
  SCAN_WATCHED_INTERVAL_SECONDS: 300,
  SCAN_BASELINE_INTERVAL_SECONDS: 3600,
  SCAN_BASELINE_DAYS: 7,
  SCAN_SIMULATED_LINKS: false,
  SCAN_PLAN_EVERY_SECONDS: 5,
} as AppConfig;
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

function planner(
  lastChecks: { linkId: string; date: string; lastCheckedAt: Date }[],
  baseline: { linkId: string; date: string }[] = [],
) {
  const repository = {
    lastChecksOf: async () => lastChecks,
    findStaleCourseDates: async () => baseline,
  } as unknown as TeeTimesRepository;
  return new TeeTimesService(
    repository,
    {} as TeeSheetProviders,
    {} as OutboxService,
    new PlatformBulkhead(config),
    config,
  );
}
const watched = (linkId: string, date: string, watchers = 1): WatchedCourseDate => ({
  linkId,
  date,
  watchers,
});

describe('planning scans', () => {
  it('reads today and tomorrow every minute and later dates every five minutes, planned a turn early', async () => {
    const plan = await planner([
      { linkId: 'today', date: '2026-12-01', lastCheckedAt: secondsAgo(61) },
      // Stale before the planner's next turn (5 s): planned now, so reads stay a minute apart.
      { linkId: 'almost', date: '2026-12-01', lastCheckedAt: secondsAgo(56) },
      { linkId: 'tomorrow', date: '2026-12-02', lastCheckedAt: secondsAgo(30) },
      { linkId: 'later', date: '2026-12-05', lastCheckedAt: secondsAgo(120) },
      { linkId: 'later-stale', date: '2026-12-05', lastCheckedAt: secondsAgo(301) },
    ]).dueScans(
      [
        watched('today', '2026-12-01'),
        watched('almost', '2026-12-01'),
        watched('tomorrow', '2026-12-02'),
        watched('later', '2026-12-05'),
        watched('later-stale', '2026-12-05'),
      ],
      now,
      50,
    );
    expect(plan.map((scan) => scan.linkId)).toEqual(['today', 'almost', 'later-stale']);
  });

  it('puts nearer dates first, then the course-dates more golfers watch; never read is due', async () => {
    const plan = await planner([]).dueScans(
      [
        watched('few', '2026-12-04', 1),
        watched('many', '2026-12-04', 9),
        watched('soon', '2026-12-02', 1),
      ],
      now,
      50,
    );
    expect(plan).toEqual([
      { linkId: 'soon', date: '2026-12-02', priority: 1 },
      { linkId: 'many', date: '2026-12-04', priority: 2 },
      { linkId: 'few', date: '2026-12-04', priority: 2 },
    ]);
  });

  it('fills what room is left with the unwatched baseline, last and without repeats', async () => {
    const plan = await planner(
      [],
      [
        { linkId: 'soon', date: '2026-12-02' },
        { linkId: 'quiet', date: '2026-12-03' },
        { linkId: 'quieter', date: '2026-12-04' },
      ],
    ).dueScans([watched('soon', '2026-12-02')], now, 2);
    expect(plan).toEqual([
      { linkId: 'soon', date: '2026-12-02', priority: 1 },
      { linkId: 'quiet', date: '2026-12-03', priority: 10 },
    ]);
  });
});
