import {
  fakePlatform,
  json,
  type ReceivedCall,
  route,
  type Route,
  skippedSlots,
} from './fake-platform.fixture.js';
import { TeesnapAdapter, inlineValue, parseTeesnapTimes, readSite } from './teesnap.adapter.js';
import { type TeesnapIds, type TeeSheetQuery } from './tee-sheet.provider.js';
import { capturedText } from './captured-answer.fixture.js';

const bookingUrl = 'https://mtmassivegolf.teesnap.net/';
const mtMassive: TeesnapIds = { subdomain: 'mtmassivegolf', courseId: 966 };

function query(ids: TeesnapIds = mtMassive, date = '2026-06-20'): TeeSheetQuery {
  return { link: { platform: 'teesnap', ids }, date, courseBookingUrl: bookingUrl };
}

/**
 * A site's home page as the platform inlines its courses: each course embeds its property and its
 * notices, whose ids are not courses.
 */
function homePage(courses: object[] = [{ id: 966, name: 'Mt. Massive GC', holes_default: 18 }]) {
  const listed = courses.map((course) => ({
    property_id: 862,
    property: { id: 862, created_at: '2019-06-12T02:58:23.000000Z' },
    infos: [{ id: 1933, course_id: 966, text: 'Online rates do not include carts; "first come"' }],
    ...course,
  }));
  return new Response(
    `<!DOCTYPE html><html><head><script>window.property = {"id":862,"key":"mtmassivegolf"}; window.courses = ${JSON.stringify(listed)};</script></head><body><div ng-view></div></body></html>`,
    { headers: { 'content-type': 'text/html; charset=UTF-8' } },
  );
}

/** A tee time of the day's sheet, as teetimes-day lists it (prices as strings). */
function teeTime(time: string, overrides: Record<string, unknown> = {}) {
  return {
    teeTime: `2026-06-20T${time}:00`,
    prices: [
      { roundType: 'NINE_HOLE', rackRatePrice: '30.00', price: '28.00', taxInclusive: false },
      { roundType: 'EIGHTEEN_HOLE', rackRatePrice: '60.00', price: '41.00', taxInclusive: false },
    ],
    teeOffSections: [{ teeOff: 'FRONT_NINE', bookings: [], isHeld: false }],
    squeezeTime: false,
    shotgun: false,
    ...overrides,
  };
}

const day = (teeTimes: object[], bookings: object[] = []) =>
  json(200, { teeTimes: { bookings, golfers: [], teeSheetPriceOverrides: [], teeTimes } });

/** A Teesnap site: its home page and the day's sheet. */
function site(sheet: (call: ReceivedCall) => Response, extra: Route[] = [], options = {}) {
  const platform = fakePlatform(
    'teesnap',
    [
      ...extra,
      route('GET', /\/teesnap\/[a-z]+\/$|^\/$/, () => homePage()),
      route('GET', '/customer-api/teetimes-day', sheet),
    ],
    0,
    options,
  );
  return { ...platform, adapter: new TeesnapAdapter(platform.http) };
}

describe('TeesnapAdapter', () => {
  it("reads the site's course list once, then asks for the day's sheet as the site's page does", async () => {
    const { adapter, calls } = site(() => day([]));
    await adapter.fetchTeeTimes(query());
    await adapter.fetchTeeTimes(query(mtMassive, '2026-06-21'));

    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /teesnap/mtmassivegolf/',
      'GET /teesnap/mtmassivegolf/customer-api/teetimes-day',
      'GET /teesnap/mtmassivegolf/customer-api/teetimes-day',
    ]);
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toEqual({
      course: '966',
      date: '2026-06-20',
      players: '1',
      holes: '18',
      addons: 'off',
    });
    // The sites' CDN turns away clients that do not look like a browser.
    for (const call of calls)
      expect(call.headers).toMatchObject({
        'user-agent': expect.stringMatching(/^Mozilla\/5\.0 /),
        referer: 'https://mtmassivegolf.teesnap.net/',
      });
  });

  it('reaches each course at its own site on the real platform', async () => {
    const { adapter, calls } = site(() => day([]), [route('GET', /^\/$/, () => homePage())], {
      baseUrl: 'https://{tenant}.teesnap.net',
    });
    await adapter.fetchTeeTimes(query());
    expect(calls.map((call) => call.url.origin + call.url.pathname)).toEqual([
      'https://mtmassivegolf.teesnap.net/',
      'https://mtmassivegolf.teesnap.net/customer-api/teetimes-day',
    ]);
  });

  it('reads the local start, the open spots and the price of each round sold', async () => {
    const { adapter } = site(() =>
      day(
        [
          teeTime('07:10'),
          teeTime('07:19', {
            prices: [{ roundType: 'EIGHTEEN_HOLE', rackRatePrice: '60.00', price: '55.00' }],
            teeOffSections: [{ teeOff: 'FRONT_NINE', bookings: [501], isHeld: false }],
          }),
        ],
        [{ bookingId: 501, golfers: [9001, 9002, 9003], roundType: 'EIGHTEEN_HOLE' }],
      ),
    );
    expect(await adapter.fetchTeeTimes(query())).toEqual([
      {
        slotRef: '966:202606200710:9',
        startsAt: '2026-06-20T07:10:00-06:00',
        localDate: '2026-06-20',
        localTime: '07:10',
        holes: 9,
        openSpots: 4,
        pricePerPlayerCents: 2800,
        cartIncluded: false,
        bookingUrl,
      },
      expect.objectContaining({ localTime: '07:10', holes: 18, pricePerPlayerCents: 4100 }),
      expect.objectContaining({ localTime: '07:19', holes: 18, openSpots: 1 }),
    ]);
  });

  it('counts the golfers of each booking on the first tee, and leaves out full and held tee times', async () => {
    const { adapter } = site(() =>
      day(
        [
          // Two bookings: two golfers (as objects) and one the day does not list (one golfer).
          teeTime('08:00', {
            teeOffSections: [
              { teeOff: 'FRONT_NINE', bookings: [601, 999], isHeld: false },
              // A start on the tenth tee is not a tee time TeeWatch offers.
              { teeOff: 'BACK_NINE', isHeld: false },
            ],
          }),
          teeTime('08:09', {
            teeOffSections: [{ teeOff: 'FRONT_NINE', bookings: [602], isHeld: false }],
          }),
          teeTime('08:18', { teeOffSections: [{ teeOff: 'FRONT_NINE', isHeld: true }] }),
          teeTime('08:27', {
            teeOffSections: [{ teeOff: 'FRONT_NINE', bookings: null, isHeld: 'false' }],
          }),
        ],
        [
          { bookingId: '601', golfers: [{ id: 1 }, { id: 2 }] },
          { bookingId: 602, golfers: [3, 4, 5, 6] },
        ],
      ),
    );
    const read = await adapter.fetchTeeTimes(query());
    expect(read.filter((t) => t.holes === 18).map((t) => [t.localTime, t.openSpots])).toEqual([
      ['08:00', 1],
      ['08:27', 4],
    ]);
  });

  it('prices a round at its price, else its rack rate, and counts what it cannot read', async () => {
    const { metrics, byReason } = skippedSlots();
    const platform = fakePlatform(
      'teesnap',
      [
        route('GET', /\/$/, () => homePage()),
        route('GET', '/customer-api/teetimes-day', () =>
          day([
            teeTime('09:00', {
              prices: [{ roundType: 'EIGHTEEN_HOLE', rackRatePrice: '52.00', price: null }],
            }),
            teeTime('09:09', { prices: [{ roundType: 'TWENTY_SEVEN_HOLE', price: '80.00' }] }),
            teeTime('09:18', { teeTime: null }),
            teeTime('09:27', { teeOffSections: [] }),
            teeTime('09:36', { prices: [{ roundType: 'EIGHTEEN_HOLE', price: 47.5 }] }),
          ]),
        ),
      ],
      0,
      { metrics },
    );
    const read = await new TeesnapAdapter(platform.http).fetchTeeTimes(query());
    expect(read.map((t) => [t.localTime, t.holes, t.pricePerPlayerCents])).toEqual([
      ['09:00', 18, 5200],
      ['09:36', 18, 4750],
    ]);
    expect(byReason).toEqual({ 'no price': 1, 'no start time': 1, 'no tee-off section': 1 });
  });

  it('reads a day outside the booking window as a day without tee times, as a 200 or a 400', async () => {
    for (const status of [200, 400]) {
      const { adapter } = site(() => json(status, { errors: 'date_not_allowed' }));
      expect(await adapter.fetchTeeTimes(query())).toEqual([]);
    }
  });

  it('refuses any other refusal, and an answer without a day of tee times', async () => {
    await expect(
      site(() => json(422, { errors: 'course_not_found' })).adapter.fetchTeeTimes(query()),
    ).rejects.toMatchObject({ kind: 'rejected', platform: 'teesnap', status: 422 });
    await expect(
      site(() => json(200, { unexpected: 'shape' })).adapter.fetchTeeTimes(query()),
    ).rejects.toMatchObject({ kind: 'malformed' });
    await expect(
      site(() => new Response('<html>Be right back.</html>')).adapter.fetchTeeTimes(query()),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });

  it("refuses a course the site does not list, naming the site's own, and asks for no sheet", async () => {
    // The platform would answer another club's sheet for it: course ids are global.
    const { adapter, callsTo } = site(() => day([teeTime('07:10')]));
    await expect(
      adapter.fetchTeeTimes(query({ subdomain: 'mtmassivegolf', courseId: 862 })),
    ).rejects.toMatchObject({
      kind: 'rejected',
      message: 'teesnap: site mtmassivegolf has no course 862; it has 966 Mt. Massive GC',
    });
    expect(callsTo('GET', '/teetimes-day')).toEqual([]);
  });

  it('asks for nine holes at a nine-hole course, as its site does', async () => {
    const { adapter, callsTo } = site(
      () => day([]),
      [
        route('GET', /\/$/, () =>
          homePage([{ id: 148, name: 'Heather Gardens Golf Course', holes_default: 9 }]),
        ),
      ],
    );
    await adapter.fetchTeeTimes(query({ subdomain: 'heathergardens', courseId: 148 }));
    expect(callsTo('GET', '/teetimes-day')[0]!.url.searchParams.get('holes')).toBe('9');
  });

  it('reads the home page again after it failed, and turns away a site that does not exist', async () => {
    let visits = 0;
    const { adapter } = site(
      () => day([]),
      [
        route('GET', /\/$/, () =>
          visits++ === 0 ? new Response('<html>Loading</html>') : homePage(),
        ),
      ],
    );
    await expect(adapter.fetchTeeTimes(query())).rejects.toMatchObject({ kind: 'malformed' });
    expect(await adapter.fetchTeeTimes(query())).toEqual([]);

    const nowhere = site(
      () => day([]),
      [route('GET', /\/$/, () => new Response('<h1>There is no website here.</h1>'))],
    );
    await expect(nowhere.adapter.fetchTeeTimes(query())).rejects.toMatchObject({
      kind: 'rejected',
    });
  });

  it('refuses a course of another platform', async () => {
    const { adapter } = site(() => day([]));
    await expect(
      adapter.fetchTeeTimes({
        ...query(),
        link: { platform: 'teeitup', ids: { alias: 'x', facilityId: 1 } },
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
  });
});

describe("a site's home page", () => {
  it('lists the top-level courses only, not the property or notices they embed', () => {
    const html =
      '<script>window.courses = [{"id":1196,"name":"Top Tracer Range","infos":[{"id":1517,"text":"a ] in \\"text\\""}]},{"id":"655","name":"Southers Marsh Golf Club","property":{"id":599}}]; window.x = 1;</script>';
    expect([...readSite(html, 'southersmarsh').courses.keys()]).toEqual([1196, 655]);
  });

  it('reads the courses of window.property where no window.courses is assigned', () => {
    const html = `<script>window.property = ${JSON.stringify({ id: 1035, courses: [{ id: 1163, name: 'Daytona' }] })};</script>`;
    expect(readSite(html, 'daytonagolfclub').courses.get(1163)).toEqual({
      name: 'Daytona',
      holesDefault: null,
    });
  });

  it('reads nothing from an assignment it cannot parse', () => {
    expect(inlineValue('window.courses = [{"id": 1', 'courses')).toBeUndefined();
    expect(inlineValue('window.courses = loadCourses();', 'courses')).toBeUndefined();
  });
});

describe('answers captured from real Teesnap sites', () => {
  it("reads Sundance's captured day: the open 06:40 (its sections carry no bookings key), not the booked-up 05:52", () => {
    const { metrics, byReason } = skippedSlots();
    const sundance: TeesnapIds = { subdomain: 'sundancegolfclub', courseId: 1801 };
    const read = parseTeesnapTimes(
      { status: 200, body: JSON.parse(capturedText('teesnap-teetimes-day.json')) as unknown },
      {
        ...query(sundance, '2026-09-02'),
        courseBookingUrl: 'https://sundancegolfclub.teesnap.net/',
      },
      sundance,
      metrics,
    );
    // Each round at its price of the day ($42), not the rack rate listed beside it ($35).
    expect(
      read.map((t) => [
        t.slotRef,
        t.localTime,
        t.holes,
        t.openSpots,
        t.pricePerPlayerCents,
        t.cartIncluded,
      ]),
    ).toEqual([
      ['1801:202609020640:9', '06:40', 9, 4, 1900, false],
      ['1801:202609020640:18', '06:40', 18, 4, 4200, false],
    ]);
    expect(byReason).toEqual({});
  });

  it('reads the captured course lists: Heather Gardens asks for nine holes, Mt. Massive for eighteen, no notice is a course', () => {
    const site = (file: string, subdomain: string) =>
      readSite(`<script>window.courses = ${capturedText(file)};</script>`, subdomain).courses;
    expect([...site('teesnap-window-courses-heathergardens.json', 'heathergardens')]).toEqual([
      [148, { name: 'Heather Gardens Golf Course', holesDefault: 9 }],
    ]);
    expect([...site('teesnap-window-courses-mtmassivegolf.json', 'mtmassivegolf')]).toEqual([
      [966, { name: 'Mt. Massive GC', holesDefault: 18 }],
    ]);
  });
});
