import { type FastifyInstance } from 'fastify';
import { capturedAnswer, shapeDifferences, shapeOf } from './answer-shape.fixture.js';
import { clubprophetApiKey } from './platform-ids.js';
import { buildTestSandbox } from './test-support.fixture.js';

/**
 * The stand-in against answers captured from real Club Prophet sites
 * (test/platform-answers/captured). None is a whole untouched TeeTimes answer of a Colorado site:
 * - the rows are held against Overland Park's one complete row (2024, every field, no wrapper);
 * - the wrapper against Rancho Bernardo's 2026 answer, whose rows its client trimmed to the
 *   fields it reads (so they only back the hole flag below);
 * - the configuration against Indian Tree's, of which its client kept six fields.
 * Asked the Rancho Bernardo request for the fixture sites, the stand-in answers as they do.
 */
const api = '/onlineres/onlineapi/api/v1/onlinereservation';

/** The booking page's TeeTimes search of a whole day, parameters as Rancho Bernardo's capture. */
const searchOf = (courseIds: string) =>
  `searchDate=Sat Jun 20 2026&courseIds=${courseIds}&transactionId=f592d5d9-a82c-bd59-435b-27ab5a20e64b&holes=0&numberOfPlayer=0&searchTimeType=0&teeOffTimeMin=0&teeOffTimeMax=23&isChangeTeeOffTime=true&teeSheetSearchView=5&classCode=R&defaultOnlineRate=N&isUseCapacityPricing=false&memberStoreId=1&searchType=1`;

interface PriceItem {
  shItemCode: string;
  price: number;
  displayPrice: number;
}
interface Row {
  startTime: string;
  courseId: number;
  participants: number;
  maxPlayer: number;
  availableParticipantNo: number[];
  holesDisplay: string;
  is18HoleOnly?: boolean;
  is9HoleOnly?: boolean;
  shItemPrices: PriceItem[];
}
interface Answer {
  transactionId: string;
  isSuccess: boolean;
  content: Row[];
}

const overlandRow = JSON.parse(
  capturedAnswer('clubprophet-tee-time-item-overlandpark.json'),
) as Row;
const ranchoBernardo = JSON.parse(
  capturedAnswer('clubprophet-tee-times-ranchobernardo.json'),
) as Answer;
const indianTreeConfiguration: unknown = JSON.parse(
  capturedAnswer('clubprophet-configuration-indiantree-partial.json'),
);

/** An answer without its rows, to hold the wrapper alone. */
const wrapperOf = (answer: Answer) => ({ ...answer, content: [] });

describe('Club Prophet stand-in against captured real answers', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  const search = async (tenant: string, courseIds: string): Promise<Answer> => {
    const response = await app.inject({
      url: `/clubprophet/${tenant}${api}/TeeTimes?${searchOf(courseIds)}`,
      headers: { 'x-apikey': clubprophetApiKey(tenant), 'x-componentid': '1' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  };
  /** Both fixture sites: one selling only 18 holes, one with a course that sells 9 or 18. */
  const rowsOfBothSites = async () => [
    ...(await search('fixturepeaks', '10')).content,
    ...(await search('fixturewestminster', '1,2')).content,
  ];

  it("answers each tee time field for field as Overland Park's row", async () => {
    const rows = await rowsOfBothSites();
    expect(rows.length).toBeGreaterThan(10);
    // Rancho Bernardo's rows carry it, on tee times that sell only 18 holes.
    const beyondCapture = ['.is18HoleOnly'];
    expect(shapeDifferences(shapeOf(overlandRow), shapeOf(...rows), beyondCapture)).toEqual([]);
  });

  it("wraps the tee times as Rancho Bernardo's answer, echoing the transaction", async () => {
    const served = await search('fixturepeaks', '10');
    expect(
      shapeDifferences(shapeOf(wrapperOf(ranchoBernardo)), shapeOf(wrapperOf(served))),
    ).toEqual([]);
    expect(served).toMatchObject({
      transactionId: 'f592d5d9-a82c-bd59-435b-27ab5a20e64b',
      isSuccess: true,
    });
  });

  it('says the hole flag only where it holds: 18 only as Rancho Bernardo, none on "9 or 18" as Overland Park', async () => {
    for (const row of ranchoBernardo.content) expect(row.is18HoleOnly).toBe(true);
    expect(overlandRow).not.toHaveProperty('is18HoleOnly');
    expect(overlandRow).not.toHaveProperty('is9HoleOnly');

    const peaks = (await search('fixturepeaks', '10')).content;
    for (const row of peaks) expect(row.is18HoleOnly).toBe(true);
    const walnut = (await search('fixturewestminster', '2')).content;
    for (const row of walnut) {
      expect(row.holesDisplay).toBe(overlandRow.holesDisplay);
      expect(row).not.toHaveProperty('is18HoleOnly');
      expect(row).not.toHaveProperty('is9HoleOnly');
    }
  });

  it('sends the room as participants, the free seats by number and the largest party as maxPlayer', async () => {
    expect(overlandRow).toMatchObject({
      participants: 4,
      maxPlayer: 4,
      availableParticipantNo: [1, 2, 3, 4],
    });
    const rows = await rowsOfBothSites();
    const partlyBooked = rows.filter((row) => row.availableParticipantNo.length < 4);
    expect(partlyBooked.length).toBeGreaterThan(0);
    for (const row of rows) {
      const open = row.availableParticipantNo.length;
      expect(row.participants).toBe(4);
      expect(row.maxPlayer).toBe(open);
      // The last seats are the free ones: two free of four are seats 3 and 4.
      expect(row.availableParticipantNo).toEqual(
        Array.from({ length: open }, (_, i) => 5 - open + i),
      );
    }
  });

  it('codes the green fee as real sites do, with or without their "Online" suffix, its price a number', async () => {
    const codes = (rows: Row[]) =>
      new Set(rows.flatMap((row) => row.shItemPrices.map((item) => item.shItemCode)));
    expect(codes([overlandRow])).toEqual(new Set(['GreenFee18Online', 'FullCart18Online']));
    expect(codes(ranchoBernardo.content)).toEqual(new Set(['GreenFee18', 'FullCart18']));

    expect(codes((await search('fixturepeaks', '10')).content)).toContain('GreenFee18Online');
    const westminster = codes((await search('fixturewestminster', '1,2')).content);
    expect(westminster).toContain('GreenFee18');
    expect(westminster).toContain('GreenFee9');
    for (const row of await rowsOfBothSites())
      for (const item of row.shItemPrices) expect(item.displayPrice).toBe(item.price);
  });

  it("hands out the configuration with Indian Tree's fields", async () => {
    const response = await app.inject({
      url: '/clubprophet/fixturepeaks/onlineresweb/Home/Configuration',
    });
    const served = response.json<{ apiKey: string; buildNumber: string }>();
    expect(shapeDifferences(shapeOf(indianTreeConfiguration), shapeOf(served))).toEqual([]);
    expect(served.apiKey).toBe(clubprophetApiKey('fixturepeaks'));
  });
});
