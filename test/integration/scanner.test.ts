import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CoreModule } from '../../backend/src/core.module.js';
import { SharedMetrics } from '../../backend/src/infra/metrics/shared-metrics.js';
import {
  courseDateScans,
  outbox,
  providerLinks,
  teeTimes,
} from '../../backend/src/db/schema/index.js';
import { seed } from '../../backend/src/db/seed.js';
import {
  addDays,
  courseTimeFromInstant,
  courseTimeFromLocal,
  denverDate,
} from '../../backend/src/infra/time/denver-time.js';
import { CoursesRepository } from '../../backend/src/modules/courses/courses.repository.js';
import { TeeTimesModule } from '../../backend/src/modules/tee-times/tee-times.module.js';
import { PlatformBulkhead } from '../../backend/src/modules/tee-times/platform-bulkhead.js';
import { ReleaseReads } from '../../backend/src/modules/tee-times/release-reads.js';
import { ScanPlanner } from '../../backend/src/modules/tee-times/scan-planner.js';
import { TeeTimesService } from '../../backend/src/modules/tee-times/tee-times.service.js';
import { teeSheetPlatforms } from '../../backend/src/providers/tee-sheet/tee-sheet.provider.js';
import { TeeSheetProviders } from '../../backend/src/providers/tee-sheet/tee-sheet.providers.js';
import { openTestDatabase, truncateAll } from '../support/database.js';
import { golfnowOnlyCourse, startSandbox, type TestSandbox } from '../support/sandbox.js';
import { testConfig } from '../support/test-env.js';

/** The scanner's scan step with real PostgreSQL, the sandbox over HTTP, and the real adapters. */
const database = openTestDatabase();
const date = addDays(denverDate(), 2);
const FOREUP_COURSE = 'aspen-golf-club';
const CHRONOGOLF_COURSE = 'collindale-golf-course';
/** MemberSports answers these seven with one request: they are one club group. */
const DENVER_GROUP = [
  'city-park-golf-course',
  'evergreen-golf-course',
  'harvard-gulch-golf-course',
  'kennedy-golf-course',
  'overland-park-golf-course',
  'wellshire-golf-course',
  'willis-case-golf-course',
];
/** Golf Lakewood's two courses are another club group. */
const LAKEWOOD_GROUP = ['fox-hollow-golf-course', 'homestead-golf-course'];
const CLUBPROPHET_COURSE = 'indian-tree-golf-course';
/** Westminster's two courses are one Club Prophet site: one search answers both. */
const WESTMINSTER_SITE = ['legacy-ridge-golf-course', 'walnut-creek-golf-preserve'];
const EZLINKS_COURSE = 'the-golf-club-at-heather-ridge';
/** Aurora's five city courses are one EZLinks portal: one search answers all of them. */
const AURORA_PORTAL = [
  'aurora-hills-golf-course',
  'meadow-hills-golf-course',
  'murphy-creek-golf-course',
  'saddle-rock-golf-course',
  'springhill-golf-course',
];
/** A Club Caddie course: its booking page first, then one search per date. */
const CLUBCADDIE_COURSE = 'applewood-golf-course';
/** A Teesnap course: its site's course list first, then one day's sheet per date. */
const TEESNAP_COURSE = 'mount-massive-golf-course';
/** A Quick18 course: one matrix page of its portal per date (its portal shows a members' rate). */
const QUICK18_COURSE = 'thorncreek-golf-club';
/** A course sold only on GolfNow: one facility search per date. */
const GOLFNOW_COURSE = golfnowOnlyCourse.id;
let sandbox: TestSandbox;
let context: INestApplicationContext;
let scanner: TeeTimesService;

const linkOf = async (courseId: string) =>
  (await database.db.select().from(providerLinks).where(eq(providerLinks.courseId, courseId)))[0]!
    .id;
const events = async (type: string) =>
  (await database.db.select().from(outbox).where(eq(outbox.type, type))).map(
    (row) => row.payload as { teeTimeId: string; reason?: string },
  );
/** Every tee time at a course and time: a 9/18 slot is two, one per round length. */
const slotsAt = (courseId: string, time: string) =>
  database.db
    .select()
    .from(teeTimes)
    .where(and(eq(teeTimes.courseId, courseId), eq(teeTimes.localTime, time)));
const slotAt = async (courseId: string, time: string) =>
  (await slotsAt(courseId, time)).find((slot) => slot.holes === 18);
const byId = <T extends { teeTimeId: string }>(list: T[]) =>
  [...list].sort((a, b) => a.teeTimeId.localeCompare(b.teeTimeId));
const announced = (slots: { id: string }[], reason?: string) =>
  byId(slots.map((slot) => ({ teeTimeId: slot.id, ...(reason ? { reason } : {}) })));

beforeAll(async () => {
  sandbox = await startSandbox();
  await database.pool.query('truncate courses cascade');
  await seed(testConfig().DATABASE_URL, '', 1);
  await new CoursesRepository(database.db).upsertCatalogue([golfnowOnlyCourse]);
  const config = testConfig({
    ...sandbox.adapterEnv,
    TEE_SHEET_TIMEOUT_MS: '3000',
    TEE_SHEET_RETRIES: '1',
    TEE_SHEET_RETRY_BASE_MS: '20',
    TEE_SHEET_BREAKER_FAILURES: '3',
    TEE_SHEET_BREAKER_COOLDOWN_MS: '60000',
    TEE_SHEET_CHRONOGOLF_RATE_PER_SECOND: '50',
    TEE_SHEET_FOREUP_RATE_PER_SECOND: '50',
    TEE_SHEET_TEEITUP_RATE_PER_SECOND: '50',
    TEE_SHEET_CLUBPROPHET_RATE_PER_SECOND: '50',
    TEE_SHEET_EZLINKS_RATE_PER_SECOND: '50',
    TEE_SHEET_GOLFNOW_RATE_PER_SECOND: '50',
    TEE_SHEET_CLUBCADDIE_RATE_PER_SECOND: '50',
    TEE_SHEET_TEESNAP_RATE_PER_SECOND: '50',
    TEE_SHEET_QUICK18_RATE_PER_SECOND: '50',
  });
  context = await NestFactory.createApplicationContext(
    { module: class ScannerTest {}, imports: [CoreModule.forRoot(config), TeeTimesModule] },
    { logger: false },
  );
  scanner = context.get(TeeTimesService);
});
afterAll(async () => {
  await context.close();
  await sandbox.close();
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database.pool);
  await database.pool.query('truncate tee_times, tee_time_changes, course_date_scans');
  await sandbox.control('DELETE', '/faults');
});

describe('scanning a course-date', () => {
  it('stores the sheet it reads first without announcing it, then announces a slot the sandbox opens exactly once', async () => {
    const link = await linkOf(FOREUP_COURSE);
    const first = await scanner.scanCourseDate(link, date);
    expect(first).toMatchObject({ status: 'ok', changes: {} });
    if (first.status === 'ok') expect(first.openSlots).toBeGreaterThan(5);
    // Open before TeeWatch looked: stored (shown on /alerts), but no opening to tell anyone about.
    const baseline = (await events('TeeTimeFound')).length;
    expect(baseline).toBe(0);

    await sandbox.control('POST', '/slots/open', {
      courseId: FOREUP_COURSE,
      date,
      time: '06:03',
      spots: 2,
    });
    await scanner.scanCourseDate(link, date);

    const found = (await events('TeeTimeFound')).slice(baseline);
    const opened = await slotsAt(FOREUP_COURSE, '06:03');
    expect(opened.length).toBeGreaterThan(0);
    expect(byId(found)).toEqual(announced(opened, 'new'));
    expect(await slotAt(FOREUP_COURSE, '06:03')).toMatchObject({ openSpots: 2, localDate: date });
  });

  it('adds nothing when the same sheet is scanned again', async () => {
    const link = await linkOf(FOREUP_COURSE);
    await scanner.scanCourseDate(link, date);
    const before = await database.pool.query(
      'select (select count(*) from outbox) o, (select count(*) from tee_time_changes) c',
    );
    const again = await scanner.scanCourseDate(link, date);
    const after = await database.pool.query(
      'select (select count(*) from outbox) o, (select count(*) from tee_time_changes) c',
    );
    expect(again).toMatchObject({ status: 'ok', changes: {} });
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('announces a price drop once, and a cancellation that frees spots once', async () => {
    const link = await linkOf(FOREUP_COURSE);
    await sandbox.control('POST', '/slots/open', {
      courseId: FOREUP_COURSE,
      date,
      time: '06:07',
      spots: 1,
      price: 80,
    });
    await scanner.scanCourseDate(link, date);
    const slots = await slotsAt(FOREUP_COURSE, '06:07');
    const seen = (await events('TeeTimeFound')).length;

    await sandbox.control('POST', '/prices', {
      courseId: FOREUP_COURSE,
      date,
      time: '06:07',
      price: 60,
    });
    await scanner.scanCourseDate(link, date);
    const afterDrop = await events('TeeTimeFound');
    expect(byId(afterDrop.slice(seen))).toEqual(announced(slots, 'price_drop'));
    expect((await slotAt(FOREUP_COURSE, '06:07'))!.priceCents).toBe(6000);

    await sandbox.control('POST', '/slots/free', {
      courseId: FOREUP_COURSE,
      date,
      time: '06:07',
      spots: 2,
    });
    await scanner.scanCourseDate(link, date);
    const afterFree = (await events('TeeTimeFound')).slice(afterDrop.length);
    expect(byId(afterFree)).toEqual(announced(slots, 'more_spots'));
    expect((await slotAt(FOREUP_COURSE, '06:07'))!.openSpots).toBe(3);
  });

  it('announces a slot that fills up as gone and forgets it', async () => {
    const link = await linkOf(FOREUP_COURSE);
    await sandbox.control('POST', '/slots/open', {
      courseId: FOREUP_COURSE,
      date,
      time: '06:11',
      spots: 2,
    });
    await scanner.scanCourseDate(link, date);
    const slots = await slotsAt(FOREUP_COURSE, '06:11');
    await sandbox.control('POST', '/slots/book', {
      courseId: FOREUP_COURSE,
      date,
      time: '06:11',
      spots: 2,
    });
    await scanner.scanCourseDate(link, date);
    expect(byId(await events('TeeTimeGone'))).toEqual(
      announced(slots).map((gone) => ({ ...gone, courseId: FOREUP_COURSE, date })),
    );
    expect(await slotsAt(FOREUP_COURSE, '06:11')).toEqual([]);
  });

  it('records when each course-date was checked, and how', async () => {
    const link = await linkOf(FOREUP_COURSE);
    await scanner.scanCourseDate(link, date);
    const [check] = await database.db
      .select()
      .from(courseDateScans)
      .where(eq(courseDateScans.providerLinkId, link));
    expect(check).toMatchObject({ localDate: date, lastStatus: 'ok', lastError: null });
    expect(Date.now() - check!.lastCheckedAt.getTime()).toBeLessThan(5000);
  });
});

describe('a misbehaving platform', () => {
  it('opens its own breaker on 500s while another platform keeps being read at its pace', async () => {
    await sandbox.control('POST', '/faults', { platform: 'chronogolf', kind: '500' });
    const failing = await linkOf(CHRONOGOLF_COURSE);
    const healthy = await linkOf(FOREUP_COURSE);

    const outcomes = [];
    for (let i = 0; i < 4; i++) {
      const started = Date.now();
      const [bad, good] = await Promise.all([
        scanner.scanCourseDate(failing, date),
        scanner.scanCourseDate(healthy, date),
      ]);
      outcomes.push({ bad, good, ms: Date.now() - started });
    }

    expect(outcomes.map((o) => o.good.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(outcomes.map((o) => (o.bad.status === 'error' ? o.bad.kind : 'ok'))).toEqual([
      'unavailable',
      'breaker_open',
      'breaker_open',
      'breaker_open',
    ]);
    expect(context.get(TeeSheetProviders).breakerStates()).toMatchObject({
      chronogolf: 'open',
      foreup: 'closed',
    });
    expect(Math.max(...outcomes.slice(1).map((o) => o.ms))).toBeLessThan(1500);
    const recorded = await context.get(SharedMetrics).read('tee_sheet_breaker_state');
    expect(recorded).toContainEqual({ labels: { platform: 'chronogolf' }, value: 2 });
    const [check] = await database.db
      .select()
      .from(courseDateScans)
      .where(eq(courseDateScans.providerLinkId, failing));
    expect(check).toMatchObject({ lastStatus: 'error' });
    expect(check!.lastError).toMatch(/chronogolf/);
  });

  it('waits out a 429 Retry-After and still reads the sheet', async () => {
    await sandbox.control('POST', '/faults', {
      platform: 'teeitup',
      kind: '429',
      retryAfterSeconds: 1,
      count: 1,
    });
    const started = Date.now();
    const outcome = await scanner.scanCourseDate(await linkOf('vail-golf-club'), date);
    expect(outcome.status).toBe('ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const stored = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(teeTimes)
      .where(eq(teeTimes.courseId, 'vail-golf-club'));
    expect(stored[0]!.n).toBeGreaterThan(0);
  });
});

describe('a platform with every scan slot busy', () => {
  it('hands a read back unread, and counts it on /metrics', async () => {
    const slots = context.get(PlatformBulkhead);
    const cap = testConfig().SCAN_PLATFORM_CONCURRENCY;
    const held = Array.from({ length: cap }, () => slots.tryEnter('foreup')!);
    const handedBack = async () =>
      (await context.get(SharedMetrics).read('tee_sheet_reads_handed_back')).find(
        ({ labels }) => labels.platform === 'foreup' && labels.watched === 'true',
      )?.value ?? 0;
    const before = await handedBack();
    try {
      const outcome = await scanner.scanCourseDate(await linkOf(FOREUP_COURSE), date);
      expect(outcome).toEqual({ status: 'handed_back', platform: 'foreup' });
    } finally {
      for (const release of held) release();
    }
    expect(await handedBack()).toBe(before + 1);
    // With a slot free again the same read goes through.
    expect((await scanner.scanCourseDate(await linkOf(FOREUP_COURSE), date)).status).toBe('ok');
  });
});

describe('planning the baseline', () => {
  it("plans each real course link for today and the next days, Denver's and Lakewood's club groups, Westminster's Club Prophet site and Aurora's EZLinks portal as one read each, and skips a course-date just checked", async () => {
    const planner = context.get(ScanPlanner);
    const baseline = async () =>
      (
        await Promise.all(
          teeSheetPlatforms.map((platform) => planner.dueBaselineScans(platform, 5000, new Date())),
        )
      ).flat();
    const due = await baseline();
    const realLinks = await database.db
      .select()
      .from(providerLinks)
      .where(eq(providerLinks.simulated, false));
    const groupLinks = await Promise.all(DENVER_GROUP.map(linkOf));
    const lakewoodLinks = await Promise.all(LAKEWOOD_GROUP.map(linkOf));
    const siteLinks = await Promise.all(WESTMINSTER_SITE.map(linkOf));
    const portalLinks = await Promise.all(AURORA_PORTAL.map(linkOf));
    // Denver's seven courses are one read per date, by the group's first link; so are Lakewood's
    // two, the site's two and the portal's five.
    const reads =
      realLinks.length -
      (groupLinks.length - 1) -
      (lakewoodLinks.length - 1) -
      (siteLinks.length - 1) -
      (portalLinks.length - 1);
    expect(due).toHaveLength(reads * 8); // today + 7 days
    expect(due.filter((scan) => groupLinks.includes(scan.linkId))).toHaveLength(8);
    expect(due.filter((scan) => lakewoodLinks.includes(scan.linkId))).toHaveLength(8);
    expect(due.filter((scan) => siteLinks.includes(scan.linkId))).toHaveLength(8);
    expect(due.filter((scan) => portalLinks.includes(scan.linkId))).toHaveLength(8);
    expect(new Set(due.map((d) => d.date))).toEqual(
      new Set(Array.from({ length: 8 }, (_, i) => addDays(denverDate(), i))),
    );

    const link = await linkOf(FOREUP_COURSE);
    await scanner.scanCourseDate(link, date);
    const after = await baseline();
    expect(after).toHaveLength(due.length - 1);
    expect(after.find((d) => d.linkId === link && d.date === date)).toBeUndefined();
  });
});

describe.each([
  {
    platform: 'membersports',
    what: "Denver's municipal courses, one club group,",
    courses: DENVER_GROUP,
    openedAt: 'wellshire-golf-course',
  },
  {
    platform: 'clubprophet',
    what: "Westminster's two courses, one Club Prophet site,",
    courses: WESTMINSTER_SITE,
    openedAt: 'walnut-creek-golf-preserve',
  },
  {
    platform: 'ezlinks',
    what: "Aurora's five city courses, one EZLinks portal,",
    courses: AURORA_PORTAL,
    openedAt: 'murphy-creek-golf-course',
  },
])('reading $what at once', ({ platform, courses, openedAt }) => {
  it('reads them all with one request, and announces a slot opened at any of them', async () => {
    const [first, ...others] = await Promise.all(courses.map(linkOf));
    // The first read may open a session with the site first; the next ones are one request each.
    await scanner.scanCourseDate(first!, date);
    const before = await sandbox.requests(platform);
    await scanner.scanCourseDate(first!, date);
    expect(await sandbox.requests(platform)).toBe(before + 1);
    const checked = await database.pool.query<{ provider_link_id: string }>(
      'select provider_link_id from course_date_scans where local_date = $1',
      [date],
    );
    expect(checked.rows.map((row) => row.provider_link_id).sort()).toEqual(
      [first, ...others].sort(),
    );

    await sandbox.control('POST', '/slots/open', {
      courseId: openedAt,
      date,
      time: '06:04',
      spots: 2,
    });
    // Read through another of the courses: the one request answers for the opened one too.
    const outcome = await scanner.scanCourseDate(others.at(-1)!, date);
    expect(outcome).toMatchObject({ status: 'ok', changes: { new: expect.any(Number) } });
    const opened = await slotsAt(openedAt, '06:04');
    expect(opened.length).toBeGreaterThan(0);
    expect(byId(await events('TeeTimeFound'))).toEqual(announced(opened, 'new'));
  });
});

describe.each([
  { name: 'a Club Prophet course', courseId: CLUBPROPHET_COURSE },
  { name: 'an EZLinks course', courseId: EZLINKS_COURSE },
  { name: 'a Club Caddie course', courseId: CLUBCADDIE_COURSE },
  { name: 'a Teesnap course', courseId: TEESNAP_COURSE },
  { name: 'a Quick18 course', courseId: QUICK18_COURSE },
])('$name', ({ courseId }) => {
  it('stores its first sheet quietly, then announces a slot the sandbox opens there exactly once', async () => {
    const link = await linkOf(courseId);
    const first = await scanner.scanCourseDate(link, date);
    expect(first).toMatchObject({ status: 'ok', changes: {} });
    if (first.status === 'ok') expect(first.openSlots).toBeGreaterThan(5);
    expect(await events('TeeTimeFound')).toEqual([]);

    await sandbox.control('POST', '/slots/open', {
      courseId,
      date,
      time: '06:02',
      spots: 3,
      price: 39,
    });
    await scanner.scanCourseDate(link, date);
    await scanner.scanCourseDate(link, date);

    const opened = await slotsAt(courseId, '06:02');
    expect(opened.length).toBeGreaterThan(0);
    expect(byId(await events('TeeTimeFound'))).toEqual(announced(opened, 'new'));
    // Quoted at the price it was opened at (at EZLinks and Club Caddie: the cheapest rate,
    // walking; at Teesnap: the round without add-ons; at Quick18: the cheapest public rate,
    // never the members' one).
    expect(await slotAt(courseId, '06:02')).toMatchObject({
      localDate: date,
      openSpots: 3,
      priceCents: 3900,
    });
  });
});

describe('a GolfNow course', () => {
  it('stores its first GolfNow sheet quietly, then announces a slot the sandbox opens there exactly once', async () => {
    const link = await linkOf(GOLFNOW_COURSE);
    const first = await scanner.scanCourseDate(link, date);
    expect(first).toMatchObject({ status: 'ok', changes: {} });
    if (first.status === 'ok') expect(first.openSlots).toBeGreaterThan(5);
    expect(await events('TeeTimeFound')).toEqual([]);

    await sandbox.control('POST', '/slots/open', {
      courseId: GOLFNOW_COURSE,
      date,
      time: '06:02',
      spots: 3,
      price: 39,
    });
    await scanner.scanCourseDate(link, date);
    await scanner.scanCourseDate(link, date);

    const opened = await slotsAt(GOLFNOW_COURSE, '06:02');
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.every((slot) => slot.providerLinkId === link)).toBe(true);
    expect(byId(await events('TeeTimeFound'))).toEqual(announced(opened, 'new'));
    // Quoted at its cheapest GolfNow rate (the course's own, walking), booked on GolfNow.
    expect(await slotAt(GOLFNOW_COURSE, '06:02')).toMatchObject({
      localDate: date,
      openSpots: 3,
      priceCents: 3900,
      bookingUrl: expect.stringMatching(
        /^https:\/\/www\.golfnow\.com\/tee-times\/facility\/90001-golfnow-only-golf-course\/search#date=/,
      ),
    });
  });
});

describe('a course that releases each date at a time of day', () => {
  it("plans a watch of a watched foreUP date for the minute the course's booking page names", async () => {
    const seeded = (
      await sandbox.control<{ id: string; releaseTime: string; bookingWindowDays: number }[]>(
        'GET',
        '/courses',
      )
    ).find((course) => course.id === FOREUP_COURSE)!;
    try {
      await sandbox.control('PUT', `/courses/${FOREUP_COURSE}/release`, {
        releaseTime: '06:00',
        bookingWindowDays: 9,
      });
      const releaseDay = addDays(denverDate(), 1);
      const opensAt = new Date(courseTimeFromLocal(releaseDay, '06:00')!.startsAt);
      const aspen = await linkOf(FOREUP_COURSE);
      const released = addDays(releaseDay, 9);
      const releases = context.get(ReleaseReads);
      const watched = [
        { linkId: aspen, date: released, watchers: 1 },
        { linkId: aspen, date: addDays(released, 1), watchers: 1 },
      ];
      // Not known yet: asked of the platform in the background, the planner's turn goes on.
      const before = new Date(opensAt.getTime() - 4_000);
      expect(await releases.due(watched, before)).toEqual([]);
      await releases.learn(watched);
      // Seconds before 6:00: the date ten days on (the page's window counts today) is due.
      expect(await releases.due(watched, before)).toEqual([
        { linkId: aspen, date: released, opensAt },
      ]);
      // A minute before, the planner's next turn is still ahead of it; after 6:00 it is past.
      expect(await releases.due(watched, new Date(opensAt.getTime() - 60_000))).toEqual([]);
      expect(await releases.due(watched, new Date(opensAt.getTime() + 1_000))).toEqual([]);
    } finally {
      await sandbox.control('PUT', `/courses/${FOREUP_COURSE}/release`, {
        releaseTime: seeded.releaseTime,
        bookingWindowDays: seeded.bookingWindowDays,
      });
    }
  });

  it("reads a watched date of Denver's club group hard from the second it opens, and announces what opened at once", async () => {
    // The sandbox's world runs on the real clock for this test: the release is a real moment.
    const frozenAt = sandbox.clock.now;
    Object.defineProperty(sandbox.clock, 'now', { get: () => Date.now(), configurable: true });
    const seeded = (
      await sandbox.control<{ id: string; releaseTime: string; bookingWindowDays: number }[]>(
        'GET',
        '/courses',
      )
    ).find((course) => course.id === 'city-park-golf-course')!;
    try {
      const opensAt = new Date(Math.ceil((Date.now() + 4_000) / 1000) * 1000);
      const local = courseTimeFromInstant(opensAt.getTime());
      await sandbox.control('PUT', '/courses/city-park-golf-course/release', {
        releaseTime: local.startsAt.slice(11, 19),
        bookingWindowDays: 9,
      });
      const released = addDays(local.localDate, 9);
      const groupLinks = await Promise.all(DENVER_GROUP.map(linkOf));
      const cityPark = await linkOf('city-park-golf-course');
      // Before its release the date shows no tee time.
      expect(await scanner.scanCourseDate(cityPark, released)).toMatchObject({
        status: 'ok',
        openSlots: 0,
      });

      const releases = context.get(ReleaseReads);
      const watched = [
        { linkId: cityPark, date: released, watchers: 1 },
        { linkId: cityPark, date: addDays(released, -1), watchers: 1 },
      ];
      await releases.learn(watched);
      const due = await releases.due(watched, new Date());
      // One watch for the group's read of the released date; the date before opened yesterday.
      expect(due).toEqual([{ linkId: expect.any(String), date: released, opensAt }]);
      expect(groupLinks).toContain(due[0]!.linkId);

      const watchesOpened = async () =>
        (await context.get(SharedMetrics).read('tee_sheet_release_watches')).find(
          ({ labels }) => labels.platform === 'membersports' && labels.outcome === 'opened',
        )?.value ?? 0;
      const openedBefore = await watchesOpened();
      const outcome = await releases.watch(due[0]!.linkId, released, opensAt);
      expect(outcome.released).toBe(true);
      // Redis runs one connection's commands in order: the count is there when read next.
      expect(await watchesOpened()).toBe(openedBefore + 1);
      // Read every 1.5 s from the release on: the read that saw the date open began within one
      // interval of it (and a little for the timer). Recording the whole group's new tee times
      // comes on top, and takes longer on a busy machine; the announcements are there below.
      expect(outcome.seenAfterMs).toBeGreaterThanOrEqual(0);
      expect(outcome.seenAfterMs).toBeLessThan(2_000);
      const found = await events('TeeTimeFound');
      expect(found.length).toBeGreaterThan(20);
      const foundSlots = await database.db
        .select({ localDate: teeTimes.localDate })
        .from(teeTimes)
        .where(
          inArray(
            teeTimes.id,
            found.map((event) => event.teeTimeId),
          ),
        );
      expect(new Set(foundSlots.map((slot) => slot.localDate))).toEqual(new Set([released]));
    } finally {
      Object.defineProperty(sandbox.clock, 'now', {
        value: frozenAt,
        writable: true,
        configurable: true,
      });
      await sandbox.control('PUT', '/courses/city-park-golf-course/release', {
        releaseTime: seeded.releaseTime,
        bookingWindowDays: seeded.bookingWindowDays,
      });
    }
  });
});
