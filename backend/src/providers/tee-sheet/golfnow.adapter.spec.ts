import {
  GOLFNOW_PAGE_SIZE,
  GolfnowAdapter,
  golfnowDate,
  golfnowDayPage,
  openSpotsOf,
} from './golfnow.adapter.js';
import {
  fakePlatform,
  json,
  type ReceivedCall,
  route,
  skippedSlots,
} from './fake-platform.fixture.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import { type GolfnowIds, type TeeSheetQuery } from './tee-sheet.provider.js';

const arrowhead: GolfnowIds = { facilityId: 453, seoFriendlyName: '453-arrowhead-golf-club' };
const dayPage =
  'https://www.golfnow.com/tee-times/facility/453-arrowhead-golf-club/search#date=Jun+20+2026';

function query(date = '2026-06-20'): TeeSheetQuery {
  // The course's own page (its EZLinks portal): GolfNow's tee times link to GolfNow instead.
  return {
    link: { platform: 'golfnow', ids: arrowhead },
    date,
    courseBookingUrl: 'https://arrowheadpp.ezlinksgolf.com',
  };
}

const usd = (value: number) => ({ value, currencyCode: 'USD' });

/** A rate as a tee time lists it: its round, its green fee per player, whether a cart is in. */
function rate(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    teeTimeRateId: 65232384,
    rateName: '18 Holes',
    holeCount: 18,
    isNine: false,
    isEighteen: true,
    playerRule: 'OneTwoThreeFour',
    isHotDeal: false,
    isCartIncluded: true,
    detailUrl: '/tee-times/facility/453/tee-time/65232384',
    singlePlayerPrice: { greensFees: usd(45) },
    ...overrides,
  };
}

/** A tee time as the search lists it; its date is the course's wall clock labelled +00:00. */
function teeTime(clock = '07:10', overrides: Record<string, unknown> = {}) {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return {
    facilityId: 453,
    facility: {
      facilityId: 453,
      name: 'Arrowhead Golf Club',
      seoFriendlyName: arrowhead.seoFriendlyName,
    },
    time: {
      date: `2026-06-20T${clock}:00+00:00`,
      formatted: `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')}`,
      formattedTimeMeridian: hours < 12 ? 'AM' : 'PM',
    },
    playerRule: 'OneTwoThreeFour',
    displayRate: usd(45),
    multipleHolesRate: 18,
    teeTimeRates: [rate()],
    ...overrides,
  };
}

const answer = (teeTimes: unknown[], total = teeTimes.length) => ({
  ttResults: { teeTimes, total, startIndex: 0 },
});

function golfnow(
  search: (call: ReceivedCall) => Response,
  options: { baseUrl?: string; metrics?: TeeSheetMetrics } = {},
) {
  const platform = fakePlatform(
    'golfnow',
    [route('POST', '/api/tee-times/tee-time-search-results', search)],
    0,
    options,
  );
  return { ...platform, adapter: new GolfnowAdapter(platform.http) };
}

const read = (teeTimes: unknown[], metrics?: TeeSheetMetrics) =>
  golfnow(() => json(200, answer(teeTimes)), metrics ? { metrics } : {}).adapter.fetchTeeTimes(
    query(),
  );

describe('GolfnowAdapter', () => {
  it("posts the facility's search for the day as its search page does", async () => {
    const { adapter, calls } = golfnow(() => json(200, answer([])), {
      baseUrl: 'https://www.golfnow.com',
    });
    await adapter.fetchTeeTimes(query());

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(`${call!.method} ${call!.url.origin}${call!.url.pathname}`).toBe(
      'POST https://www.golfnow.com/api/tee-times/tee-time-search-results',
    );
    expect(call!.body).toMatchObject({
      facilityId: 453,
      searchType: 'Facility',
      date: 'Jun 20 2026',
      pageNumber: 0,
      pageSize: GOLFNOW_PAGE_SIZE,
      players: 0,
      holes: 'Any',
      timeMin: 0,
      timeMax: 48,
      rateType: 'all',
      excludeFeaturedFacilities: true,
    });
    expect(call!.headers).toMatchObject({
      'content-type': 'application/json',
      origin: 'https://www.golfnow.com',
      referer: 'https://www.golfnow.com/tee-times/facility/453-arrowhead-golf-club/search',
      'x-requested-with': 'XMLHttpRequest',
    });
  });

  it('reads the wall clock as the course-local start, though the answer labels it UTC', async () => {
    expect(await read([teeTime('07:10'), teeTime('13:40')])).toEqual([
      {
        slotRef: '453:202606200710:18',
        startsAt: '2026-06-20T07:10:00-06:00',
        localDate: '2026-06-20',
        localTime: '07:10',
        holes: 18,
        openSpots: 4,
        minPlayers: 1,
        pricePerPlayerCents: 4500,
        cartIncluded: true,
        bookingUrl: dayPage,
      },
      expect.objectContaining({ localTime: '13:40', startsAt: '2026-06-20T13:40:00-06:00' }),
    ]);
  });

  it('takes the open spots and the smallest party from the party sizes the tee time still sells', async () => {
    const teeTimes = await read([
      teeTime('07:00', { playerRule: 'One' }),
      teeTime('07:10', { playerRule: 'OneTwo' }),
      teeTime('07:20', { playerRule: 'TwoThreeFour' }),
      teeTime('07:30', { playerRule: 'Any' }),
      // Older answers: a number whose bit n allows n + 1 players (0b111: one to three).
      teeTime('07:40', { playerRule: 7 }),
      // No rule on the tee time: the widest of its rates'.
      teeTime('07:50', { playerRule: undefined, teeTimeRates: [rate({ playerRule: 'OneTwo' })] }),
      // 0b1110: two to four.
      teeTime('08:00', { playerRule: 14 }),
    ]);
    expect(teeTimes.map((t) => [t.localTime, t.openSpots, t.minPlayers])).toEqual([
      ['07:00', 1, 1],
      ['07:10', 2, 1],
      ['07:20', 4, 2],
      ['07:30', 4, 1],
      ['07:40', 3, 1],
      ['07:50', 2, 1],
      ['08:00', 4, 2],
    ]);
    expect([openSpotsOf('None'), openSpotsOf(''), openSpotsOf(0), openSpotsOf(null)]).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('quotes each round at its cheapest green fee, with that rate saying whether a cart is in', async () => {
    const both = teeTime('08:00', {
      teeTimeRates: [
        rate({ rateName: '18 Holes with Cart', singlePlayerPrice: { greensFees: usd(59) } }),
        rate({
          rateName: 'Hot Deal',
          isHotDeal: true,
          isCartIncluded: false,
          singlePlayerPrice: { greensFees: usd(38) },
        }),
        rate({
          rateName: '9 Holes',
          holeCount: 9,
          isNine: true,
          isEighteen: false,
          singlePlayerPrice: { greensFees: usd(24.5) },
        }),
      ],
    });
    expect(
      (await read([both])).map((t) => [t.holes, t.pricePerPlayerCents, t.cartIncluded]),
    ).toEqual([
      [9, 2450, true],
      [18, 3800, false],
    ]);
  });

  it('reads the loose shapes public clients meet', async () => {
    const older = {
      facilityId: '453',
      time: '2026-06-20T09:20:00',
      playerRule: 15,
      displayRate: 41,
      multipleHolesRate: 18,
      // The green fee on the rate itself, the round only in its flags, no cart flag.
      teeTimeRates: [{ isEighteen: true, greensFees: { value: '41.00' } }],
    };
    // No date in the time: its shown clock on the day asked for.
    const shownOnly = teeTime('12:30', {
      time: { formatted: '12:30', formattedTimeMeridian: 'PM' },
    });
    // Rates without any price: the tee time's display rate.
    const displayOnly = teeTime('16:05', {
      displayRate: usd(29),
      teeTimeRates: [rate({ singlePlayerPrice: null })],
    });
    expect(
      (await read([older, shownOnly, displayOnly])).map((t) => [
        t.localTime,
        t.holes,
        t.openSpots,
        t.pricePerPlayerCents,
        t.cartIncluded,
      ]),
    ).toEqual([
      ['09:20', 18, 4, 4100, false],
      ['12:30', 18, 4, 4500, true],
      ['16:05', 18, 4, 2900, false],
    ]);
  });

  it("leaves out another facility's tee times and tee times it cannot place or sell", async () => {
    const { metrics, byReason } = skippedSlots();
    const teeTimes = await read(
      [
        teeTime('07:10'),
        teeTime('07:20', { facilityId: 1411, facility: { facilityId: 1411 } }),
        teeTime('07:30', { time: { formatted: 'soon' } }),
        teeTime('07:40', { playerRule: 'None', teeTimeRates: [rate({ playerRule: null })] }),
        teeTime('07:50', { displayRate: null, teeTimeRates: [] }),
      ],
      metrics,
    );
    expect(teeTimes.map((t) => t.localTime)).toEqual(['07:10']);
    expect(byReason).toEqual({ 'another facility': 1, 'no start time': 1, 'no price': 1 });
  });

  it('reads the next pages until it has as many tee times as the search says it has', async () => {
    const clocks = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => {
        const minute = 6 * 60 + (from + index) * 5;
        return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      });
    const all = clocks(0, GOLFNOW_PAGE_SIZE + 3).map((clock) => teeTime(clock));
    const { adapter, calls } = golfnow((call) => {
      const page = (call.body as { pageNumber: number }).pageNumber;
      const rows = all.slice(page * GOLFNOW_PAGE_SIZE, (page + 1) * GOLFNOW_PAGE_SIZE);
      return json(200, answer(rows, all.length));
    });
    expect(await adapter.fetchTeeTimes(query())).toHaveLength(GOLFNOW_PAGE_SIZE + 3);
    expect(calls.map((call) => (call.body as { pageNumber: number }).pageNumber)).toEqual([0, 1]);
  });

  it('reads an empty sheet as a day without tee times, and refuses what is not a search answer', async () => {
    expect(await read([])).toEqual([]);
    await expect(
      golfnow(() => json(200, { message: 'ok' })).adapter.fetchTeeTimes(query()),
    ).rejects.toMatchObject({ kind: 'malformed', platform: 'golfnow' });
    const challenge = new Response('<!DOCTYPE html><html><title>Just a moment...</title></html>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
    await expect(golfnow(() => challenge).adapter.fetchTeeTimes(query())).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('reports a facility whose search answers 404 as refused', async () => {
    const notFound = new Response('<html><title>Page Not Found</title></html>', {
      status: 404,
      headers: { 'content-type': 'text/html' },
    });
    await expect(golfnow(() => notFound).adapter.fetchTeeTimes(query())).rejects.toMatchObject({
      kind: 'rejected',
      status: 404,
    });
  });

  it('refuses a course of another platform without asking GolfNow', async () => {
    const { adapter, calls } = golfnow(() => json(200, answer([])));
    await expect(
      adapter.fetchTeeTimes({
        ...query(),
        link: { platform: 'teeitup', ids: { alias: 'x', facilityId: 453 } },
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
    expect(calls).toEqual([]);
  });
});

describe("GolfNow's day page", () => {
  it('names the day as GolfNow writes it, and the party where there is one', () => {
    expect(golfnowDate('2026-01-05')).toBe('Jan 05 2026');
    expect(golfnowDayPage(arrowhead, '2026-06-20')).toBe(dayPage);
    expect(golfnowDayPage(arrowhead, '2026-06-20', 3)).toBe(`${dayPage}&players=3`);
  });
});
