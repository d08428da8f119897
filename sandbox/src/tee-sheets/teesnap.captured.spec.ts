import { type FastifyInstance } from 'fastify';
import { capturedAnswer, shapeDifferences, shapeOf } from './answer-shape.fixture.js';
import { buildTestSandbox } from './test-support.fixture.js';

/*
 * The Teesnap stand-in against answers captured from real sites (test/platform-answers/captured):
 * Sundance Golf Club's teetimes-day of 2026-09-02 (tysontiatia/teetime's fixture) and the
 * window.courses of Heather Gardens and Mt. Massive (OneTee's probe of 2026-07-25).
 */
const sundanceDay = JSON.parse(capturedAnswer('teesnap-teetimes-day.json')) as unknown;
const capturedCourses = ['heathergardens', 'mtmassivegolf'].map(
  (site) => JSON.parse(capturedAnswer(`teesnap-window-courses-${site}.json`)) as object[],
);

const saturday = '2026-06-20';
/** The client that captured Sundance's day sends a browser's User-Agent; the CDN wants one. */
const browser = {
  'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36',
  accept: 'application/json, text/plain, */*',
};

interface Section {
  teeOff: string;
  bookings?: unknown;
}
interface Sheet {
  teeTimes: {
    teeTimes: Array<{
      teeOffSections: Section[];
      prices: Array<{ price: string; rackRatePrice?: string }>;
    }>;
  };
}

/** The JSON a script of a page assigns to window.<name>. */
function assigned(html: string, name: string): unknown {
  const match = new RegExp(`window\\.${name} = (.*?);(?: window\\.|</script>)`).exec(html);
  return JSON.parse(match![1]!) as unknown;
}

/**
 * Fields the stand-in sends that Sundance's captured day does not show. Each is in real answers
 * OneTee's probe printed (probe-results/diag4.txt, 2026-07-25), asked with addons=off.
 */
const beyondSundance = [
  // Mt. Massive, Hollydot, Petteys Park and Pagosa Springs price each round with it.
  '.teeTimes.teeTimes[].prices[].priceWithAddOn',
  // Mt. Massive's and Petteys Park's first-tee sections carry it.
  '.teeTimes.teeTimes[].teeOffSections[].turnTo',
];

describe('Teesnap stand-in against the captured real answers', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  /** The request the captured day answered, for a fixture course and a day it has open. */
  const day = async (site: string, course: number) => {
    const answer = await app.inject({
      url: `/teesnap/${site}/customer-api/teetimes-day?course=${course}&date=${saturday}&players=4&holes=18&addons=off`,
      headers: browser,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<Sheet>();
  };

  it("answers a day field for field and type for type as Sundance's captured day, at a site of its kind", async () => {
    const served = await day('fixturehavasu', 307);
    expect(served.teeTimes.teeTimes.length).toBeGreaterThan(5);
    expect(shapeDifferences(shapeOf(sundanceDay), shapeOf(served), beyondSundance)).toEqual([]);
  });

  it("answers the other kind of site without rack rates, as Mt. Massive's, Hollydot's and Petteys Park's", async () => {
    const served = await day('fixtureleadville', 966);
    expect(shapeDifferences(shapeOf(sundanceDay), shapeOf(served), beyondSundance)).toEqual([
      '.teeTimes.teeTimes[].prices[].rackRatePrice: missing (captured string)',
    ]);
  });

  it('leaves the bookings key out of a section nobody is booked on, and never writes it as null', async () => {
    const sections = [await day('fixturehavasu', 307), await day('fixtureleadville', 966)]
      .flatMap((sheet) => sheet.teeTimes.teeTimes)
      .flatMap((teeTime) => teeTime.teeOffSections);
    const withoutKey = sections.filter((section) => !('bookings' in section));
    // Open first tees and every tenth tee, as at Sundance's 06:40.
    expect(withoutKey.some((section) => section.teeOff === 'FRONT_NINE')).toBe(true);
    expect(withoutKey.some((section) => section.teeOff === 'BACK_NINE')).toBe(true);
    // Where the key is, it lists the ids of the bookings on the section.
    for (const section of sections.filter((each) => 'bookings' in each))
      expect(section.bookings).toEqual(expect.arrayContaining([expect.any(Number)]));
  });

  it("prices a weekend's round above the rack rate, as Sundance's day does ($42 beside $35)", async () => {
    const prices = (await day('fixturehavasu', 307)).teeTimes.teeTimes.flatMap(
      (teeTime) => teeTime.prices,
    );
    const aboveRack = prices.filter((each) => Number(each.price) > Number(each.rackRatePrice));
    expect(aboveRack.length).toBeGreaterThan(0);
  });

  it('lists the courses of window.courses field for field as the captured home pages do', async () => {
    const served = await Promise.all(
      ['fixturehavasu', 'fixtureleadville'].map(async (site) => {
        const page = await app.inject({ url: `/teesnap/${site}/`, headers: browser });
        return assigned(page.body, 'courses') as object[];
      }),
    );
    expect(shapeDifferences(shapeOf(...capturedCourses), shapeOf(...served))).toEqual([]);
    // The pages write the rounds sold as Heather Gardens (nine holes) and Mt. Massive (both) do.
    const byId = new Map(served.flat().map((course) => [(course as { id: number }).id, course]));
    expect(byId.get(308)).toMatchObject({ holes: 'nine', holes_array: [9], holes_regex: '/(9)/' });
    expect(byId.get(307)).toMatchObject({
      holes: 'both_default_eighteen',
      holes_array: [9, 18],
      holes_regex: '/(9|(18))/',
    });
  });
});
