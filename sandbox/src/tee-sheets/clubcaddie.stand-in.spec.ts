import { type FastifyInstance } from 'fastify';
import { clubcaddieCourseNumber } from './platform-ids.js';
import { answersOverBudget, bookableTruth, buildTestSandbox } from './test-support.fixture.js';

const saturday = '2026-06-20';
const applewood = { server: 'cc90', courseKey: 'fixaabab' };
const monteVista = { server: 'cc91', courseKey: 'fixaabab' };
const salidaNine = { server: 'cc90', courseKey: 'fixbbbab' };

type SlotJson = Record<string, unknown> & {
  StartTime: string;
  PlayersAvailable: number;
  PricingPlan: Array<{ TitleType: string; HoleRate_18: number | null; HoleRate_9: number | null }>;
};

/** Each tee time of a TeeTimes page: its raw slot input, the JSON it encodes, and its Date. */
function teeTimesOf(html: string) {
  return [...html.matchAll(/<form id="TeeTimeSlotForm\d+"[\s\S]*?<\/form>/g)].map(([form]) => {
    const raw = /name="slot" value="([^"]*)"/.exec(form)![1]!;
    return {
      raw,
      slot: JSON.parse(decodeURIComponent(raw.replace(/\+/g, ' '))) as SlotJson,
      date: /name="Date" value="([^"]*)"/.exec(form)?.[1],
    };
  });
}

/** The hidden inputs of a page, by name. */
const hiddenFields = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(
      ([, name, value]) => [name!, value!],
    ),
  );

describe('Club Caddie stand-in', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  const post = (server: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/clubcaddie/${server}/webapi/TeeTimes`,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: new URLSearchParams(fields).toString(),
    });
  /** The day's search as the booking page posts it: its search form, with the page's session. */
  const search = async (ids: { server: string; courseKey: string }, overrides = {}) => {
    const page = await app.inject({
      url: `/clubcaddie/${ids.server}/webapi/view/${ids.courseKey}/slots?date=06%2F20%2F2026`,
    });
    const session = String(page.headers['session-id']);
    return post(ids.server, { ...hiddenFields(page.body), Interaction: session, ...overrides });
  };
  const teeTimes = async (ids: { server: string; courseKey: string }, overrides = {}) =>
    teeTimesOf((await search(ids, overrides)).body);
  const truth = (courseId: string, date = saturday) => bookableTruth(app, courseId, date);

  it("serves the course's booking page: the search form's fields and a session per visit", async () => {
    const first = await app.inject({
      url: '/clubcaddie/cc90/webapi/view/fixaabab/slots?date=06%2F20%2F2026&player=1&ratetype=any',
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(hiddenFields(first.body)).toMatchObject({
      date: '06/20/2026',
      HoleGroup: 'front',
      CourseId: String(clubcaddieCourseNumber(applewood)),
      apikey: 'fixaabab',
    });
    expect(first.body).toContain('<form id="SearchForm"');
    const second = await app.inject({ url: '/clubcaddie/cc90/webapi/view/fixaabab' });
    expect(second.statusCode).toBe(200);
    expect(first.headers['session-id']).toMatch(/^[0-9a-f]{26}$/);
    expect(second.headers['session-id']).not.toBe(first.headers['session-id']);
  });

  it('answers a key the server does not have with a page, not the course', async () => {
    expect((await app.inject({ url: '/clubcaddie/cc90/webapi/view/nowhere' })).statusCode).toBe(
      404,
    );
    // The same key names another course on another server.
    expect(clubcaddieCourseNumber(monteVista)).not.toBe(clubcaddieCourseNumber(applewood));
    expect((await post('cc12', { apikey: 'fixaabab' })).statusCode).toBe(404);
  });

  it('lists a form per open tee time, the tee time as URL-encoded JSON with its rates', async () => {
    const response = await search(applewood);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const listed = teeTimesOf(response.body);
    const open = await truth('fixture-applewood');
    expect(open.length).toBeGreaterThan(5);
    expect(listed.map(({ slot }) => `${slot.StartTime} ${slot.PlayersAvailable}`)).toEqual(
      open.map((slot) => `${slot.time}:00 ${slot.openSpots}`),
    );
    for (const [index, { slot, date, raw }] of listed.entries()) {
      const truthSlot = open[index]!;
      expect(date).toBe(saturday);
      // Encoded as a form encodes: a space is "+", never "%20".
      expect(raw).not.toMatch(/%20/);
      expect(slot).toMatchObject({
        CourseId: clubcaddieCourseNumber(applewood),
        MinimumPlayersAvailable: 1,
        LowestPrice: truthSlot.price,
        LowestPriceHoleRate_18: truthSlot.price,
        LowestPriceHoleRate_9: null,
        HoleGroup: 'front',
      });
      const [walking, ...riding] = slot.PricingPlan;
      expect(walking).toMatchObject({ HoleRate_18: truthSlot.price, HoleRate_9: null });
      // Riding costs the cart on top, where the price does not include one.
      expect(riding).toHaveLength(truthSlot.cartIncluded ? 0 : 1);
      for (const plan of riding) expect(plan.HoleRate_18!).toBeGreaterThan(truthSlot.price);
    }
  });

  it('leaves the rates per round out at some servers, where only the pricing plans say them', async () => {
    const listed = await teeTimes(monteVista);
    const open = await truth('fixture-monte-vista');
    expect(listed.length).toBe(open.length);
    for (const [index, { slot }] of listed.entries()) {
      expect(slot).not.toHaveProperty('LowestPriceHoleRate_18');
      expect(slot).not.toHaveProperty('LowestPriceHoleRate_9');
      // This course sells nine holes on every tee time too, at the nine-hole price.
      expect(slot.PricingPlan[0]).toMatchObject({
        HoleRate_18: open[index]!.price,
        HoleRate_9: open[index]!.ninePrice,
      });
    }
  });

  it('sells nine holes only at a nine-hole course', async () => {
    const [first] = await teeTimes(salidaNine);
    expect(first!.slot).toMatchObject({ LowestPriceHoleRate_18: null });
    expect(first!.slot.PricingPlan[0]!.HoleRate_18).toBeNull();
    expect(first!.slot.PricingPlan[0]!.HoleRate_9).toBeGreaterThan(0);
    expect(await teeTimes(salidaNine, { holes: '18' })).toEqual([]);
  });

  it('searches only the party size, hours and round length asked for', async () => {
    const all = await teeTimes(applewood);
    const morning = await teeTimes(applewood, { fromtime: '6', totime: '8' });
    expect(morning.length).toBeGreaterThan(0);
    expect(morning.length).toBeLessThan(all.length);
    for (const { slot } of morning) expect(slot.StartTime).toMatch(/^0[6-8]:/);
    const foursomes = await teeTimes(applewood, { player: '4' });
    expect(foursomes.every(({ slot }) => slot.PlayersAvailable === 4)).toBe(true);
    expect(await teeTimes(applewood, { holes: '9' })).toEqual([]);
  });

  it('shows a slot the control API opens, and says so on a day without any', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/slots/open',
      payload: { courseId: 'fixture-applewood', date: saturday, time: '05:33', spots: 2 },
    });
    const [opened] = await teeTimes(applewood);
    expect(opened!.slot).toMatchObject({ StartTime: '05:33:00', PlayersAvailable: 2 });

    // A year ahead is far outside the booking window: nothing is published yet.
    const empty = await search(applewood, { date: '06/20/2027' });
    expect(empty.statusCode).toBe(200);
    expect(teeTimesOf(empty.body)).toEqual([]);
    expect(empty.body).toContain('Use Time &amp; Day Filters To Find Desired Tee-Times');
  });

  it.each([
    ['a date it cannot read', { date: '2026-06-20' }],
    ['a party it cannot seat', { player: '5' }],
    ["another course's number", { CourseId: '1' }],
  ])('refuses a search with %s', async (_what, overrides) => {
    expect((await search(applewood, overrides)).statusCode).toBe(400);
  });

  it('empties the page of its tee times when soft throttling is injected', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/faults',
      payload: { platform: 'clubcaddie', kind: 'empty' },
    });
    const emptied = await search(applewood);
    expect(teeTimesOf(emptied.body)).toEqual([]);
    expect(emptied.body).toContain('Use Time &amp; Day Filters');
    const page = await app.inject({ url: '/clubcaddie/cc90/webapi/view/fixaabab' });
    expect(page.body).toContain('name="CourseId"');
  });

  it("spends the platform's request budget", async () => {
    const answers = await answersOverBudget('/clubcaddie/cc90/webapi/view/fixaabab');
    expect(answers.map((each) => each.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.headers['content-type']).toMatch(/^text\/html/);
  });
});
