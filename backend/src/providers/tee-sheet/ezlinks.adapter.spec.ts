import {
  clockOfInit,
  EzlinksAdapter,
  minutesOfClock,
  parseEzlinksTimes,
  searchDate,
} from './ezlinks.adapter.js';
import {
  fakePlatform,
  json,
  type ReceivedCall,
  route,
  type Route,
  skippedSlots,
} from './fake-platform.fixture.js';
import { noopTeeSheetMetrics } from './tee-sheet.metrics.js';
import { type EzlinksIds, type TeeSheetQuery } from './tee-sheet.provider.js';
import { capturedJson } from './captured-answer.fixture.js';

const bookingUrl = 'https://cityofaurora.ezlinksgolf.com/index.html#/search';
const auroraHills: EzlinksIds = { portal: 'cityofaurora', courseId: 6386 };
const meadowHills: EzlinksIds = { portal: 'cityofaurora', courseId: 6474 };

function query(ids: EzlinksIds = auroraHills, date = '2026-06-20'): TeeSheetQuery {
  return { link: { platform: 'ezlinks', ids }, date, courseBookingUrl: bookingUrl };
}

/** The portal's init, as the booking page loads it first. */
const init = (overrides: Record<string, unknown> = {}) =>
  json(200, {
    AllCourseIDs: [6386, 6474],
    Courses: [
      { CourseID: 6386, CourseName: 'Aurora Hills' },
      { CourseID: 6474, CourseName: 'Meadow Hills' },
    ],
    StartTime: '5:00 AM',
    EndTime: '7:00 PM',
    ...overrides,
  });

/**
 * One rate of a tee time as the search's obfuscated answer lists it (the fields read, typed as in
 * the captured real answer): an 18-hole rate, by its icons.
 */
function rate(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    r07: 6386,
    r08: 41,
    r11: 3,
    r14: 4,
    r15: '2026-06-20T07:10:00',
    r16: 'Aurora Hills',
    r24: '7:10 AM',
    r25: '41.0000',
    r28: '1,15',
    ...overrides,
  };
}

/** What a golfer sees of one course's tee times in an answer: day, time, round, room, fee. */
function seenIn(body: unknown, ids: EzlinksIds, date: string) {
  return parseEzlinksTimes(body, query(ids, date), ids, true, noopTeeSheetMetrics).map((slot) => ({
    at: `${slot.localDate} ${slot.localTime}`,
    holes: slot.holes,
    openSpots: slot.openSpots,
    cents: slot.pricePerPlayerCents,
  }));
}

const answered = (rows: unknown[]) => json(200, { r05: [], r06: rows });

/** An EZLinks portal: its init and `search` answers. */
function portal(search: (call: ReceivedCall) => Response, extra: Route[] = [], options = {}) {
  const platform = fakePlatform(
    'ezlinks',
    [
      ...extra,
      route('GET', '/api/search/init', () => init()),
      route('POST', '/api/search/search', search),
    ],
    0,
    options,
  );
  return { ...platform, adapter: new EzlinksAdapter(platform.http) };
}

describe('EzlinksAdapter', () => {
  it("loads the portal's init, then searches the day for the course as the booking page does", async () => {
    const { adapter, calls } = portal(() => answered([]));
    await adapter.fetchTeeTimes(query());

    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /ezlinks/cityofaurora/api/search/init',
      'POST /ezlinks/cityofaurora/api/search/search',
    ]);
    expect(calls[1]!.body).toEqual({
      p01: [6386],
      p02: '06/20/2026',
      p03: '5:00 AM',
      p04: '7:00 PM',
      p05: 0,
      p06: 1,
      p07: false,
    });
    expect(calls[1]!.headers['content-type']).toBe('application/json');
  });

  it('reaches each portal at its own host on the real platform', async () => {
    const { adapter, calls } = portal(() => answered([]), [], {
      baseUrl: 'https://{tenant}.ezlinksgolf.com',
    });
    await adapter.fetchTeeTimes(query());
    expect(calls.map((call) => call.url.origin + call.url.pathname)).toEqual([
      'https://cityofaurora.ezlinksgolf.com/api/search/init',
      'https://cityofaurora.ezlinksgolf.com/api/search/search',
    ]);
  });

  it('writes the date and reads the clock times as the booking page does', () => {
    expect(searchDate('2026-06-05')).toBe('06/05/2026');
    expect(minutesOfClock('7:10 AM')).toBe(430);
    expect(minutesOfClock('12:05 PM')).toBe(725);
    expect(minutesOfClock('12:30 am')).toBe(30);
    expect(minutesOfClock('13:10 PM')).toBeNull();
    expect(minutesOfClock('07:10')).toBeNull();
    expect(clockOfInit('05:00:00')).toBe('5:00 AM');
    expect(clockOfInit('19:30:00')).toBe('7:30 PM');
    expect(clockOfInit('12:00:00')).toBe('12:00 PM');
    expect(clockOfInit('00:15')).toBe('12:15 AM');
    expect(clockOfInit('6:30 AM')).toBe('6:30 AM');
    expect(clockOfInit('1900-01-01')).toBeNull();
  });

  it('reads the local start, the open spots and the price of the cheapest rate', async () => {
    const { adapter } = portal(() =>
      answered([
        rate({ r08: 58, r25: '58.0000' }),
        rate(),
        rate({ r08: 30, r25: '30.0000', r28: '9,15' }),
      ]),
    );
    expect(await adapter.fetchTeeTimes(query())).toEqual([
      {
        slotRef: '6386:202606200710:9',
        startsAt: '2026-06-20T07:10:00-06:00',
        localDate: '2026-06-20',
        localTime: '07:10',
        holes: 9,
        openSpots: 3,
        pricePerPlayerCents: 3000,
        cartIncluded: false,
        bookingUrl,
      },
      expect.objectContaining({
        slotRef: '6386:202606200710:18',
        holes: 18,
        pricePerPlayerCents: 4100,
      }),
    ]);
  });

  it("reads the real Darlington answer: r28 lists the rate's icons, 9 the nine-hole one", () => {
    const darlington = { portal: 'bergencountyrba', courseId: 24268 };
    expect(
      seenIn(capturedJson('ezlinks-search-darlington.json'), darlington, '2021-07-08'),
    ).toEqual([{ at: '2021-07-08 06:40', holes: 9, openSpots: 4, cents: 2200 }]);
  });

  it('reads the rounds of the icon lists seen at Aurora: 9 and 15 a nine, 1 (18 holes) an eighteen', () => {
    const rows = [
      rate({ r15: '2026-06-20T07:10:00', r28: '9,15' }),
      rate({ r15: '2026-06-20T07:20:00', r28: '1,15' }),
      rate({ r15: '2026-06-20T07:30:00', r28: '1,7,15' }),
    ];
    expect(seenIn({ r06: rows }, auroraHills, '2026-06-20').map((t) => [t.at, t.holes])).toEqual([
      ['2026-06-20 07:10', 9],
      ['2026-06-20 07:20', 18],
      ['2026-06-20 07:30', 18],
    ]);
  });

  it('reads numbers sent as strings, and the fields that stand in for missing ones', async () => {
    const loose = rate({ r07: '6386', r08: undefined, r11: '2', r25: '47.50' });
    const noSpots = rate({ r15: '2026-06-20T08:00:00', r11: undefined, r14: '4' });
    const noIso = rate({ r15: undefined, r24: '1:35 PM' });
    const { adapter } = portal(() => answered([loose, noSpots, noIso]));
    expect(
      (await adapter.fetchTeeTimes(query())).map((t) => [
        t.localTime,
        t.openSpots,
        t.pricePerPlayerCents,
      ]),
    ).toEqual([
      ['07:10', 2, 4750],
      ['08:00', 4, 4100],
      ['13:35', 3, 4100],
    ]);
  });

  it('leaves out full tee times and counts the unreadable ones', async () => {
    const { metrics, byReason } = skippedSlots();
    const { adapter } = portal(
      () =>
        answered([
          rate({ r11: 0 }),
          rate({ r15: null, r24: 'soon' }),
          rate({ r15: '2026-06-20T09:00:00', r08: null, r25: '' }),
          rate({ r15: '2026-06-20T09:10:00' }),
          'not a rate',
        ]),
      [],
      { metrics },
    );
    const times = await adapter.fetchTeeTimes(query());
    expect(times.map((t) => t.localTime)).toEqual(['09:10']);
    expect(byReason).toEqual({ 'unreadable tee times': 1, 'no start time': 1, 'no price': 1 });
  });

  it("reads a portal's courses with one search, each keeping its own tee times", async () => {
    const { adapter, callsTo } = portal(() =>
      answered([rate({ r07: 6474, r11: 1 }), rate(), rate({ r07: 19921, r15: undefined })]),
    );
    expect(adapter.sharedReadKey(query(meadowHills).link)).toBe(
      adapter.sharedReadKey(query().link),
    );
    const [forAuroraHills, forMeadowHills] = await adapter.fetchTeeTimesTogether([
      query(),
      query(meadowHills),
    ]);
    const searches = callsTo('POST', '/api/search/search');
    expect(searches).toHaveLength(1);
    expect((searches[0]!.body as { p01: number[] }).p01).toEqual([6386, 6474]);
    expect(forAuroraHills!.map((t) => [t.slotRef, t.openSpots])).toEqual([
      ['6386:202606200710:18', 3],
    ]);
    expect(forMeadowHills!.map((t) => [t.slotRef, t.openSpots])).toEqual([
      ['6474:202606200710:18', 1],
    ]);
  });

  it('reads courses of different portals apart', () => {
    const { adapter } = portal(() => answered([]));
    const heatherRidge = { portal: 'heatherridge', courseId: 6386 };
    expect(adapter.sharedReadKey(query(heatherRidge).link)).not.toBe(
      adapter.sharedReadKey(query().link),
    );
    expect(
      adapter.sharedReadKey({ platform: 'teeitup', ids: { alias: 'x', facilityId: 1 } }),
    ).toBeNull();
  });

  it("keeps the portal's init for the next searches", async () => {
    const { adapter, callsTo } = portal(() => answered([rate()]));
    await adapter.fetchTeeTimes(query());
    await Promise.all([adapter.fetchTeeTimes(query()), adapter.fetchTeeTimes(query(meadowHills))]);
    expect(callsTo('GET', '/api/search/init')).toHaveLength(1);
    expect(callsTo('POST', '/api/search/search')).toHaveLength(3);
  });

  it('searches the hours the portal names, and the booking page’s where it names none', async () => {
    const hours = (call: ReceivedCall) => {
      const { p03, p04 } = call.body as { p03: string; p04: string };
      return `${p03} to ${p04}`;
    };
    const named = portal(
      () => answered([]),
      [route('GET', '/api/search/init', () => init({ StartTime: '6:30 AM', EndTime: '8:00 PM' }))],
    );
    await named.adapter.fetchTeeTimes(query());
    expect(hours(named.callsTo('POST', '/search')[0]!)).toBe('6:30 AM to 8:00 PM');

    const unnamed = portal(
      () => answered([]),
      [route('GET', '/api/search/init', () => init({ StartTime: null, EndTime: '1900-01-01' }))],
    );
    await unnamed.adapter.fetchTeeTimes(query());
    expect(hours(unnamed.callsTo('POST', '/search')[0]!)).toBe('5:00 AM to 7:00 PM');
  });

  it('reads the init as a live portal writes it: the ids in one string, the hours on a 24-hour clock', async () => {
    // As OneTee's client describes Aurora's live init (July 2026).
    const live = () =>
      json(200, {
        AllCourseIDs: '6386,6474',
        StartTime: '05:00:00',
        EndTime: '19:30:00',
      });
    const { adapter, callsTo } = portal(
      () => answered([]),
      [route('GET', '/api/search/init', live)],
    );
    await adapter.fetchTeeTimes(query());
    const { p03, p04 } = callsTo('POST', '/search')[0]!.body as { p03: string; p04: string };
    expect(`${p03} to ${p04}`).toBe('5:00 AM to 7:30 PM');
    await expect(
      adapter.fetchTeeTimes(query({ portal: 'cityofaurora', courseId: 36325 })),
    ).rejects.toThrow(/no course 36325.*it has 6386, 6474/);
  });

  it("refuses a course the portal does not have, naming the portal's courses, without searching", async () => {
    const { adapter, callsTo } = portal(() => answered([]));
    const madeUp = { portal: 'cityofaurora', courseId: 36325 };
    const refused = adapter.fetchTeeTimes(query(madeUp));
    await expect(refused).rejects.toMatchObject({ kind: 'rejected', platform: 'ezlinks' });
    await expect(refused).rejects.toThrow(/no course 36325.*6386 Aurora Hills, 6474 Meadow Hills/);
    await expect(adapter.fetchTeeTimesTogether([query(), query(madeUp)])).rejects.toMatchObject({
      kind: 'rejected',
    });
    expect(callsTo('POST', '/search')).toHaveLength(0);
  });

  it('searches any course where the init lists none, with ids as strings read as numbers', async () => {
    const none = portal(
      () => answered([rate()]),
      [route('GET', '/api/search/init', () => json(200, { StartTime: '5:00 AM' }))],
    );
    expect(await none.adapter.fetchTeeTimes(query())).toHaveLength(1);
    const strings = portal(
      () => answered([rate()]),
      [
        route('GET', '/api/search/init', () =>
          init({ AllCourseIDs: ['6386'], Courses: [{ CourseID: '6386' }] }),
        ),
      ],
    );
    expect(await strings.adapter.fetchTeeTimes(query())).toHaveLength(1);
  });

  it.each([
    ['an init that is not JSON', 'init', () => new Response('<html></html>'), 'malformed'],
    ['an init that is not an object', 'init', () => json(200, 'soon'), 'malformed'],
    [
      'a portal it does not have',
      'init',
      () => new Response('<html/>', { status: 404 }),
      'rejected',
    ],
    ['an answer without its list', 'search', () => json(200, { r05: [] }), 'malformed'],
    ['a list of nothing readable', 'search', () => answered(['x', 1]), 'malformed'],
    ["Cloudflare's challenge", 'search', () => new Response('', { status: 403 }), 'unauthorized'],
  ])('refuses %s', async (_what, step, answer, kind) => {
    const at =
      step === 'init'
        ? route('GET', '/api/search/init', answer)
        : route('POST', '/api/search/search', answer);
    const { adapter } = portal(() => answered([]), [at]);
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({
      kind,
      platform: 'ezlinks',
    });
  });

  it('opens the init again after it failed once', async () => {
    let failures = 1;
    const { adapter, callsTo } = portal(
      () => answered([rate()]),
      [
        route('GET', '/api/search/init', () =>
          failures-- > 0 ? new Response('', { status: 503 }) : init(),
        ),
      ],
    );
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await adapter.fetchTeeTimes(query())).toHaveLength(1);
    expect(callsTo('GET', '/api/search/init')).toHaveLength(2);
  });

  it('refuses a course link of another platform without calling', async () => {
    const { adapter, calls } = portal(() => answered([]));
    await expect(
      adapter.fetchTeeTimes({
        ...query(),
        link: { platform: 'teeitup', ids: { alias: 'x', facilityId: 1 } },
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
    expect(calls).toHaveLength(0);
  });
});
