import { type FastifyInstance } from 'fastify';
import { capturedAnswer, shapeDifferences, shapeOf } from './answer-shape.fixture.js';
import { buildTestSandbox } from './test-support.fixture.js';

/**
 * The stand-in against the search answer captured from a real EZLinks portal
 * (test/platform-answers/captured/ezlinks-search-darlington.json): Bergen County's, 2021, the
 * whole answer as its client kept it, with its one row. No Colorado answer is recorded; Aurora's
 * init is known only from a client's description (ezlinks.stand-in.spec.ts holds that one).
 * Asked the same search for the fixture portal's courses, the stand-in answers as it does.
 */
interface Row {
  r05: number;
  r07: number;
  r08: number;
  r10: number;
  r20: string;
  r25: string;
  r26: string;
  r28: string;
}
interface Answer {
  r05: unknown[];
  r06: Row[];
}

const darlington = JSON.parse(capturedAnswer('ezlinks-search-darlington.json')) as Answer;

/** The booking page's search of a day, any round, one player (the client's own form). */
const searchOf = (courseIds: number[]) => ({
  p01: courseIds,
  p02: '06/20/2026',
  p03: '5:00 AM',
  p04: '7:00 PM',
  p05: 0,
  p06: 1,
  p07: false,
});

const iconsOf = (row: Row) => row.r28.split(',').map(Number);

describe('EZLinks stand-in against the captured real answer', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  const search = async (courseIds: number[]): Promise<Answer> => {
    const response = await app.inject({
      method: 'POST',
      url: '/ezlinks/fixtureaurora/api/search/search',
      payload: searchOf(courseIds),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  };

  it("answers field for field and type for type as Darlington's answer", async () => {
    const served = await search([6386, 6474]);
    expect(served.r06.length).toBeGreaterThan(10);
    expect(shapeDifferences(shapeOf(darlington), shapeOf(served))).toEqual([]);
    expect(served.r05).toEqual([]);
  });

  it('writes the price as a number and as a four-decimal string, the same amount', async () => {
    for (const row of [...darlington.r06, ...(await search([6386])).r06]) {
      expect(row.r25).toMatch(/^\d+\.\d{4}$/);
      expect(Number(row.r25)).toBe(row.r08);
      expect(row.r26).toBe(row.r25);
    }
  });

  it("lists a rate's icons in r28 and again as bits in r05, r10 and r20, as Darlington's 5,6,9 and 304", async () => {
    const bits = (row: Row) => iconsOf(row).reduce((sum, id) => sum + 2 ** (id - 1), 0);
    for (const row of [...darlington.r06, ...(await search([6386, 6474])).r06]) {
      expect([row.r05, row.r10, Number(row.r20)]).toEqual([bits(row), bits(row), bits(row)]);
    }
  });

  it('marks the nine-hole rates with icon 9 and the 18-hole ones with icon 1 (18 holes)', async () => {
    // Darlington's rate shows 9 and not 1: a nine.
    expect(iconsOf(darlington.r06[0]!)).toContain(9);
    expect(iconsOf(darlington.r06[0]!)).not.toContain(1);
    // Aurora Hills sells nine holes as well as eighteen at every tee time.
    const rows = (await search([6386])).r06;
    const nines = rows.filter((row) => iconsOf(row).includes(9));
    const eighteens = rows.filter((row) => iconsOf(row).includes(1));
    expect(nines.length).toBeGreaterThan(0);
    expect(eighteens.length).toBeGreaterThan(0);
    expect(nines.length + eighteens.length).toBe(rows.length);
  });
});
