import { type FetchLike, PlatformHttpClient } from './http-client.js';
import { isPublicAdultRate, TeeitupAdapter } from './teeitup.adapter.js';
import { type TeeSheetQuery } from './tee-sheet.provider.js';
import { capturedJson } from './captured-answer.fixture.js';

const bookingUrl = 'https://aurora-hills-golf-course.book.teeitup.com/';

function query(date = '2026-06-20'): TeeSheetQuery {
  return {
    link: { platform: 'teeitup', ids: { alias: 'aurora-hills-golf-course', facilityId: 17878 } },
    date,
    courseBookingUrl: bookingUrl,
  };
}

function rate(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    _id: -41,
    externalId: 'ext-18',
    name: '18 Holes Public',
    holes: 18,
    tags: ['18', 'CI'],
    greenFeeWalking: 4900,
    greenFeeCart: 6700,
    dueOnlineWalking: 0,
    dueOnlineRiding: 0,
    transactionFees: 0,
    allowedPlayers: [1, 2, 3, 4],
    acceptCreditCard: true,
    showAsHotDeal: false,
    ...overrides,
  };
}

function teetime(iso: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    teetime: iso,
    courseId: '54f14bb50c8ad60378b01fc1',
    players: [],
    maxPlayers: 1,
    minPlayers: 1,
    bookedPlayers: 3,
    backNine: false,
    source: 'API-2.1',
    fromCache: false,
    rates: [rate()],
    ...overrides,
  };
}

function answer(teetimes: unknown[]): unknown[] {
  return [
    {
      courseId: '54f14bb50c8ad60378b01fc1',
      totalAvailableTeetimes: teetimes.length,
      fromCache: false,
      dayInfo: { dawn: '05:05', sunrise: '05:33', sunset: '20:31', dusk: '21:00' },
      teetimes,
    },
  ];
}

function serving(body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status: 200 });
  };
  const adapter = new TeeitupAdapter(
    new PlatformHttpClient(
      'teeitup',
      {
        baseUrl: 'http://127.0.0.1:4000/teeitup',
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
  );
  return { calls, adapter };
}

describe('TeeitupAdapter', () => {
  it('names the course by alias header and facility id', async () => {
    const { calls, adapter } = serving(answer([]));
    await adapter.fetchTeeTimes(query());
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/teeitup/v2/tee-times');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      date: '2026-06-20',
      facilityIds: '17878',
    });
    expect(calls[0]?.init.headers).toMatchObject({
      'x-be-alias': 'aurora-hills-golf-course',
      origin: 'https://aurora-hills-golf-course.book.teeitup.com',
    });
  });

  it('reads UTC times into Denver, maxPlayers as open spots and money in cents', async () => {
    const { adapter } = serving(answer([teetime('2026-06-20T13:48:00.000Z')]));
    expect(await adapter.fetchTeeTimes(query())).toEqual([
      {
        slotRef: '54f14bb50c8ad60378b01fc1:2026-06-20T13:48:00.000Z:18',
        startsAt: '2026-06-20T07:48:00-06:00',
        localDate: '2026-06-20',
        localTime: '07:48',
        holes: 18,
        openSpots: 1,
        pricePerPlayerCents: 4900,
        cartIncluded: false,
        bookingUrl,
      },
    ]);
  });

  it('uses the offset of the day across the November change', async () => {
    const { adapter } = serving(answer([teetime('2026-11-01T14:00:00.000Z', { maxPlayers: '4' })]));
    const [time] = await adapter.fetchTeeTimes(query('2026-11-01'));
    expect(time).toMatchObject({ startsAt: '2026-11-01T07:00:00-07:00', openSpots: 4 });
  });

  it('offers each hole count at its cheapest quote, promotions and cart-only rates included', async () => {
    const rates = [
      rate({ greenFeeWalking: undefined, greenFeeCart: '5900' }),
      rate({ _id: 7, name: '9 Holes', holes: '9', tags: ['9'], greenFeeWalking: 2800 }),
      rate({
        _id: 8,
        name: 'Twilight special',
        greenFeeWalking: undefined,
        greenFeeCart: 6100,
        promotion: { discount: 0.2, greenFeeCart: 4880 },
      }),
    ];
    const { adapter } = serving(answer([teetime('2026-06-20T22:10:00.000Z', { rates })]));
    const times = await adapter.fetchTeeTimes(query());
    expect(times.map((t) => [t.localTime, t.holes, t.pricePerPlayerCents, t.cartIncluded])).toEqual(
      [
        ['16:10', 9, 2800, false],
        ['16:10', 18, 4880, true],
      ],
    );
  });

  it('leaves out full slots, slots without a usable rate and unreadable times', async () => {
    const { adapter } = serving(
      answer([
        teetime('2026-06-20T14:00:00.000Z', { maxPlayers: 0 }),
        teetime('2026-06-20T14:10:00.000Z', { rates: [] }),
        teetime('not a time'),
        teetime('2026-06-20T14:20:00.000Z', { maxPlayers: '2' }),
      ]),
    );
    const times = await adapter.fetchTeeTimes(query());
    expect(times.map((t) => [t.localTime, t.openSpots])).toEqual([['08:20', 2]]);
  });

  it('quotes what an adult of the public pays, not a cheaper junior, senior or resident rate', async () => {
    const rates = [
      rate({
        name: 'Walking',
        tags: ['CA', 'WR', '18'],
        greenFeeWalking: 5400,
        greenFeeCart: null,
      }),
      rate({
        name: 'Junior / Senior',
        tags: ['CA', 'WR', 'SRD', 'JR', '18'],
        greenFeeWalking: 4400,
      }),
      rate({ name: 'Resident Walking', tags: [], greenFeeWalking: 3900, greenFeeCart: null }),
    ];
    const { adapter } = serving(answer([teetime('2026-06-20T14:00:00.000Z', { rates })]));
    expect(await adapter.fetchTeeTimes(query())).toMatchObject([
      { localTime: '08:00', pricePerPlayerCents: 5400, cartIncluded: false },
    ]);
  });

  it('leaves out a tee time sold only to juniors and seniors', async () => {
    const rates = [rate({ name: 'Junior / Senior', tags: ['SRD', 'JR'], greenFeeWalking: 3000 })];
    const { adapter } = serving(answer([teetime('2026-06-20T14:00:00.000Z', { rates })]));
    expect(await adapter.fetchTeeTimes(query())).toEqual([]);
  });

  it('tells the rates of a group by their tags or name, a non-resident one being public', () => {
    const publicFor = (name: string, tags: string[] = []) => isPublicAdultRate({ name, tags });
    expect(
      ['Walking', '18 Holes', 'Twilight', 'Prepaid - Walking', 'Non-Resident 18', 'Non Member'].map(
        (name) => publicFor(name),
      ),
    ).toEqual([true, true, true, true, true, true]);
    expect(
      ['Junior / Senior', 'Seniors 18', 'Resident Walking', 'Military', 'Member Guest'].map(
        (name) => publicFor(name),
      ),
    ).toEqual([false, false, false, false, false]);
    expect(publicFor('Walking', ['CA', 'WR', 'SRD'])).toBe(false);
    expect(publicFor('Early Bird', ['JR'])).toBe(false);
  });

  it('answers nothing for an empty day', async () => {
    const { adapter } = serving([{ courseId: 'x', totalAvailableTeetimes: 0, teetimes: [] }]);
    expect(await adapter.fetchTeeTimes(query())).toEqual([]);
  });

  it('refuses an answer that is not a list of course days', async () => {
    const { adapter } = serving({ message: 'alias not found' });
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({ kind: 'malformed' });
  });
});

const readCaptured = async (body: unknown, date: string) => {
  const { adapter } = serving(body);
  const times = await adapter.fetchTeeTimes(query(date));
  return times.map((t) => [
    t.localTime,
    t.holes,
    t.openSpots,
    t.pricePerPlayerCents,
    t.cartIncluded,
  ]);
};

describe('captured real TeeItUp answers', () => {
  it("quotes Green Knoll's public Walking rate, not its cheaper Junior / Senior one", async () => {
    expect(await readCaptured(capturedJson('teeitup-tee-times.json'), '2026-07-13')).toEqual([
      ['06:30', 18, 1, 5400, false],
      ['08:00', 18, 3, 5400, false],
      ['09:10', 18, 4, 5400, false],
      ['14:10', 18, 2, 3400, false],
    ]);
  });

  it("reads Sprain Lake's cart-only rates and its walking twilight rate", async () => {
    expect(
      await readCaptured(capturedJson('teeitup-tee-times-cart-rates.json'), '2026-07-13'),
    ).toEqual([
      ['08:08', 18, 1, 7700, true],
      ['11:35', 18, 2, 7700, true],
      ['11:44', 18, 4, 7700, true],
      ['15:29', 18, 4, 4500, false],
    ]);
  });

  it('reads a day not yet released as no tee times', async () => {
    expect(await readCaptured(capturedJson('teeitup-tee-times-empty.json'), '2026-07-20')).toEqual(
      [],
    );
  });

  it("reads Ute Creek's slot (Colorado) at its walking promotion", async () => {
    const slot = capturedJson('teeitup-tee-time-slot-ute-creek.json');
    const day = [{ courseId: '54f14bf50c8ad60378b01a90', teetimes: [slot] }];
    expect(await readCaptured(day, '2023-08-19')).toEqual([['13:10', 18, 1, 5100, false]]);
  });
});
