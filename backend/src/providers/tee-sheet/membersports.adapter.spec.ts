import { type FetchLike, PlatformHttpClient } from './http-client.js';
import { MembersportsAdapter, parseMembersportsTimes } from './membersports.adapter.js';
import { noopTeeSheetMetrics } from './tee-sheet.metrics.js';
import { type MembersportsIds, type TeeSheetQuery } from './tee-sheet.provider.js';
import { capturedJson } from './captured-answer.fixture.js';

const bookingUrl = 'https://app.membersports.com/tee-times/3629/20573/1/1/0';
const kennedy: MembersportsIds = {
  golfClubId: 3629,
  golfCourseId: 20573,
  golfClubGroupId: 1,
  configurationTypeId: 1,
};

function query(ids: MembersportsIds = kennedy, date = '2026-06-20'): TeeSheetQuery {
  return { link: { platform: 'membersports', ids }, date, courseBookingUrl: bookingUrl };
}

/** An item as the real answer carries it (fields as in the Fox Hollow capture). */
function item(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    allowSinglesToBookOnline: true,
    availableCount: 0,
    backNinePlayerCount: 0,
    bookingNotAllowed: false,
    bookingNotAllowedReason: null,
    cartRequirementTypeId: 0,
    configurationTypeId: 0,
    event2RoundId: 0,
    frontTeeTimeId: 0,
    hasBackNineEvent: false,
    golfClubId: 3629,
    golfCourseId: 20573,
    golfCourseNumberOfHoles: 27,
    golfTaxRate: 0.0,
    hide: false,
    holesRequirementTypeId: 2,
    isBackNine: false,
    minimumNumberOfPlayers: 2,
    name: 'Kennedy (Babe Lind / Creek)',
    playerCount: 1,
    premiumCharge: 0.0,
    premiumChargeTypeId: 0,
    premiumDaysFrom: 0,
    premiumDaysTo: 0,
    price: 66.0,
    proShopStoreId: 207,
    rotationNumber: 1,
    ruleOverridesMinimumPlayer: false,
    teeSheetId: 64660,
    teeTime: 430,
    teeTimeId: 17530430,
    threeWayHolesRequirementTypeId: 2,
    ...overrides,
  };
}

/** The real Fox Hollow answer (test/platform-answers/captured/README.md says where from). */
const captured = () => capturedJson('membersports-online-booking-tee-times.json');
const capturedDate = '2026-04-30';
const foxHollow: MembersportsIds = {
  golfClubId: 3703,
  golfCourseId: 20589,
  golfClubGroupId: 7,
  configurationTypeId: 0,
};
const homestead: MembersportsIds = { ...foxHollow, golfClubId: 3807, golfCourseId: 4902 };

/** What a golfer sees of a read: time, round, open spots, price in cents and smallest party. */
const seen = (ids: MembersportsIds) =>
  parseMembersportsTimes(captured(), query(ids, capturedDate), ids, noopTeeSheetMetrics).map(
    (t) => [t.localTime, t.holes, t.openSpots, t.pricePerPlayerCents, t.minPlayers, t.slotRef],
  );

function serving(body: unknown, apiKey = 'public-site-key') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status: 200 });
  };
  const adapter = new MembersportsAdapter(
    new PlatformHttpClient(
      'membersports',
      {
        baseUrl: 'http://127.0.0.1:4000/membersports',
        timeoutMs: 10000,
        retries: 0,
        retryBaseMs: 1,
        retryMaxMs: 1,
        maxRetryAfterMs: 1,
        ratePerSecond: 1000,
        breaker: { failureThreshold: 5, cooldownMs: 1000 },
      },
      { fetch },
    ),
    { apiKey },
  );
  return { calls, adapter };
}

describe('MembersportsAdapter', () => {
  it("POSTs the booking page's own body (club, course, group, sheet; no memberProfileId) with the site key", async () => {
    const { calls, adapter } = serving([]);
    await adapter.fetchTeeTimes(query());
    expect(calls[0]?.url).toBe(
      'http://127.0.0.1:4000/membersports/api/v1/golfclubs/onlineBookingTeeTimes',
    );
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({
      'x-api-key': 'public-site-key',
      'content-type': 'application/json',
      referer: 'https://app.membersports.com/',
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      configurationTypeId: 1,
      date: '2026-06-20',
      golfClubGroupId: 1,
      golfClubId: 3629,
      golfCourseId: 20573,
      groupSheetTypeId: 0,
    });
  });

  it('reads minutes after midnight as Denver time, 4 - playerCount as open spots, dollars as cents', async () => {
    const { adapter } = serving([
      { teeTime: 430, items: [item({ playerCount: '1', price: '66.0' })] },
    ]);
    expect(await adapter.fetchTeeTimes(query())).toEqual([
      {
        slotRef: '20573:2026-06-20:430:17530430',
        startsAt: '2026-06-20T07:10:00-06:00',
        localDate: '2026-06-20',
        localTime: '07:10',
        holes: 18,
        openSpots: 3,
        minPlayers: 1,
        pricePerPlayerCents: 6600,
        cartIncluded: false,
        bookingUrl,
      },
    ]);
  });

  it('reads the real Fox Hollow answer: both rotations at 07:00, the nine beside the eighteen at 07:36, three twilight nines', () => {
    expect(seen(foxHollow)).toEqual([
      ['07:00', 18, 4, 8900, 1, '20589:2026-04-30:420:13699809'],
      ['07:00', 18, 4, 8900, 1, '20589:2026-04-30:420:13699927'],
      ['07:36', 9, 4, 4400, 1, '20589:2026-04-30:456:13699695'],
      ['07:36', 18, 2, 8900, 1, '20589:2026-04-30:456:13699813'],
      ['17:48', 9, 4, 2200, 1, '20589:2026-04-30:1068:13699763'],
      ['17:48', 9, 4, 2200, 1, '20589:2026-04-30:1068:13699881'],
      ['17:48', 9, 4, 2200, 1, '20589:2026-04-30:1068:13699999'],
    ]);
  });

  it("reads the real answer's Homestead items, out of the same group answer: its back nines and twilight nine are nine holes on an 18-hole course", () => {
    expect(seen(homestead)).toEqual([
      ['07:00', 9, 4, 3800, 1, '4902:2026-04-30:420:13699466'],
      ['07:36', 9, 4, 3800, 1, '4902:2026-04-30:456:13699474'],
      ['07:36', 18, 4, 7500, 1, '4902:2026-04-30:456:13699473'],
      ['17:48', 9, 4, 3800, 1, '4902:2026-04-30:1068:13699609'],
    ]);
  });

  it('keeps only the asked course out of a club group answer', async () => {
    const { adapter } = serving([
      {
        teeTime: 420,
        items: [
          item({ name: 'City Park', golfClubId: 3660, golfCourseId: 4711, teeTimeId: 1 }),
          item({ teeTime: 420, playerCount: 2, teeTimeId: 2 }),
          item({ name: 'Wellshire', golfClubId: 3831, golfCourseId: 4928, teeTimeId: 3 }),
        ],
      },
      {
        teeTime: 429,
        items: [item({ name: 'Evergreen', golfClubId: 3691, golfCourseId: 4751, teeTimeId: 4 })],
      },
    ]);
    const times = await adapter.fetchTeeTimes(query());
    expect(times.map((t) => [t.slotRef, t.openSpots])).toEqual([['20573:2026-06-20:420:2', 2]]);
  });

  it("reads a club group's courses with one request, each keeping its own slots, whatever configuration each names", async () => {
    const cityPark = { ...kennedy, golfClubId: 3660, golfCourseId: 4711, configurationTypeId: 0 };
    const { calls, adapter } = serving([
      {
        teeTime: 420,
        items: [
          item({ name: 'City Park', golfClubId: 3660, golfCourseId: 4711, playerCount: 3 }),
          item({ teeTime: 420, playerCount: 2, teeTimeId: 17530431 }),
        ],
      },
    ]);
    expect(adapter.sharedReadKey(query().link)).toBe(adapter.sharedReadKey(query(cityPark).link));
    const [forKennedy, forCityPark] = await adapter.fetchTeeTimesTogether([
      query(),
      query(cityPark),
    ]);
    expect(calls).toHaveLength(1);
    expect(forKennedy!.map((t) => [t.slotRef, t.openSpots])).toEqual([
      ['20573:2026-06-20:420:17530431', 2],
    ]);
    expect(forCityPark!.map((t) => [t.slotRef, t.openSpots])).toEqual([
      ['4711:2026-06-20:420:17530430', 1],
    ]);
  });

  it('reads a course outside any group on its own', () => {
    const { adapter } = serving([]);
    expect(adapter.sharedReadKey(query({ ...kennedy, golfClubGroupId: 0 }).link)).toBeNull();
  });

  it('keeps every course of the club when no course is named', async () => {
    const ids = { golfClubId: 3697, golfCourseId: 0, golfClubGroupId: 0, configurationTypeId: 0 };
    const { adapter } = serving([
      {
        teeTime: 600,
        items: [
          item({ golfClubId: 3697, golfCourseId: 4759, teeTimeId: 1 }),
          item({ golfClubId: 3697, golfCourseId: 4758, teeTimeId: 2, holesRequirementTypeId: 1 }),
          item({ golfClubId: 3642, golfCourseId: 4686, teeTimeId: 3 }),
        ],
      },
    ]);
    const times = await adapter.fetchTeeTimes(query(ids));
    expect(times.map((t) => [t.slotRef, t.holes])).toEqual([
      ['4758:2026-06-20:600:2', 9],
      ['4759:2026-06-20:600:1', 18],
    ]);
  });

  it("takes the round from holesRequirementTypeId, not the course's size; an open round goes by the size", async () => {
    const { adapter } = serving([
      {
        teeTime: 600,
        items: [
          item({ teeTimeId: 1, golfCourseNumberOfHoles: 27, holesRequirementTypeId: 1 }),
          item({ teeTimeId: 2, golfCourseNumberOfHoles: 18, holesRequirementTypeId: 1 }),
          item({ teeTimeId: 3, golfCourseNumberOfHoles: 9, holesRequirementTypeId: 2 }),
          item({ teeTimeId: 4, golfCourseNumberOfHoles: 9, holesRequirementTypeId: 0 }),
          item({ teeTimeId: 5, golfCourseNumberOfHoles: 18, holesRequirementTypeId: 0 }),
        ],
      },
    ]);
    const times = await adapter.fetchTeeTimes(query());
    expect(times.map((t) => [t.slotRef.split(':')[3], t.holes])).toEqual([
      ['1', 9],
      ['2', 9],
      ['4', 9],
      ['3', 18],
      ['5', 18],
    ]);
  });

  it('leaves out items that cannot be booked online, hidden items, full slots and items without a teeTimeId', async () => {
    const skipped: unknown[] = [];
    const metrics = {
      ...noopTeeSheetMetrics,
      slotsSkipped: (event: unknown) => skipped.push(event),
    };
    const body = [
      {
        teeTime: 430,
        items: [item({ bookingNotAllowed: true, bookingNotAllowedReason: 'League' })],
      },
      { teeTime: 439, items: [item({ hide: 'true' })] },
      { teeTime: 448, items: [item({ playerCount: 4 })] },
      {
        teeTime: 457,
        items: [item({ playerCount: 0, isBackNine: true, holesRequirementTypeId: 1 })],
      },
      { teeTime: 466, items: [] },
      { teeTime: 475, items: [item({ teeTimeId: null })] },
    ];
    const times = parseMembersportsTimes(body, query(), kennedy, metrics);
    expect(times.map((t) => [t.localTime, t.openSpots, t.holes, t.slotRef])).toEqual([
      ['07:37', 4, 9, '20573:2026-06-20:457:17530430'],
    ]);
    expect(skipped).toContainEqual({
      platform: 'membersports',
      reason: 'no tee time id',
      count: 1,
    });
  });

  it('keeps a party of the course minimum where singles may not book online', async () => {
    const { adapter } = serving([
      {
        teeTime: 600,
        items: [
          item({ teeTimeId: 1, allowSinglesToBookOnline: false, playerCount: 3 }),
          item({ teeTimeId: 2, allowSinglesToBookOnline: false, playerCount: 2 }),
          item({ teeTimeId: 3, allowSinglesToBookOnline: true, playerCount: 3 }),
        ],
      },
    ]);
    const times = await adapter.fetchTeeTimes(query());
    expect(times.map((t) => [t.slotRef.split(':')[3], t.openSpots, t.minPlayers])).toEqual([
      ['2', 2, 2],
      ['3', 1, 1],
    ]);
  });

  it('uses standard time in winter', async () => {
    const { adapter } = serving([{ teeTime: 540, items: [item({ teeTime: 540 })] }]);
    const [time] = await adapter.fetchTeeTimes(query(kennedy, '2026-12-05'));
    expect(time?.startsAt).toBe('2026-12-05T09:00:00-07:00');
  });

  it('refuses a non-list answer', async () => {
    const { adapter } = serving({ message: 'Forbidden' });
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({ kind: 'malformed' });
  });

  it("reads a club group's release: that many days ahead, at that local time", async () => {
    const { calls, adapter } = serving({
      golfClubGroupId: 1,
      advanceBookingDays: 7,
      onlineBookingStartTime: '06:00:00',
    });
    const link = { platform: 'membersports' as const, ids: kennedy };
    expect(await adapter.releaseSchedule(link)).toEqual({ daysAhead: 7, opensAt: '06:00:00' });
    expect(calls[0]?.url).toBe('http://127.0.0.1:4000/membersports/api/v1/golfclubs/group/1');
    expect(calls[0]?.init.headers).toMatchObject({ 'x-api-key': 'public-site-key' });

    // A course outside any group publishes none; an answer without the policy tells nothing.
    const solo = { platform: 'membersports' as const, ids: { ...kennedy, golfClubGroupId: 0 } };
    expect(await adapter.releaseSchedule(solo)).toBeNull();
    expect(calls).toHaveLength(1);
    const { adapter: vague } = serving({ golfClubGroupId: 1 });
    expect(await vague.releaseSchedule(link)).toBeNull();
  });
});
