import { ClubprophetAdapter, parseClubprophetTimes, searchDate } from './clubprophet.adapter.js';
import {
  fakePlatform,
  json,
  type ReceivedCall,
  route,
  type Route,
  skippedSlots,
} from './fake-platform.fixture.js';
import { noopTeeSheetMetrics } from './tee-sheet.metrics.js';
import { type ClubprophetIds, type TeeSheetQuery } from './tee-sheet.provider.js';
import { capturedJson } from './captured-answer.fixture.js';

const api = '/onlineres/onlineapi/api/v1/onlinereservation';
const bookingUrl = 'https://cityofwestminster.cps.golf/onlineresweb/search-teetime';
const legacyRidge: ClubprophetIds = {
  tenant: 'cityofwestminster',
  websiteId: 'be7f2728-0758-4a72-fe80-08d97849167d',
  siteId: 1,
  courseId: 1,
};
const walnutCreek: ClubprophetIds = { ...legacyRidge, courseId: 2 };

function query(ids: ClubprophetIds = legacyRidge, date = '2026-04-15'): TeeSheetQuery {
  return { link: { platform: 'clubprophet', ids }, date, courseBookingUrl: bookingUrl };
}

/**
 * A tee time as the TeeTimes answer lists it (the fields read, as the captured real rows have
 * them): participants is the slot's room, the seat list names the free seats, one seat is taken.
 */
function teeTime(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    startTime: '2026-04-15T12:00:00',
    courseId: 1,
    courseName: 'Legacy Ridge Golf Course',
    teeSheetId: 731_204,
    holes: 18,
    participants: 4,
    maxPlayer: 3,
    minPlayer: 1,
    availableParticipantNo: [2, 3, 4],
    is18HoleOnly: true,
    is9HoleOnly: false,
    shItemPrices: [
      {
        shItemCode: 'GreenFee18',
        price: 52,
        displayPrice: 52,
        currentPrice: 52,
        itemDesc: '18 Holes',
      },
      {
        shItemCode: 'FullCart18',
        price: 19,
        displayPrice: 19,
        currentPrice: 19,
        itemDesc: '18 Holes Cart',
      },
    ],
    ...overrides,
  };
}

/** What a golfer sees of one course's tee times in an answer: day, time, round, room, fee. */
function seenIn(body: unknown, ids: ClubprophetIds, date: string) {
  return parseClubprophetTimes(body, query(ids, date), ids, true, noopTeeSheetMetrics).map(
    (slot) => ({
      at: `${slot.localDate} ${slot.localTime}`,
      holes: slot.holes,
      openSpots: slot.openSpots,
      minPlayers: slot.minPlayers,
      cents: slot.pricePerPlayerCents,
    }),
  );
}

const answered = (content: unknown) =>
  json(200, { transactionId: 'from-the-client', isSuccess: true, content });

/** A Club Prophet site: its configuration, the transaction registry and `teeTimes` answers. */
function site(teeTimes: (call: ReceivedCall) => Response, extra: Route[] = [], options = {}) {
  const platform = fakePlatform(
    'clubprophet',
    [
      ...extra,
      route('GET', '/onlineresweb/Home/Configuration', () => json(200, { apiKey: 'site-key' })),
      route('POST', `${api}/RegisterTransactionId`, () => json(200, true)),
      route('GET', `${api}/TeeTimes`, teeTimes),
    ],
    0,
    options,
  );
  return { ...platform, adapter: new ClubprophetAdapter(platform.http) };
}

describe('ClubprophetAdapter', () => {
  it('fetches the site key, registers a search and asks for the day with the site headers', async () => {
    const { adapter, calls } = site(() => answered([]));
    await adapter.fetchTeeTimes(query());

    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /clubprophet/cityofwestminster/onlineresweb/Home/Configuration',
      `POST /clubprophet/cityofwestminster${api}/RegisterTransactionId`,
      `GET /clubprophet/cityofwestminster${api}/TeeTimes`,
    ]);
    const [, register, search] = calls;
    const transactionId = (register!.body as { transactionId: string }).transactionId;
    expect(transactionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(Object.fromEntries(search!.url.searchParams)).toEqual({
      searchDate: 'Wed Apr 15 2026',
      courseIds: '1',
      transactionId,
      holes: '0',
      numberOfPlayer: '0',
      teeOffTimeMin: '0',
      teeOffTimeMax: '23',
    });
    for (const call of [register!, search!]) {
      expect(call.headers).toMatchObject({
        'x-apikey': 'site-key',
        'x-websiteid': legacyRidge.websiteId,
        'x-siteid': '1',
        'x-componentid': '1',
        'x-moduleid': '7',
        'x-productid': '1',
        'x-terminalid': '3',
        'x-ismobile': 'false',
        'x-timezoneid': 'America/Denver',
      });
      expect(call.headers['x-requestid']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(register!.headers['x-requestid']).not.toBe(search!.headers['x-requestid']);
  });

  it('reaches each site at its own host on the real platform', async () => {
    const { adapter, calls } = site(() => answered([]), [], {
      baseUrl: 'https://{tenant}.cps.golf',
    });
    await adapter.fetchTeeTimes(query());
    expect(calls.map((call) => call.url.origin + call.url.pathname)).toEqual([
      'https://cityofwestminster.cps.golf/onlineresweb/Home/Configuration',
      `https://cityofwestminster.cps.golf${api}/RegisterTransactionId`,
      `https://cityofwestminster.cps.golf${api}/TeeTimes`,
    ]);
  });

  it('writes the search date as the booking page does, day zero-padded', () => {
    expect(searchDate('2026-04-15')).toBe('Wed Apr 15 2026');
    expect(searchDate('2026-11-01')).toBe('Sun Nov 01 2026');
  });

  it('reads the local start, the free seats listed as the open spots and the green fee by its code', async () => {
    const { adapter } = site(() => answered([teeTime()]));
    expect(await adapter.fetchTeeTimes(query())).toEqual([
      {
        slotRef: '1:202604151200:18',
        startsAt: '2026-04-15T12:00:00-06:00',
        localDate: '2026-04-15',
        localTime: '12:00',
        holes: 18,
        openSpots: 3,
        minPlayers: 1,
        pricePerPlayerCents: 5200,
        cartIncluded: false,
        bookingUrl,
      },
    ]);
  });

  it('reads numbers sent as strings', async () => {
    const loose = teeTime({
      courseId: '1',
      holes: '18',
      availableParticipantNo: ['1', '2'],
      is18HoleOnly: 'true',
      shItemPrices: [{ shItemCode: 'GreenFee18', price: '47.50', currentPrice: '47.50' }],
    });
    const { adapter } = site(() => answered([loose]));
    expect(await adapter.fetchTeeTimes(query())).toEqual([
      expect.objectContaining({ holes: 18, openSpots: 2, pricePerPlayerCents: 4750 }),
    ]);
  });

  it('offers a tee time that sells both rounds as a 9-hole and an 18-hole one, each at its fee', async () => {
    const both = teeTime({
      is18HoleOnly: false,
      shItemPrices: [
        { shItemCode: 'GreenFee18', price: 52 },
        { shItemCode: 'GreenFee9', price: 31 },
        { shItemCode: 'FullCart9', price: 11 },
      ],
    });
    const nineOnly = teeTime({
      startTime: '2026-04-15T16:10:00',
      holes: 9,
      is18HoleOnly: false,
      is9HoleOnly: true,
      shItemPrices: [{ shItemCode: 'GreenFee9', price: 24 }],
    });
    const { adapter } = site(() => answered([both, nineOnly]));
    const times = await adapter.fetchTeeTimes(query());
    expect(times.map((t) => [t.localTime, t.holes, t.pricePerPlayerCents])).toEqual([
      ['12:00', 9, 3100],
      ['12:00', 18, 5200],
      ['16:10', 9, 2400],
    ]);
    expect(new Set(times.map((t) => t.slotRef)).size).toBe(3);
  });

  it('reads the real Overland Park row: no hole flags, fees coded GreenFee18Online / FullCart18Online', () => {
    const overland = { ...legacyRidge, tenant: 'overland', siteId: 2, courseId: 3 };
    // Only the row was kept by its client; the 2026 answers wrap their rows like this.
    const body = {
      transactionId: 'f592d5d9-a82c-bd59-435b-27ab5a20e64b',
      isSuccess: true,
      content: [capturedJson('clubprophet-tee-time-item-overlandpark.json')],
    };
    // The row also says nine holes are sold ("9 or 18") but prices no nine: only the 18 is
    // bookable, at the green fee without the cart item.
    expect(seenIn(body, overland, '2024-12-05')).toEqual([
      { at: '2024-12-05 07:57', holes: 18, openSpots: 4, minPlayers: 1, cents: 2800 },
    ]);
  });

  it('reads the real Rancho Bernardo answer: is18HoleOnly alone, no seat list, so maxPlayer is the room', () => {
    const ranchoBernardo = { ...legacyRidge, tenant: 'jcgsc5', siteId: 2, courseId: 2 };
    expect(
      seenIn(
        capturedJson('clubprophet-tee-times-ranchobernardo.json'),
        ranchoBernardo,
        '2026-03-12',
      ),
    ).toEqual([
      { at: '2026-03-12 07:21', holes: 18, openSpots: 1, minPlayers: 1, cents: 9500 },
      { at: '2026-03-12 15:09', holes: 18, openSpots: 1, minPlayers: 1, cents: 5500 },
      { at: '2026-03-12 18:00', holes: 18, openSpots: 4, minPlayers: 2, cents: 4000 },
    ]);
  });

  it.each([
    ['a successful search', true],
    ['an unsuccessful search', false],
  ])('reads NO_TEETIMES in %s as a day without tee times', async (_what, isSuccess) => {
    const { adapter } = site(() =>
      json(200, {
        transactionId: 'x',
        isSuccess,
        content: { messageKey: 'NO_TEETIMES', messageTemplate: 'No tee times available' },
      }),
    );
    expect(await adapter.fetchTeeTimes(query())).toEqual([]);
  });

  it('leaves out full tee times and counts the unreadable ones', async () => {
    const { metrics, byReason } = skippedSlots();
    const { adapter } = site(
      () =>
        answered([
          teeTime({ availableParticipantNo: [] }),
          teeTime({ startTime: '2026-04-15T12:09:00', availableParticipantNo: null }),
          teeTime({ startTime: 'soon' }),
          teeTime({ startTime: '2026-04-15T12:18:00', shItemPrices: [] }),
          teeTime({ startTime: '2026-04-15T12:27:00' }),
          'not a tee time',
        ]),
      [],
      { metrics },
    );
    const times = await adapter.fetchTeeTimes(query());
    expect(times.map((t) => t.localTime)).toEqual(['12:27']);
    expect(byReason).toEqual({ 'unreadable tee times': 1, 'no start time': 1, 'no price': 1 });
  });

  it("reads a site's courses with one search, each keeping its own tee times", async () => {
    const { adapter, callsTo } = site(() =>
      answered([
        teeTime({ courseId: 2, availableParticipantNo: [1] }),
        teeTime(),
        teeTime({ courseId: 4, startTime: '2026-04-15T12:09:00' }),
      ]),
    );
    expect(adapter.sharedReadKey(query(walnutCreek).link)).toBe(
      adapter.sharedReadKey(query().link),
    );
    const [forLegacyRidge, forWalnutCreek] = await adapter.fetchTeeTimesTogether([
      query(),
      query(walnutCreek),
    ]);
    const searches = callsTo('GET', '/TeeTimes');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.url.searchParams.get('courseIds')).toBe('1,2');
    expect(forLegacyRidge!.map((t) => [t.slotRef, t.openSpots])).toEqual([
      ['1:202604151200:18', 3],
    ]);
    expect(forWalnutCreek!.map((t) => [t.slotRef, t.openSpots])).toEqual([
      ['2:202604151200:18', 1],
    ]);
  });

  it('reads courses of different sites apart', () => {
    const { adapter } = site(() => answered([]));
    const indianTree = { ...legacyRidge, tenant: 'indiantree', websiteId: 'e6d9cd59' };
    expect(adapter.sharedReadKey(query(indianTree).link)).not.toBe(
      adapter.sharedReadKey(query().link),
    );
  });

  it('keeps its session for the next searches of the site', async () => {
    const { adapter, callsTo } = site(() => answered([teeTime()]));
    await adapter.fetchTeeTimes(query());
    await Promise.all([adapter.fetchTeeTimes(query()), adapter.fetchTeeTimes(query(walnutCreek))]);
    expect(callsTo('GET', '/Configuration')).toHaveLength(1);
    expect(callsTo('POST', '/RegisterTransactionId')).toHaveLength(1);
    expect(callsTo('GET', '/TeeTimes')).toHaveLength(3);
  });

  it.each([401, 403])(
    'fetches the key again once after a %i, and searches with the new one',
    async (status) => {
      let refusals = 1;
      let keys = 0;
      const { adapter, callsTo } = site(
        () => (refusals-- > 0 ? new Response('', { status }) : answered([teeTime()])),
        [
          route('GET', '/onlineresweb/Home/Configuration', () => {
            keys += 1;
            return json(200, { apiKey: `key-${keys}` });
          }),
        ],
      );
      expect(await adapter.fetchTeeTimes(query())).toHaveLength(1);
      expect(callsTo('GET', '/Configuration')).toHaveLength(2);
      expect(callsTo('GET', '/TeeTimes').map((call) => call.headers['x-apikey'])).toEqual([
        'key-1',
        'key-2',
      ]);
    },
  );

  it('reports a site that keeps refusing as unauthorized, after one new key', async () => {
    const { adapter, callsTo } = site(() => new Response('', { status: 401 }));
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(callsTo('GET', '/Configuration')).toHaveLength(2);
  });

  it.each([
    ['a configuration without a key', 'config', {}, 'malformed'],
    ['a search the site did not register', 'register', false, 'rejected'],
    ['an answer that is not an envelope', 'search', [teeTime()], 'malformed'],
    [
      'a failed search with its reason',
      'search',
      { isSuccess: false, content: { messageKey: 'INVALID_COURSE', messageTemplate: 'Invalid' } },
      'rejected',
    ],
    ['content that is neither', 'search', { isSuccess: true, content: 'soon' }, 'malformed'],
  ])('refuses %s', async (_what, step, body, kind) => {
    const at = {
      config: route('GET', '/onlineresweb/Home/Configuration', () => json(200, body)),
      register: route('POST', `${api}/RegisterTransactionId`, () => json(200, body)),
      search: route('GET', `${api}/TeeTimes`, () => json(200, body)),
    }[step]!;
    const { adapter } = site(() => answered([]), [at]);
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({
      kind,
      platform: 'clubprophet',
    });
  });

  it('refuses a course link of another platform without calling', async () => {
    const { adapter, calls } = site(() => answered([]));
    await expect(
      adapter.fetchTeeTimes({
        ...query(),
        link: { platform: 'teeitup', ids: { alias: 'x', facilityId: 1 } },
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
    expect(calls).toHaveLength(0);
  });
});
