import {
  ClubcaddieAdapter,
  inputsOf,
  parseClubcaddieTimes,
  readCoursePage,
} from './clubcaddie.adapter.js';
import {
  fakePlatform,
  type ReceivedCall,
  route,
  type Route,
  skippedSlots,
} from './fake-platform.fixture.js';
import { noopTeeSheetMetrics } from './tee-sheet.metrics.js';
import { type ClubcaddieIds, type TeeSheetQuery } from './tee-sheet.provider.js';
import { capturedText } from './captured-answer.fixture.js';

const bookingUrl = 'https://apimanager-cc11.clubcaddie.com/webapi/view/hbfdabab';
const applewood: ClubcaddieIds = { server: 'cc11', courseKey: 'hbfdabab' };

function query(ids: ClubcaddieIds = applewood, date = '2026-06-20'): TeeSheetQuery {
  return { link: { platform: 'clubcaddie', ids }, date, courseBookingUrl: bookingUrl };
}

const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html', ...headers } });

/** The course's booking page: its search form's hidden fields, and the session it opens. */
function coursePage(fields: Record<string, string> = {}, sessionId: string | null = 'visitor1') {
  const inputs = Object.entries({
    CourseId: '103418',
    apikey: 'hbfdabab',
    HoleGroup: 'front',
    ...fields,
  })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}" />`)
    .join('\n');
  return html(
    `<!DOCTYPE html><html><body><form id="SearchForm" method="post">${inputs}</form></body></html>`,
    sessionId === null ? {} : { 'Session-Id': sessionId },
  );
}

/** A tee time's slot JSON, as the hidden input carries it before its encoding. */
function teeTime(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    CourseId: 103418,
    StartTime: '07:10:00',
    EndTime: '07:20:00',
    PlayersAvailable: 3,
    MinimumPlayersAvailable: 1,
    LowestPrice: 41,
    HighestPrice: 59,
    LowestPriceHoleRate_18: 41,
    HighestPriceHoleRate_18: 59,
    LowestPriceHoleRate_9: null,
    HighestPriceHoleRate_9: null,
    HoleGroup: 'front',
    PricingPlan: [
      { HoleRate_18: 41, HoleRate_9: null, TitleType: 'Public+Rate' },
      { HoleRate_18: 59, HoleRate_9: null, TitleType: '18+Holes+with+Cart' },
    ],
    ...overrides,
  };
}

/** URL-encoded as a form encodes it (a space is "+"), as the platform writes the slot input. */
const encoded = (value: unknown) =>
  new URLSearchParams({ slot: JSON.stringify(value) }).toString().slice('slot='.length);

const emptyDay = () =>
  html(
    '<div id="SlotBox"><p>Use Time &amp; Day Filters To Find Desired Tee-Times. To see more times adjust your filters for date, holes, players, or time of day.</p></div>',
  );

/** A TeeTimes answer: a form per tee time inside the slot box (an empty day without any). */
function answered(slots: unknown[], date = '2026-06-20') {
  if (slots.length === 0) return emptyDay();
  const forms = slots.map(
    (slot, index) =>
      `<form id="TeeTimeSlotForm${index}" method="post"><div class="teetime bigscreen">` +
      `<input type="hidden" name="slot" value="${typeof slot === 'string' ? slot : encoded(slot)}">` +
      `<input type="hidden" name="Date" value="${date}"></div></form>`,
  );
  return html(`<div id="SlotBox" class="slot-outer-box">${forms.join('\n')}</div>`);
}

/**
 * A TeeTimes answer built like Salida's real one (2026-07-24): its captured window, the visible
 * tee time from the nine's label to the holes, completed where the window cuts it (the nine's box
 * opens before it, the holes' cell closes after it), then the hidden slot JSON, Date and fromtime
 * inputs that clients read of real pages, in the tee time's form. The JSON says what the window
 * shows: 08:00, nine holes from the front, $54.00.
 */
function builtLikeSalida(): string {
  const window = capturedText('clubcaddie-tee-times-fragment-salida.html');
  const slot = {
    CourseId: 103497,
    StartTime: '08:00:00',
    EndTime: '08:10:00',
    PlayersAvailable: 4,
    MinimumPlayersAvailable: 1,
    LowestPrice: 54,
    HighestPrice: 54,
    HoleGroup: 'front',
    HoleGroupAlias: 'Front',
    PricingPlan: [{ TitleType: 'Public Rate', HoleRate_18: null, HoleRate_9: 54 }],
    LowestPriceHoleRate_18: null,
    LowestPriceHoleRate_9: 54,
  };
  return `<div id="SlotBox" class="slot-outer-box">
    <form id="TeeTimeSlotForm0" method="post"><div class="teetime bigscreen">
      <div class="itembox">${window}</div>
      <input type="hidden" name="slot" value="${encoded(slot)}">
      <input type="hidden" name="Date" value="2026-07-24">
      <input type="hidden" name="fromtime" value="08:00:00">
    </div></form>
  </div>`;
}

/** A course's Club Caddie server: the booking page and the `TeeTimes` answers. */
function server(teeTimes: (call: ReceivedCall) => Response, extra: Route[] = [], options = {}) {
  const platform = fakePlatform(
    'clubcaddie',
    [
      ...extra,
      route('GET', /\/webapi\/view\/[a-z]+\/slots$/, () => coursePage()),
      route('POST', '/webapi/TeeTimes', teeTimes),
    ],
    0,
    options,
  );
  return { ...platform, adapter: new ClubcaddieAdapter(platform.http) };
}

describe('ClubcaddieAdapter', () => {
  it("opens the course's booking page, then posts the day's search as the page does", async () => {
    const { adapter, calls } = server(() => answered([]));
    await adapter.fetchTeeTimes(query());

    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /clubcaddie/cc11/webapi/view/hbfdabab/slots',
      'POST /clubcaddie/cc11/webapi/TeeTimes',
    ]);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      date: '06/20/2026',
      player: '1',
      ratetype: 'any',
      SetSessionIdInLocalStorage: 'true',
    });
    expect(calls[1]!.body).toEqual({
      date: '06/20/2026',
      player: '1',
      holes: 'any',
      fromtime: '4',
      totime: '23',
      minprice: '0',
      maxprice: '9999',
      ratetype: 'any',
      HoleGroup: 'front',
      CourseId: '103418',
      apikey: 'hbfdabab',
      Interaction: 'visitor1',
    });
    expect(calls[1]!.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
      'x-requested-with': 'XMLHttpRequest',
    });
  });

  it('reaches each course at its own server on the real platform', async () => {
    const { adapter, calls } = server(() => answered([]), [], {
      baseUrl: 'https://apimanager-{tenant}.clubcaddie.com',
    });
    await adapter.fetchTeeTimes(query());
    expect(calls.map((call) => call.url.origin + call.url.pathname)).toEqual([
      'https://apimanager-cc11.clubcaddie.com/webapi/view/hbfdabab/slots',
      'https://apimanager-cc11.clubcaddie.com/webapi/TeeTimes',
    ]);
  });

  it('reads the local start, the open spots and the cheapest rate of each round', async () => {
    const both = teeTime({
      StartTime: '07:19:00',
      PlayersAvailable: 2,
      LowestPriceHoleRate_9: 24.5,
      PricingPlan: [{ HoleRate_18: 45, HoleRate_9: 24.5, TitleType: 'Public+Rate' }],
    });
    const { adapter } = server(() => answered([teeTime(), both]));
    expect(await adapter.fetchTeeTimes(query())).toEqual([
      {
        slotRef: 'cc11/hbfdabab:202606200710:18',
        startsAt: '2026-06-20T07:10:00-06:00',
        localDate: '2026-06-20',
        localTime: '07:10',
        holes: 18,
        openSpots: 3,
        minPlayers: 1,
        pricePerPlayerCents: 4100,
        cartIncluded: false,
        bookingUrl,
      },
      expect.objectContaining({ localTime: '07:19', holes: 9, pricePerPlayerCents: 2450 }),
      expect.objectContaining({ localTime: '07:19', holes: 18, pricePerPlayerCents: 4100 }),
    ]);
  });

  it("finds the tee time in a page built like Salida's real one, its visible block around it", () => {
    const salida = { server: 'cc30', courseKey: 'gjfdabab' };
    const read = parseClubcaddieTimes(
      builtLikeSalida(),
      query(salida, '2026-07-24'),
      salida,
      noopTeeSheetMetrics,
    );
    expect(
      read.map((t) => [
        `${t.localDate} ${t.localTime}`,
        t.holes,
        t.openSpots,
        t.pricePerPlayerCents,
      ]),
    ).toEqual([['2026-07-24 08:00', 9, 4, 5400]]);
  });

  it('prices a round from the pricing plans where the tee time has no rate per round, else at its lowest price', async () => {
    const plansOnly = teeTime({
      LowestPriceHoleRate_18: undefined,
      HighestPriceHoleRate_18: undefined,
      LowestPriceHoleRate_9: undefined,
      PricingPlan: [
        { HoleRate_18: '52.00', HoleRate_9: null },
        { HoleRate_18: 48, HoleRate_9: 0 },
      ],
    });
    const nineOnly = teeTime({
      StartTime: '08:00:00',
      LowestPriceHoleRate_18: null,
      PricingPlan: [{ HoleRate_18: null, HoleRate_9: 19 }],
    });
    const lowestOnly = teeTime({
      StartTime: '08:10:00',
      LowestPriceHoleRate_18: null,
      PricingPlan: [],
      LowestPrice: 33,
    });
    const { adapter } = server(() => answered([plansOnly, nineOnly, lowestOnly]));
    expect(
      (await adapter.fetchTeeTimes(query())).map((t) => [
        t.localTime,
        t.holes,
        t.pricePerPlayerCents,
      ]),
    ).toEqual([
      ['07:10', 18, 4800],
      ['08:00', 9, 1900],
      ['08:10', 18, 3300],
    ]);
  });

  it('reads an empty day as the platform says it, and refuses a page that says nothing', async () => {
    expect(await server(emptyDay).adapter.fetchTeeTimes(query())).toEqual([]);
    expect(
      await server(() =>
        html('<div id="SlotBox">No tee times available.</div>'),
      ).adapter.fetchTeeTimes(query()),
    ).toEqual([]);
    await expect(
      server(() => html('<html><body>Please try again</body></html>')).adapter.fetchTeeTimes(
        query(),
      ),
    ).rejects.toMatchObject({ kind: 'malformed', platform: 'clubcaddie' });
  });

  it('refuses an answer cut short, though the tee times before the cut read well', async () => {
    const whole = await answered([teeTime(), teeTime({ StartTime: '07:20:00' })]).text();
    const cut = whole.slice(0, whole.lastIndexOf('</form>'));
    await expect(server(() => html(cut)).adapter.fetchTeeTimes(query())).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('carries the smallest party a tee time is sold to, and leaves out one that needs more than its room', async () => {
    const { adapter } = server(() =>
      answered([
        teeTime({ StartTime: '07:10:00', MinimumPlayersAvailable: 2 }),
        teeTime({ StartTime: '07:20:00', MinimumPlayersAvailable: 4, PlayersAvailable: 3 }),
        teeTime({ StartTime: '07:30:00', MinimumPlayersAvailable: null }),
      ]),
    );
    expect(
      (await adapter.fetchTeeTimes(query())).map((t) => [t.localTime, t.openSpots, t.minPlayers]),
    ).toEqual([
      ['07:10', 3, 2],
      ['07:30', 3, 1],
    ]);
  });

  it('leaves out full tee times and counts the unreadable ones', async () => {
    const { metrics, byReason } = skippedSlots();
    const { adapter } = server(
      () =>
        answered([
          teeTime({ PlayersAvailable: 0 }),
          teeTime({ StartTime: 'soon' }),
          teeTime({
            StartTime: '09:00:00',
            LowestPriceHoleRate_18: null,
            PricingPlan: [],
            LowestPrice: null,
          }),
          teeTime({ StartTime: '09:10:00' }),
          '%7B%22StartTime%22%3A',
        ]),
      [],
      { metrics },
    );
    expect((await adapter.fetchTeeTimes(query())).map((t) => t.localTime)).toEqual(['09:10']);
    expect(byReason).toEqual({ 'unreadable tee times': 1, 'no start time': 1, 'no price': 1 });
  });

  it('reads the date each tee time names, leaving out another day', async () => {
    const { metrics, byReason } = skippedSlots();
    const { adapter } = server(() => answered([teeTime()], '2026-06-21'), [], { metrics });
    expect(await adapter.fetchTeeTimes(query())).toEqual([]);
    expect(byReason).toEqual({ 'another date': 1 });
    // A date it cannot read stands for the day asked for.
    const unread = server(() => answered([teeTime()], '6/20/2026'));
    expect((await unread.adapter.fetchTeeTimes(query())).map((t) => t.localDate)).toEqual([
      '2026-06-20',
    ]);
  });

  it("keeps the course's page for the next reads, one per course", async () => {
    const { adapter, callsTo } = server(() => answered([teeTime()]));
    await adapter.fetchTeeTimes(query());
    await Promise.all([
      adapter.fetchTeeTimes(query(applewood, '2026-06-21')),
      adapter.fetchTeeTimes(query({ server: 'cc12', courseKey: 'gbfdabab' })),
      adapter.fetchTeeTimes(query({ server: 'cc28', courseKey: 'gbfdabab' })),
    ]);
    expect(callsTo('GET', '/slots').map((call) => call.url.pathname)).toEqual([
      '/clubcaddie/cc11/webapi/view/hbfdabab/slots',
      '/clubcaddie/cc12/webapi/view/gbfdabab/slots',
      '/clubcaddie/cc28/webapi/view/gbfdabab/slots',
    ]);
    expect(callsTo('POST', '/webapi/TeeTimes')).toHaveLength(4);
  });

  it('opens the page again once when the platform refuses its session, then reads the day', async () => {
    let refusals = 1;
    const { adapter, callsTo } = server(() =>
      refusals-- > 0 ? html('', {}, 401) : answered([teeTime()]),
    );
    expect(await adapter.fetchTeeTimes(query())).toHaveLength(1);
    expect(callsTo('GET', '/slots')).toHaveLength(2);
    expect(callsTo('POST', '/webapi/TeeTimes')).toHaveLength(2);
  });

  it('reports a session refused twice as unauthorized', async () => {
    const { adapter } = server(() => html('', {}, 403));
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('opens the page again after it failed once', async () => {
    let failures = 1;
    const { adapter, callsTo } = server(
      () => answered([teeTime()]),
      [
        route('GET', '/slots', () =>
          failures-- > 0 ? html('', {}, 503) : coursePage({}, 'visitor2'),
        ),
      ],
    );
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await adapter.fetchTeeTimes(query())).toHaveLength(1);
    expect(
      (callsTo('POST', '/webapi/TeeTimes')[0]!.body as Record<string, string>).Interaction,
    ).toBe('visitor2');
  });

  it.each([
    [
      'a page without the search form',
      () => html('<html><body>Down for maintenance</body></html>'),
      'malformed',
    ],
    ['a key the server does not have', () => html('<h1>Not found</h1>', {}, 404), 'rejected'],
  ])('refuses %s', async (_what, page, kind) => {
    const { adapter, callsTo } = server(() => answered([]), [route('GET', '/slots', page)]);
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({
      kind,
      platform: 'clubcaddie',
    });
    expect(callsTo('POST', '/webapi/TeeTimes')).toHaveLength(0);
  });

  it('refuses a course link of another platform without calling', async () => {
    const { adapter, calls } = server(() => answered([]));
    await expect(
      adapter.fetchTeeTimes({
        ...query(),
        link: { platform: 'teeitup', ids: { alias: 'x', facilityId: 1 } },
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
    expect(calls).toHaveLength(0);
  });
});

describe("reading Club Caddie's pages", () => {
  it('reads inputs whatever their quotes, order and character references', () => {
    expect(
      inputsOf(
        `<input value='a&amp;b' NAME=slot><input type="hidden" name="Date" value="2026-06-20"/>`,
      ),
    ).toEqual([
      { value: 'a&b', name: 'slot' },
      { type: 'hidden', name: 'Date', value: '2026-06-20' },
    ]);
  });

  it("reads the search form's fields, the session from its header or the page's links", () => {
    const form =
      '<form id="SearchForm"><input name="CourseId" value="103418"><input name="apikey" value="hbfdabab"></form>';
    expect(readCoursePage(form, 'abc123')).toEqual({
      courseId: '103418',
      apiKey: 'hbfdabab',
      holeGroup: 'front',
      interaction: 'abc123',
    });
    expect(
      readCoursePage(`${form}<a href="/webapi/view/hbfdabab/slots?Interaction=x9y8">`, null),
    ).toMatchObject({ interaction: 'x9y8' });
    expect(readCoursePage(form, null)).toMatchObject({ interaction: null });
  });
});
