import { type FastifyInstance } from 'fastify';
import { fromGolfnowDate } from './golfnow.stand-in.js';
import { bookableTruth, buildTestSandbox } from './test-support.fixture.js';

const saturday = '2026-06-20';
/** Fixture Arrowhead: the older rate shape. Fixture Four Mile Ranch: the current one. */
const arrowhead = { facilityId: 453, courseId: 'fixture-arrowhead' };
const fourMile = { facilityId: 4402, courseId: 'fixture-four-mile' };

interface Money {
  value: number;
  currencyCode: string;
}
interface ServedRate {
  teeTimeRateId: number;
  rateName: string;
  holeCount: number;
  isNine: boolean;
  isEighteen: boolean;
  playerRule: string;
  isHotDeal: boolean;
  detailUrl: string;
  isCartIncluded?: boolean;
  singlePlayerPrice?: { greensFees: Money };
  greensFees?: Money;
}
interface ServedTeeTime {
  facilityId: number;
  facility: { facilityId: number; name: string; seoFriendlyName: string };
  time: { date: string; formatted: string; formattedTimeMeridian: string };
  playerRule: string;
  detailUrl: string;
  displayRate: Money;
  teeTimeRates: ServedRate[];
}
interface SearchAnswer {
  ttResults: { teeTimes: ServedTeeTime[]; total: number; startIndex: number };
}

/** The green fee of a served rate, wherever its shape puts it. */
const feeOf = (rate: ServedRate) => (rate.singlePlayerPrice?.greensFees ?? rate.greensFees)!.value;

describe('GolfNow stand-in', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  /** The facility search as GolfNow's facility page posts it, for the fixture Saturday. */
  const search = (facilityId: number, overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/golfnow/api/tee-times/tee-time-search-results',
      payload: {
        facilityId,
        searchType: 'Facility',
        date: 'Jun 20 2026',
        view: 'Grouping',
        pageSize: 100,
        teeTimeCount: 100,
        pageNumber: 0,
        players: 0,
        holes: 'Any',
        timeMin: 0,
        timeMax: 48,
        priceMin: 0,
        priceMax: 10000,
        rateType: 'all',
        excludeFeaturedFacilities: true,
        ...overrides,
      },
    });
  const teeTimes = async (facilityId: number, overrides: Record<string, unknown> = {}) =>
    ((await search(facilityId, overrides)).json() as SearchAnswer).ttResults.teeTimes;
  const truth = (courseId: string, date = saturday) => bookableTruth(app, courseId, date);

  it("lists the facility's open tee times, the wall clock labelled as UTC, the party sizes as words", async () => {
    const response = await search(fourMile.facilityId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const answer = response.json() as SearchAnswer;
    const open = await truth(fourMile.courseId);
    expect(open.length).toBeGreaterThan(5);
    expect(answer.ttResults).toMatchObject({ total: open.length, startIndex: 0 });
    const words: Record<number, string> = { 1: 'One', 2: 'OneTwo', 3: 'OneTwoThree', 4: 'Any' };
    expect(answer.ttResults.teeTimes.map((t) => `${t.time.date} ${t.playerRule}`)).toEqual(
      open.map((slot) => `${saturday}T${slot.time}:00+00:00 ${words[slot.openSpots]}`),
    );
    const [first] = answer.ttResults.teeTimes;
    expect(first).toMatchObject({
      facilityId: 4402,
      facility: { facilityId: 4402, seoFriendlyName: '4402-fixture-four-mile-ranch' },
      detailUrl: expect.stringMatching(/^\/tee-times\/facility\/4402\/tee-time\/\d+$/),
    });
    const [hours, minutes] = open[0]!.time.split(':').map(Number) as [number, number];
    expect(first!.time).toMatchObject({
      formatted: `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')}`,
      formattedTimeMeridian: hours < 12 ? 'AM' : 'PM',
    });
  });

  it("sells each tee time at the course's price, walking and with the cart, and nine holes too", async () => {
    const listed = await teeTimes(fourMile.facilityId);
    const open = await truth(fourMile.courseId);
    for (const [index, teeTime] of listed.entries()) {
      const slot = open[index]!;
      const ownRates = teeTime.teeTimeRates.filter((rate) => !rate.isHotDeal);
      const eighteen = ownRates.filter((rate) => rate.holeCount === 18);
      expect(Math.min(...eighteen.map(feeOf))).toBe(slot.price);
      expect(eighteen).toHaveLength(slot.cartIncluded ? 1 : 2);
      expect(eighteen.find((rate) => feeOf(rate) === slot.price)?.isCartIncluded).toBe(
        slot.cartIncluded,
      );
      const [nine] = ownRates.filter((rate) => rate.isNine);
      expect(nine).toMatchObject({ holeCount: 9, isEighteen: false });
      expect(feeOf(nine!)).toBe(slot.ninePrice);
      expect(teeTime.displayRate.value).toBe(Math.min(...teeTime.teeTimeRates.map(feeOf)));
    }
  });

  it('adds Hot Deals below the course price on some midday tee times only', async () => {
    const listed = await teeTimes(fourMile.facilityId);
    const deals = listed.filter((t) => t.teeTimeRates.some((rate) => rate.isHotDeal));
    expect(deals.length).toBeGreaterThan(0);
    for (const teeTime of deals) {
      const hour = Number(teeTime.time.date.slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(11);
      expect(hour).toBeLessThan(14);
      const deal = teeTime.teeTimeRates.find((rate) => rate.isHotDeal)!;
      const own = teeTime.teeTimeRates.filter((rate) => !rate.isHotDeal && rate.holeCount === 18);
      expect(feeOf(deal)).toBeLessThan(Math.min(...own.map(feeOf)));
    }
  });

  it('answers the older rate shape at some facilities: the fee on the rate, no cart flag', async () => {
    const [teeTime] = await teeTimes(arrowhead.facilityId);
    const [rate] = teeTime!.teeTimeRates;
    expect(rate).toHaveProperty('greensFees.value');
    expect(rate).not.toHaveProperty('singlePlayerPrice');
    expect(rate).not.toHaveProperty('isCartIncluded');
    // Four spots open are "OneTwoThreeFour" there, never "Any".
    const rules = (await teeTimes(arrowhead.facilityId)).map((t) => t.playerRule);
    expect(rules).toContain('OneTwoThreeFour');
    expect(rules).not.toContain('Any');
  });

  it('searches only the party size and hours asked for, a page at a time', async () => {
    const all = await teeTimes(fourMile.facilityId);
    const morning = await teeTimes(fourMile.facilityId, { timeMin: 12, timeMax: 18 });
    expect(morning.length).toBeGreaterThan(0);
    expect(morning.length).toBeLessThan(all.length);
    for (const teeTime of morning) expect(teeTime.time.date.slice(11, 13)).toMatch(/^0[6-8]$/);
    const foursomes = await teeTimes(fourMile.facilityId, { players: 4 });
    expect(foursomes.every((t) => t.playerRule === 'Any')).toBe(true);

    const first = (await search(fourMile.facilityId, { pageSize: 5 })).json() as SearchAnswer;
    const second = (
      await search(fourMile.facilityId, { pageSize: 5, pageNumber: 1 })
    ).json() as SearchAnswer;
    expect(first.ttResults.teeTimes).toEqual(all.slice(0, 5));
    expect(second.ttResults).toMatchObject({ total: all.length, startIndex: 5 });
    expect(second.ttResults.teeTimes).toEqual(all.slice(5, 10));
  });

  it('shows a slot the control API opens, and an empty sheet on a day without any', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/slots/open',
      payload: { courseId: fourMile.courseId, date: saturday, time: '05:33', spots: 2 },
    });
    const [opened] = await teeTimes(fourMile.facilityId);
    expect(opened).toMatchObject({
      time: { date: `${saturday}T05:33:00+00:00`, formatted: '5:33', formattedTimeMeridian: 'AM' },
      playerRule: 'OneTwo',
    });

    // A year ahead is far outside the booking window: nothing is published yet.
    const empty = await search(fourMile.facilityId, { date: 'Jun 20 2027' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ ttResults: { teeTimes: [], total: 0, startIndex: 0 } });
  });

  it('answers 404 for a facility without searchable inventory, 400 for a search it cannot read', async () => {
    const missing = await search(2484);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect((await search(fourMile.facilityId, { date: '2026-06-20' })).statusCode).toBe(400);
    expect((await search(fourMile.facilityId, { holes: 'Twelve' })).statusCode).toBe(400);
    expect((await search(Number.NaN)).statusCode).toBe(400);
  });

  it('empties the sheet when soft throttling is injected', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/faults',
      payload: { platform: 'golfnow', kind: 'empty' },
    });
    expect((await search(fourMile.facilityId)).json()).toMatchObject({
      ttResults: { teeTimes: [], total: 0 },
    });
  });

  it("spends the platform's request budget, answering a bare 429 page", async () => {
    await app.close();
    ({ app } = await buildTestSandbox({ requestsPerSecond: 1, burst: 2 }));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await search(fourMile.facilityId));
    expect(answers.map((each) => each.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.headers['content-type']).toMatch(/^text\/html/);
    expect(answers[2]!.headers['retry-after']).toBeUndefined();
  });
});

describe("GolfNow's search dates", () => {
  it.each([
    ['Jun 20 2026', '2026-06-20'],
    ['Jun 5 2026', '2026-06-05'],
    ['June 05 2026', '2026-06-05'],
    ['2026-06-20', undefined],
    ['Jun 31 2026', undefined],
  ])('reads %s', (text, date) => {
    expect(fromGolfnowDate(text)).toBe(date);
  });
});
