import { fakePlatform, type ReceivedCall, route, skippedSlots } from './fake-platform.fixture.js';
import { Quick18Adapter } from './quick18.adapter.js';
import { type Quick18Ids, type TeeSheetQuery } from './tee-sheet.provider.js';
import { capturedText } from './captured-answer.fixture.js';

const bookingUrl = 'https://thorncreek.quick18.com/teetimes/searchmatrix';
const thorncreek: Quick18Ids = { subdomain: 'thorncreek', courseIds: [693, 694, 705] };

function query(ids: Quick18Ids = thorncreek, date = '2026-06-20'): TeeSheetQuery {
  return { link: { platform: 'quick18', ids }, date, courseBookingUrl: bookingUrl };
}

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

/** A rate cell: open with its price and Select link, or the platform's N/A. */
interface Cell {
  price?: string;
  courseId?: number;
  rateId?: number;
}
const NA: Cell = {};

/** A tee time's row as the matrix writes it: "7:28<div>AM</div>", the party, a cell per rate. */
interface Row {
  time: string;
  players?: string;
  course?: string;
  cells: Cell[];
  date?: string;
}

function stampOf(date: string, time: string): string {
  const [, hour, minute, half] = /^(\d+):(\d+) (AM|PM)$/.exec(time)!;
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  return `${date.replace(/-/g, '')}${String(hours).padStart(2, '0')}${minute}`;
}

function renderRow({ time, players = '1 to 4 players', course, cells, date }: Row): string {
  const [clock, half] = time.split(' ');
  const stamp = stampOf(date ?? '2026-06-20', time);
  const cell = ({ price, courseId = 693, rateId = 11552 }: Cell) =>
    price === undefined
      ? '<td class="matrixsched mtrxInactive"><div class="mtrxPriceNA">N/A</div><div class="mtrxAvailMessage">Rate not available for date selected</div></td>'
      : `<td class="matrixsched "><div class="mtrxPrice">${price}</div><div class="mtrxSelect"><a class="sexybutton teebutton" href="/teetimes/course/${courseId}/teetime/${stamp}?psid=${rateId}&amp;p=0"><span>Select</span></a></div></td>`;
  return [
    '<tr>',
    `<td class="mtrxTeeTimes">\n ${clock}<div class="be_tee_time_ampm">${half}</div>\n</td>`,
    course === undefined ? '' : `<td class="mtrxCourse">${course}</td>`,
    `<td class="matrixPlayers">${players}</td>`,
    ...cells.map(cell),
    '</tr>',
  ].join('');
}

/** The day's matrix page, with the date its search form shows and the prev/next week buttons. */
function matrix(
  rows: Row[],
  {
    headers = ['18 Holes', '18 Holes with Cart', '9 Holes', '9 Holes with Cart'],
    shown = '6/20/2026',
    withCourse = false,
  } = {},
): string {
  return `<!DOCTYPE html><html><head><title>Search</title>
<script>var element = $(".matrixTable")[0];</script></head>
<body id="be_step_search"><div id="be_container">
<form action="/teetimes/searchmatrix?teedate=20260620" method="post">
<input id="SearchForm_CourseId" name="SearchForm.CourseId" type="hidden" value="0" />
<input type="text" id="SearchForm_Date" name="SearchForm.Date" value="${shown}" />
</form>
<div id="searchMatrix"><div class="matrixNextWeek"><a class="sexybutton teebutton" href="/teetimes/searchmatrix?teedate=20260627"><span>Next</span></a></div>
<div><table class="matrixTable" border="1"><thead><tr>
<th class="mtrxHdrTeeTimes">Tee Time</th>${withCourse ? '<th class="matrixHdrCourse">Course</th>' : ''}<th class="matrixHdrPlayers">Players</th>
${headers.map((header) => `<th class="matrixHdrSched">${header}</th>`).join('')}
</tr></thead><tbody>
${rows.map(renderRow).join('\n')}
</tbody></table></div></div></div></body></html>`;
}

function portal(page: (call: ReceivedCall) => Response, options = {}) {
  const platform = fakePlatform(
    'quick18',
    [route('GET', '/teetimes/searchmatrix', page)],
    0,
    options,
  );
  return { ...platform, adapter: new Quick18Adapter(platform.http) };
}

const sheet = (rows: Row[], options = {}) => portal(() => html(matrix(rows, options)));

describe('Quick18Adapter', () => {
  it("asks the portal for the day's tee-time matrix", async () => {
    const { adapter, calls } = sheet([]);
    await adapter.fetchTeeTimes(query());
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'GET /quick18/thorncreek/teetimes/searchmatrix?teedate=20260620',
    ]);
  });

  it('reaches each course at its own portal on the real platform', async () => {
    const { adapter, calls } = portal(() => html(matrix([])), {
      baseUrl: 'https://{tenant}.quick18.com',
    });
    await adapter.fetchTeeTimes(query({ subdomain: 'riverkeystone', courseIds: [] }));
    expect(calls[0]!.url.href).toBe(
      'https://riverkeystone.quick18.com/teetimes/searchmatrix?teedate=20260620',
    );
  });

  it('reads the start, the open spots and the cheapest public rate of each round', async () => {
    const { adapter } = sheet([
      {
        time: '7:28 AM',
        players: '1 or 2 players',
        cells: [{ price: '$39.00' }, { price: '$56.00' }, { price: '$24.00' }, { price: '$44.00' }],
      },
      { time: '1:04 PM', players: '2 to 4 players', cells: [NA, { price: '$52.50' }, NA, NA] },
    ]);
    expect(await adapter.fetchTeeTimes(query())).toEqual([
      {
        slotRef: 'thorncreek/693:202606200728:9',
        startsAt: '2026-06-20T07:28:00-06:00',
        localDate: '2026-06-20',
        localTime: '07:28',
        holes: 9,
        openSpots: 2,
        minPlayers: 1,
        pricePerPlayerCents: 2400,
        cartIncluded: false,
        bookingUrl,
      },
      expect.objectContaining({ localTime: '07:28', holes: 18, pricePerPlayerCents: 3900 }),
      // Only the riding rate is left: its price includes the cart.
      expect.objectContaining({
        slotRef: 'thorncreek/693:202606201304:18',
        localTime: '13:04',
        openSpots: 4,
        // Sold to two players or more.
        minPlayers: 2,
        pricePerPlayerCents: 5250,
        cartIncluded: true,
      }),
    ]);
  });

  it("never quotes a members' rate, and quotes a special only where no rate names its round", async () => {
    const { adapter } = sheet(
      [
        { time: '8:00 AM', cells: [{ price: '$45.00' }, { price: '$30.00' }, { price: '$20.00' }] },
        { time: '8:10 AM', cells: [NA, { price: '$30.00' }, { price: '$38.00' }] },
        { time: '8:20 AM', cells: [NA, { price: '$0.00' }, NA] },
      ],
      { headers: ['18 Holes', 'Member 18 Holes', '$38 Twilight Special'] },
    );
    expect(
      (await adapter.fetchTeeTimes(query())).map((t) => [
        t.localTime,
        t.holes,
        t.pricePerPlayerCents,
      ]),
    ).toEqual([
      ['08:00', 18, 4500],
      ['08:10', 18, 3800],
    ]);
  });

  it("reads a portal's nines as nine-hole tee times, and leaves out another course's", async () => {
    const { adapter } = sheet(
      [
        { time: '7:00 AM', course: 'Thorncreek', cells: [{ price: '$42.00' }, NA] },
        {
          time: '7:00 AM',
          course: 'Thorncreek 9 Holes - Back 9',
          cells: [{ price: '$24.00', courseId: 694 }, NA],
        },
        { time: '7:08 AM', course: 'Other Links', cells: [{ price: '$30.00', courseId: 812 }, NA] },
      ],
      { headers: ['18 Holes', '18 Holes with Cart'], withCourse: true },
    );
    expect(
      (await adapter.fetchTeeTimes(query())).map((t) => [
        t.slotRef,
        t.holes,
        t.pricePerPlayerCents,
      ]),
    ).toEqual([
      ['thorncreek/694:202606200700:9', 9, 2400],
      ['thorncreek/693:202606200700:18', 18, 4200],
    ]);
    // A portal whose numbers for the course are not known is read whole.
    const whole = await sheet(
      [{ time: '7:08 AM', course: 'Other Links', cells: [{ price: '$30.00', courseId: 812 }, NA] }],
      { headers: ['18 Holes', '18 Holes with Cart'], withCourse: true },
    ).adapter.fetchTeeTimes(query({ subdomain: 'beavercreek', courseIds: [] }));
    expect(whole.map((t) => t.slotRef)).toEqual(['beavercreek/812:202606200708:18']);
  });

  it('reads an empty matrix as a day without tee times', async () => {
    expect(await sheet([]).adapter.fetchTeeTimes(query())).toEqual([]);
    const noneLine = matrix([]).replace(
      '</tbody>',
      '<tr><td colspan="6">No tee times available</td></tr></tbody>',
    );
    expect(await portal(() => html(noneLine)).adapter.fetchTeeTimes(query())).toEqual([]);
  });

  it('refuses a page without the matrix, and a matrix cut short', async () => {
    await expect(
      portal(() => html('<html><body><h1>Sign in</h1></body></html>')).adapter.fetchTeeTimes(
        query(),
      ),
    ).rejects.toMatchObject({ kind: 'malformed', platform: 'quick18' });
    const whole = matrix([
      { time: '7:28 AM', cells: [{ price: '$39.00' }, NA, NA, NA] },
      { time: '7:36 AM', cells: [{ price: '$39.00' }, NA, NA, NA] },
    ]);
    const cut = whole.slice(0, whole.lastIndexOf('</tr>'));
    await expect(portal(() => html(cut)).adapter.fetchTeeTimes(query())).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('leaves out tee times of another day and counts the unreadable ones', async () => {
    const { metrics, byReason } = skippedSlots();
    const page = matrix([
      { time: '7:28 AM', cells: [{ price: '$39.00' }, NA, NA, NA] },
      { time: '7:36 AM', cells: [{ price: '$39.00' }, NA, NA, NA], date: '2026-06-21' },
      { time: '7:44 AM', players: 'players', cells: [{ price: '$39.00' }, NA, NA, NA] },
      { time: '7:52 AM', cells: [{ price: 'Call' }, NA, NA, NA] },
    ]);
    const { adapter } = portal(() => html(page), { metrics });
    expect((await adapter.fetchTeeTimes(query())).map((t) => t.localTime)).toEqual(['07:28']);
    expect(byReason).toEqual({ 'another date': 1, 'unreadable players': 1, 'no price': 1 });
  });

  it('reads the time cell on the day the page shows where a row has no stamp it can read', async () => {
    const { metrics, byReason } = skippedSlots();
    const page = matrix([
      { time: '7:28 AM', cells: [{ price: '$39.00' }, NA, NA, NA] },
      { time: '9:15 AM', cells: [{ price: '$39.00' }, NA, NA, NA] },
    ])
      .replace('teetime/202606200728', 'teetime/soon')
      .replace('9:15<div class="be_tee_time_ampm">AM', 'later<div class="be_tee_time_ampm">')
      .replace('teetime/202606200915', 'teetime/later');
    const { adapter } = portal(() => html(page), { metrics });
    expect((await adapter.fetchTeeTimes(query())).map((t) => t.startsAt)).toEqual([
      '2026-06-20T07:28:00-06:00',
    ]);
    expect(byReason).toEqual({ 'no start time': 1 });
  });

  it.each([
    ['a portal the platform does not have', 404, 'rejected'],
    ['a portal in trouble', 503, 'unavailable'],
  ])('reports %s', async (_what, status, kind) => {
    const { adapter } = portal(() => html('<h1>Error</h1>', status));
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({
      kind,
      platform: 'quick18',
    });
  });

  it('refuses a course link of another platform without calling', async () => {
    const { adapter, calls } = sheet([]);
    await expect(
      adapter.fetchTeeTimes({
        ...query(),
        link: { platform: 'teeitup', ids: { alias: 'x', facilityId: 1 } },
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
    expect(calls).toHaveLength(0);
  });
});

describe('pages captured from a real portal (Northern Hills, Rochester MN)', () => {
  const northernHills: Quick18Ids = { subdomain: 'northernhills', courseIds: [] };
  const read = (file: string, date: string) =>
    portal(() => html(capturedText(file))).adapter.fetchTeeTimes({
      ...query(northernHills, date),
      courseBookingUrl: 'https://northernhills.quick18.com/teetimes/searchmatrix',
    });

  it('reads the captured day: its four rows as eight tee times (9 and 18 holes at the walking rates), a party of 2 to 4 where a row says so', async () => {
    const teeTimes = await read('quick18-searchmatrix.html', '2026-07-14');
    // The "$78 Special with Cart" is not sold on the day (N/A): it quotes nothing.
    expect(
      teeTimes.map((t) => [
        t.slotRef,
        t.localTime,
        t.holes,
        t.openSpots,
        t.minPlayers,
        t.pricePerPlayerCents,
        t.cartIncluded,
      ]),
    ).toEqual([
      ['northernhills/1733:202607140728:9', '07:28', 9, 2, 1, 2400, false],
      ['northernhills/1733:202607140728:18', '07:28', 18, 2, 1, 3900, false],
      ['northernhills/1733:202607140736:9', '07:36', 9, 4, 2, 2400, false],
      ['northernhills/1733:202607140736:18', '07:36', 18, 4, 2, 3900, false],
      ['northernhills/1733:202607140904:9', '09:04', 9, 2, 1, 2400, false],
      ['northernhills/1733:202607140904:18', '09:04', 18, 2, 1, 3900, false],
      ['northernhills/1733:202607140928:9', '09:28', 9, 4, 2, 2400, false],
      ['northernhills/1733:202607140928:18', '09:28', 18, 4, 2, 3900, false],
    ]);
  });

  it('reads the captured past day, whose form shows today, as a day without tee times', async () => {
    expect(await read('quick18-searchmatrix-empty.html', '2025-01-01')).toEqual([]);
  });
});
