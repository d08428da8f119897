import { randomUUID } from 'node:crypto';
import { addDays, denverDate } from '../../backend/src/infra/time/denver-time.js';
import { teeSheetSettingsFromEnv } from '../../backend/src/providers/tee-sheet/tee-sheet.config.js';
import {
  type ProviderLink,
  type TeeSheetPlatform,
} from '../../backend/src/providers/tee-sheet/tee-sheet.provider.js';
import { TeeSheetProviders } from '../../backend/src/providers/tee-sheet/tee-sheet.providers.js';
import {
  type BookingOutcome,
  type BookingRequest,
} from '../../backend/src/providers/tee-sheet/tee-time-booking.js';
import {
  golfnowOnlyCourse,
  startSandbox,
  testCatalogue,
  type TestSandbox,
} from '../support/sandbox.js';

/**
 * Each platform's booking flow against the sandbox's copy of the platform, over HTTP: every case
 * ends in exactly one booking recorded at the platform, or in a clear failure with the hold
 * released, as the sandbox's own records show.
 */

interface PlatformCase {
  /** A course that books without a card and (Chronogolf, TeeItUp) publishes its terms. */
  courseId: string;
  /** The part of the commit's path a fault aims at. */
  commitPath: string;
  publishesTerms: boolean;
}

/**
 * Club Prophet, EZLinks, Club Caddie, Teesnap, GolfNow and Quick18 book only golfers signed in to
 * their own account: TeeWatch never commits there.
 */
type CommittingPlatform = Exclude<
  TeeSheetPlatform,
  'clubprophet' | 'ezlinks' | 'clubcaddie' | 'teesnap' | 'golfnow' | 'quick18'
>;

const cases: Record<CommittingPlatform, PlatformCase> = {
  foreup: { courseId: 'aspen-golf-club', commitPath: '/users/reservations', publishesTerms: false },
  chronogolf: {
    courseId: 'golf-granby-ranch',
    commitPath: '/v2/reservations',
    publishesTerms: true,
  },
  teeitup: {
    courseId: 'stoney-creek-golf-course',
    commitPath: '/v2/reservations',
    publishesTerms: true,
  },
  membersports: {
    courseId: 'city-park-golf-course',
    commitPath: '/teeTimes/reservations',
    publishesTerms: false,
  },
};

const catalogue = testCatalogue();
const date = addDays(denverDate(), 2);
/** The date as GolfNow's addresses write it: "Jun+20+2026". */
const golfnowDay = [
  new Date(`${date}T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' }),
  date.slice(8),
  date.slice(0, 4),
].join('+');
const golfer = { name: 'Pat Golfer', email: 'pat@example.test', phone: '+13035550100' };
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.control('POST', '/reset'));

function providers(timeoutMs = 5000) {
  return TeeSheetProviders.fromSettings(
    teeSheetSettingsFromEnv({
      ...sandbox.adapterEnv,
      TEE_SHEET_TIMEOUT_MS: String(timeoutMs),
      TEE_SHEET_RETRIES: '1',
      TEE_SHEET_RETRY_BASE_MS: '20',
      TEE_SHEET_FOREUP_RATE_PER_SECOND: '100',
      TEE_SHEET_CHRONOGOLF_RATE_PER_SECOND: '100',
      TEE_SHEET_TEEITUP_RATE_PER_SECOND: '100',
      TEE_SHEET_MEMBERSPORTS_RATE_PER_SECOND: '100',
      TEE_SHEET_CLUBPROPHET_RATE_PER_SECOND: '100',
      TEE_SHEET_EZLINKS_RATE_PER_SECOND: '100',
      TEE_SHEET_CLUBCADDIE_RATE_PER_SECOND: '100',
      TEE_SHEET_TEESNAP_RATE_PER_SECOND: '100',
      TEE_SHEET_GOLFNOW_RATE_PER_SECOND: '100',
      TEE_SHEET_QUICK18_RATE_PER_SECOND: '100',
    }),
  );
}

interface TruthSlot {
  time: string;
  openSpots: number;
  blocked: boolean;
}
interface Records {
  holds: { platform: string; courseId: string; live: boolean; outcome?: string }[];
  bookings: { id: string; platform: string; courseId: string; time: string; players: number }[];
}

const records = () => sandbox.control<Records>('GET', '/bookings');
const truth = async (courseId: string, time: string) =>
  (
    await sandbox.control<{ slots: TruthSlot[] }>('GET', `/courses/${courseId}/sheet?date=${date}`)
  ).slots.find((slot) => slot.time === time);

/**
 * A booking request for a slot of the course that the sandbox has just opened with four spots,
 * its slot as the platform's adapter reads it (the way the scanner stored it).
 */
async function bookable(platform: TeeSheetPlatform, courseId: string, booker = providers()) {
  const course = catalogue.courses.find((each) => each.id === courseId)!;
  const link = course.links.find((each) => each.platform === platform)!;
  const sheet = await sandbox.control<{ slots: TruthSlot[] }>(
    'GET',
    `/courses/${courseId}/sheet?date=${date}`,
  );
  const time = sheet.slots.find((slot) => !slot.blocked)!.time;
  await sandbox.control('POST', '/slots/open', { courseId, date, time, spots: 4 });
  const query = {
    link: { platform, ids: link.ids } as ProviderLink,
    date,
    courseBookingUrl: course.bookingUrl ?? '',
  };
  const read = await booker.get(platform).fetchTeeTimes(query);
  const slot = read.filter((each) => each.localTime === time).sort((a, b) => b.holes - a.holes)[0]!;
  const request: BookingRequest = {
    idempotencyKey: randomUUID(),
    link: query.link,
    courseBookingUrl: query.courseBookingUrl,
    slot: {
      slotRef: slot.slotRef,
      localDate: slot.localDate,
      localTime: slot.localTime,
      holes: slot.holes,
    },
    players: 2,
    golfer,
    login: { username: golfer.email, password: 'secret' },
  };
  return { request, time, booker: booker.booker(platform) };
}

/** Slows the commit down, so the test can act on the platform between the hold and the commit. */
async function betweenHoldAndCommit(
  platform: CommittingPlatform,
  act: () => Promise<unknown>,
  book: () => Promise<BookingOutcome>,
): Promise<BookingOutcome> {
  await sandbox.control('POST', '/faults', {
    platform,
    kind: 'latency',
    ms: 1500,
    path: cases[platform].commitPath,
    method: 'POST',
  });
  const outcome = book();
  const deadline = Date.now() + 5000;
  while (!(await records()).holds.some((hold) => hold.live)) {
    if (Date.now() > deadline) throw new Error('the booking never held the slot');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await act();
  return outcome;
}

describe.each(Object.keys(cases) as CommittingPlatform[])('booking at %s', (platform) => {
  const { courseId, commitPath, publishesTerms } = cases[platform];

  it('books once, recorded at the platform with its confirmation number', async () => {
    const { request, time, booker } = await bookable(platform, courseId);

    const outcome = await booker.bookSlot(request);

    const { bookings, holds } = await records();
    expect(bookings).toEqual([expect.objectContaining({ platform, courseId, time, players: 2 })]);
    expect(outcome).toMatchObject({
      kind: 'booked',
      platform,
      confirmationNumber: bookings[0]!.id,
      players: 2,
      alreadyBooked: false,
    });
    const terms = (outcome as { cancellationTerms: string | null }).cancellationTerms;
    if (publishesTerms) expect(terms).toMatch(/^Cancel at least \d+ hours before your tee time/);
    else expect(terms).toBeNull();
    expect(holds.filter((hold) => hold.live)).toEqual([]);
    expect((await truth(courseId, time))?.openSpots).toBe(2);
  });

  it('fails clearly, with no hold left, when the hold runs out before the commit', async () => {
    const { request, time, booker } = await bookable(platform, courseId);

    const outcome = await betweenHoldAndCommit(
      platform,
      () => sandbox.control('PUT', '/clock', { advanceMinutes: 6 }),
      () => booker.bookSlot(request),
    );

    expect(outcome).toMatchObject({ kind: 'failed', reason: 'hold-expired', retryable: false });
    const { bookings, holds } = await records();
    expect(bookings).toEqual([]);
    expect(holds.filter((hold) => hold.live)).toEqual([]);
    expect((await truth(courseId, time))?.openSpots).toBe(4);
  });

  it('fails clearly and releases the hold when the slot is taken between hold and commit', async () => {
    const { request, time, booker } = await bookable(platform, courseId);

    const outcome = await betweenHoldAndCommit(
      platform,
      () =>
        sandbox.control('POST', '/slots/book', {
          courseId,
          date,
          time,
          spots: 4,
          overHolds: true,
        }),
      () => booker.bookSlot(request),
    );

    expect(outcome).toMatchObject({ kind: 'failed', reason: 'slot-taken', hold: 'released' });
    const { bookings, holds } = await records();
    expect(bookings).toEqual([]);
    expect(holds).toEqual([expect.objectContaining({ live: false, outcome: 'released' })]);
  });

  it('releases the hold after a 5xx that booked nothing, and the retry with the same key books once', async () => {
    const { request, booker } = await bookable(platform, courseId);
    await sandbox.control('POST', '/faults', {
      platform,
      kind: '500',
      status: 503,
      path: commitPath,
      method: 'POST',
      count: 1,
    });

    expect(await booker.bookSlot(request)).toMatchObject({
      kind: 'failed',
      reason: 'platform-unavailable',
      retryable: true,
      hold: 'released',
    });
    expect((await records()).bookings).toEqual([]);

    expect(await booker.bookSlot(request)).toMatchObject({ kind: 'booked', alreadyBooked: false });
    expect((await records()).bookings).toHaveLength(1);
  });

  it('finds the booking behind a 5xx that came after the platform booked, and books nothing more', async () => {
    const { request, booker } = await bookable(platform, courseId);
    await sandbox.control('POST', '/faults', {
      platform,
      kind: '500',
      path: commitPath,
      method: 'POST',
      afterHandling: true,
      count: 1,
    });

    const outcome = await booker.bookSlot(request);

    const { bookings } = await records();
    expect(bookings).toHaveLength(1);
    expect(outcome).toMatchObject({ kind: 'booked', confirmationNumber: bookings[0]!.id });
    expect(await booker.bookSlot(request)).toMatchObject({ alreadyBooked: true });
    expect((await records()).bookings).toHaveLength(1);
  });

  it('finds the booking behind a commit whose answer never came in time', async () => {
    const { request, booker } = await bookable(platform, courseId, providers(800));
    await sandbox.control('POST', '/faults', {
      platform,
      kind: 'timeout',
      ms: 2500,
      path: commitPath,
      method: 'POST',
      afterHandling: true,
      count: 1,
    });

    const outcome = await booker.bookSlot(request);

    const { bookings } = await records();
    expect(bookings).toHaveLength(1);
    expect(outcome).toMatchObject({ kind: 'booked', confirmationNumber: bookings[0]!.id });
  });

  it('books once for a double click, and a later click finds the same booking', async () => {
    const { request, booker } = await bookable(platform, courseId);

    const [first, second] = await Promise.all([booker.bookSlot(request), booker.bookSlot(request)]);
    const later = await booker.bookSlot(request);

    const { bookings } = await records();
    expect(bookings).toHaveLength(1);
    expect(first).toEqual(second);
    expect(later).toMatchObject({
      kind: 'booked',
      confirmationNumber: bookings[0]!.id,
      alreadyBooked: true,
    });
  });
});

describe('slots only the golfer can commit', () => {
  it('holds a foreUP slot that needs a card and links the golfer to it', async () => {
    const { request, booker } = await bookable('foreup', 'breckenridge-golf-club');

    const outcome = await booker.bookSlot(request);

    expect(outcome).toMatchObject({
      kind: 'held-needs-golfer',
      reason: 'card-required',
      deepLink: expect.stringMatching(
        /^https:\/\/foreupsoftware\.com\/index\.php\/booking\/\d+\/\d+\?date=\d{2}-\d{2}-\d{4}&players=2#\/teetimes$/,
      ),
    });
    const { bookings, holds } = await records();
    expect(bookings).toEqual([]);
    expect(holds).toEqual([
      expect.objectContaining({ courseId: 'breckenridge-golf-club', live: true }),
    ]);
  });

  it('holds a TeeItUp slot whose rates charge online and links the golfer to the day', async () => {
    const { request, booker } = await bookable('teeitup', 'vail-golf-club');

    expect(await booker.bookSlot(request)).toMatchObject({
      kind: 'held-needs-golfer',
      reason: 'card-required',
      deepLink: `https://vail-golf-club.book.teeitup.com/teetimes?course=1890&date=${date}`,
    });
    expect((await records()).holds).toEqual([expect.objectContaining({ live: true })]);
  });

  it('sends the golfer to foreUP without holding when no foreUP sign-in was given', async () => {
    const { request, booker } = await bookable('foreup', 'aspen-golf-club');

    expect(await booker.bookSlot({ ...request, login: undefined })).toMatchObject({
      kind: 'needs-golfer',
      reason: 'login-required',
    });
    expect(await records()).toEqual({ holds: [], bookings: [] });
  });

  it.each([
    [
      "the Club Prophet site's tee-time search",
      'clubprophet',
      'indian-tree-golf-course',
      'https://indiantree.cps.golf/onlineresweb/search-teetime',
    ],
    [
      "the EZLinks portal's tee-time search",
      'ezlinks',
      'the-golf-club-at-heather-ridge',
      'https://heatherridge.ezlinksgolf.com/index.html#/search',
    ],
    [
      "the Club Caddie page's tee times of the day, for the party",
      'clubcaddie',
      'applewood-golf-course',
      `https://apimanager-cc11.clubcaddie.com/webapi/view/hbfdabab/slots?date=${date.slice(5, 7)}%2F${date.slice(8)}%2F${date.slice(0, 4)}&player=2&ratetype=any`,
    ],
    [
      "the Teesnap site's tee sheet of the day",
      'teesnap',
      'mount-massive-golf-course',
      `https://mtmassivegolf.teesnap.net/?date=${date}`,
    ],
    [
      "the GolfNow facility's tee times of the day, for the party",
      'golfnow',
      golfnowOnlyCourse.id,
      `https://www.golfnow.com/tee-times/facility/90001-golfnow-only-golf-course/search#date=${golfnowDay}&players=2`,
    ],
    [
      "the Quick18 portal's tee-time matrix of the day",
      'quick18',
      'thorncreek-golf-club',
      `https://thorncreek.quick18.com/teetimes/searchmatrix?teedate=${date.replace(/-/g, '')}`,
    ],
  ] as const)(
    'sends the golfer to %s, asking the platform nothing',
    async (_page, platform, courseId, deepLink) => {
      const { request, booker } = await bookable(platform, courseId);
      const before = await sandbox.requests(platform);

      expect(await booker.bookSlot(request)).toEqual({
        kind: 'needs-golfer',
        platform,
        reason: 'login-required',
        deepLink,
        cancellationTerms: null,
      });
      expect(await sandbox.requests(platform)).toBe(before);
      expect(await records()).toEqual({ holds: [], bookings: [] });
    },
  );
});
