import { type FetchLike, PlatformHttpClient } from './http-client.js';
import { MembersportsAdapter } from './membersports.adapter.js';
import { type MembersportsIds, type TeeSheetQuery } from './tee-sheet.provider.js';

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

function item(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Kennedy',
    price: 66.0,
    playerCount: 1,
    availableCount: 0,
    golfClubId: 3629,
    golfCourseId: 20573,
    teeTimeId: 0,
    teeSheetId: 88112,
    teeTime: 430,
    golfCourseNumberOfHoles: 18,
    holesRequirementTypeId: 0,
    isBackNine: false,
    bookingNotAllowed: false,
    bookingNotAllowedReason: null,
    hide: false,
    minimumNumberOfPlayers: 1,
    maximumPlayersPerBooking: 4,
    allowSinglesToBookOnline: true,
    cartRequirementTypeId: 0,
    golfTaxRate: 0.0,
    premiumCharge: 0.0,
    ...overrides,
  };
}

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
  it('POSTs the club, group and sheet as JSON with the site key', async () => {
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
      memberProfileId: 0,
    });
  });

  it('reads minutes after midnight as Denver time, 4 - playerCount as open spots, dollars as cents', async () => {
    const { adapter } = serving([
      { teeTime: 430, items: [item({ playerCount: '1', price: '66.0' })] },
    ]);
    expect(await adapter.fetchTeeTimes(query())).toEqual([
      {
        slotRef: '20573:2026-06-20:430:front',
        startsAt: '2026-06-20T07:10:00-06:00',
        localDate: '2026-06-20',
        localTime: '07:10',
        holes: 18,
        openSpots: 3,
        pricePerPlayerCents: 6600,
        cartIncluded: false,
        bookingUrl,
      },
    ]);
  });

  it('keeps only the asked course out of a club group answer', async () => {
    const { adapter } = serving([
      {
        teeTime: 420,
        items: [
          item({ name: 'City Park', golfClubId: 3660, golfCourseId: 4711, teeTime: 420 }),
          item({ teeTime: 420, playerCount: 2 }),
          item({ name: 'Wellshire', golfClubId: 3661, golfCourseId: 4712, teeTime: 420 }),
        ],
      },
      { teeTime: 429, items: [item({ name: 'Evergreen', golfClubId: 3665, golfCourseId: 4716 })] },
    ]);
    const times = await adapter.fetchTeeTimes(query());
    expect(times.map((t) => [t.slotRef, t.openSpots])).toEqual([['20573:2026-06-20:420:front', 2]]);
  });

  it("reads a club group's courses with one request, each keeping its own slots", async () => {
    const cityPark = { ...kennedy, golfClubId: 3660, golfCourseId: 4711 };
    const { calls, adapter } = serving([
      {
        teeTime: 420,
        items: [
          item({ name: 'City Park', golfClubId: 3660, golfCourseId: 4711, playerCount: 3 }),
          item({ teeTime: 420, playerCount: 2 }),
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
      ['20573:2026-06-20:420:front', 2],
    ]);
    expect(forCityPark!.map((t) => [t.slotRef, t.openSpots])).toEqual([
      ['4711:2026-06-20:420:front', 1],
    ]);
  });

  it('reads a course outside any group on its own', () => {
    const { adapter } = serving([]);
    expect(adapter.sharedReadKey(query({ ...kennedy, golfClubGroupId: 0 }).link)).toBeNull();
  });

  it('keeps every course of the club when no course is named', async () => {
    const ids = { golfClubId: 3689, golfCourseId: 0, golfClubGroupId: 0, configurationTypeId: 0 };
    const { adapter } = serving([
      {
        teeTime: 600,
        items: [
          item({ golfClubId: 3689, golfCourseId: 4748 }),
          item({ golfClubId: 3689, golfCourseId: 4749, golfCourseNumberOfHoles: 9 }),
        ],
      },
    ]);
    const times = await adapter.fetchTeeTimes(query(ids));
    expect(times.map((t) => [t.slotRef, t.holes])).toEqual([
      ['4749:2026-06-20:600:front', 9],
      ['4748:2026-06-20:600:front', 18],
    ]);
  });

  it('leaves out items that cannot be booked online, hidden items and full slots', async () => {
    const { adapter } = serving([
      {
        teeTime: 430,
        items: [item({ bookingNotAllowed: true, bookingNotAllowedReason: 'League' })],
      },
      { teeTime: 439, items: [item({ hide: 'true' })] },
      { teeTime: 448, items: [item({ playerCount: 4 })] },
      { teeTime: 457, items: [item({ playerCount: 0, isBackNine: true })] },
      { teeTime: 466, items: [] },
    ]);
    const times = await adapter.fetchTeeTimes(query());
    expect(times.map((t) => [t.localTime, t.openSpots, t.slotRef])).toEqual([
      ['07:37', 4, '20573:2026-06-20:457:back'],
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
