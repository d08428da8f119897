import { type FastifyInstance } from 'fastify';
import { fromSearchDate } from './clubprophet.stand-in.js';
import { clubprophetApiKey } from './platform-ids.js';
import { answersOverBudget, buildTestSandbox } from './test-support.fixture.js';

const saturday = '2026-06-20';
const api = '/onlineres/onlineapi/api/v1/onlinereservation';

/** The headers the booking page sends with every API call of the site. */
function headers(tenant: string): Record<string, string> {
  return {
    'x-apikey': clubprophetApiKey(tenant),
    'x-websiteid': `${tenant}-website`,
    'x-siteid': '1',
    'x-componentid': '1',
    'x-moduleid': '7',
    'x-productid': '1',
    'x-terminalid': '3',
    'x-ismobile': 'false',
    'x-timezoneid': 'America/Denver',
    'x-requestid': '0b0a8f0c-1f43-4d8a-9c65-4c1f1f1b6a01',
  };
}

interface TeeTime {
  startTime: string;
  courseId: number;
  holes: number;
  participants: number;
  maxPlayer: number;
  availableParticipantNo: number[];
  is18HoleOnly?: boolean;
  is9HoleOnly?: boolean;
  shItemPrices: { shItemCode: string; price: number }[];
}
interface Answer {
  transactionId: string | null;
  isSuccess: boolean;
  content: TeeTime[] | { messageKey: string; messageTemplate: string };
}
interface TruthSlot {
  time: string;
  openSpots: number;
  price: number;
  blocked: boolean;
}

describe('Club Prophet stand-in', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  const search = (tenant: string, query: string, sent = headers(tenant)) =>
    app.inject({ url: `/clubprophet/${tenant}${api}/TeeTimes?${query}`, headers: sent });
  const truth = async (courseId: string) =>
    (
      (await app.inject({ url: `/control/courses/${courseId}/sheet?date=${saturday}` })).json() as {
        slots: TruthSlot[];
      }
    ).slots;

  it("hands the site's API key to a visitor and takes it back on every call", async () => {
    const configuration = await app.inject({
      url: '/clubprophet/fixturepeaks/onlineresweb/Home/Configuration',
    });
    expect(configuration.statusCode).toBe(200);
    expect(configuration.json()).toMatchObject({
      siteName: 'fixturepeaks',
      apiKey: clubprophetApiKey('fixturepeaks'),
    });

    const registered = await app.inject({
      method: 'POST',
      url: `/clubprophet/fixturepeaks${api}/RegisterTransactionId`,
      headers: headers('fixturepeaks'),
      payload: { transactionId: 'd3b07384-d9a0-4c3f-9d2a-0d3b07384d9a' },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toBe(true);

    const options = await app.inject({
      url: `/clubprophet/fixturewestminster${api}/GetAllOptions/fixturewestminster`,
      headers: headers('fixturewestminster'),
    });
    expect(options.json()).toEqual({
      webSiteId: 'fixturewestminster-website',
      courseOptions: [
        { courseId: 1, courseName: 'Fixture Legacy Golf Course' },
        { courseId: 2, courseName: 'Fixture Walnut Creek Golf Preserve' },
      ],
    });
  });

  it("refuses a call without x-componentid, without the key or with another site's key", async () => {
    const query = 'searchDate=Sat Jun 20 2026&courseIds=10&transactionId=t';
    const { 'x-componentid': _component, ...noComponent } = headers('fixturepeaks');
    const { 'x-apikey': _key, ...noKey } = headers('fixturepeaks');
    const withoutComponent = await search('fixturepeaks', query, noComponent);
    expect(withoutComponent.statusCode).toBe(400);
    expect(withoutComponent.body).toBe('Invalid componentid request header');
    expect((await search('fixturepeaks', query, noKey)).statusCode).toBe(401);
    const otherKey = {
      ...headers('fixturepeaks'),
      'x-apikey': clubprophetApiKey('fixturewestminster'),
    };
    expect((await search('fixturepeaks', query, otherKey)).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/clubprophet/nowhere/onlineresweb/Home/Configuration' }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the open tee times of the day: free seats by number, the green fee by its code', async () => {
    const response = await search(
      'fixturepeaks',
      'searchDate=Sat Jun 20 2026&courseIds=10&transactionId=t-1&holes=0&numberOfPlayer=0&teeOffTimeMin=0&teeOffTimeMax=23',
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Answer;
    expect(answer).toMatchObject({ transactionId: 't-1', isSuccess: true });
    const open = (await truth('fixture-peaks')).filter(
      (slot) => !slot.blocked && slot.openSpots > 0,
    );
    const content = answer.content as TeeTime[];
    expect(content.map((each) => each.startTime)).toEqual(
      open.map((slot) => `${saturday}T${slot.time}:00`),
    );
    for (const [index, teeTime] of content.entries()) {
      const slot = open[index]!;
      expect(teeTime.courseId).toBe(10);
      // Real rows name the free seats (the last ones) and carry the room as participants.
      expect(teeTime.availableParticipantNo).toEqual(
        Array.from({ length: slot.openSpots }, (_, i) => 4 - slot.openSpots + i + 1),
      );
      expect(teeTime).toMatchObject({ participants: 4, maxPlayer: slot.openSpots });
      expect(teeTime).toMatchObject({ holes: 18, is18HoleOnly: true });
      expect(teeTime).not.toHaveProperty('is9HoleOnly');
      // This site codes its items with the suffix Overland Park's shows.
      expect(
        teeTime.shItemPrices.find((item) => item.shItemCode === 'GreenFee18Online')?.price,
      ).toBe(slot.price);
    }
  });

  it("answers several of the site's courses in one search, items coded without a suffix at this site", async () => {
    const response = await search(
      'fixturewestminster',
      'searchDate=Sat+Jun+20+2026&courseIds=1,2&transactionId=t',
    );
    const content = (response.json() as Answer).content as TeeTime[];
    expect(new Set(content.map((each) => each.courseId))).toEqual(new Set([1, 2]));
    const starts = content.map((each) => each.startTime);
    expect(starts).toEqual([...starts].sort());
    const walnut = content.find((each) => each.courseId === 2)!;
    expect(walnut).toMatchObject({ holes: 18 });
    expect(walnut).not.toHaveProperty('is18HoleOnly');
    expect(walnut.shItemPrices.map((item) => item.shItemCode)).toEqual(
      expect.arrayContaining(['GreenFee18', 'GreenFee9']),
    );

    const one = (
      await search('fixturewestminster', 'searchDate=Sat Jun 20 2026&courseIds=1&transactionId=t')
    ).json() as Answer;
    expect(new Set((one.content as TeeTime[]).map((each) => each.courseId))).toEqual(new Set([1]));
  });

  it('shows a slot the control API opens, and says NO_TEETIMES on a day without any', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/slots/open',
      payload: { courseId: 'fixture-peaks', date: saturday, time: '05:33', spots: 2 },
    });
    const opened = (
      await search('fixturepeaks', 'searchDate=Sat Jun 20 2026&courseIds=10&transactionId=t')
    ).json() as Answer;
    expect((opened.content as TeeTime[])[0]).toMatchObject({
      startTime: `${saturday}T05:33:00`,
      availableParticipantNo: [3, 4],
    });

    // A year ahead is far outside the booking window: nothing is published yet.
    const empty = await search(
      'fixturepeaks',
      'searchDate=Sun Jun 20 2027&courseIds=10&transactionId=t',
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      transactionId: 't',
      isSuccess: true,
      content: {
        messageKey: 'NO_TEETIMES',
        messageTemplate: expect.any(String),
      },
    });
  });

  it('refuses a search date it cannot read', async () => {
    const response = await search(
      'fixturepeaks',
      'searchDate=2026-06-20&courseIds=10&transactionId=t',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { searchDate: [expect.any(String)] } });
  });

  it("reads the booking page's way of writing a day", () => {
    expect(fromSearchDate('Wed Apr 15 2026')).toBe('2026-04-15');
    expect(fromSearchDate('Sun Nov 01 2026')).toBe('2026-11-01');
    expect(fromSearchDate('Sun Nov 1 2026')).toBe('2026-11-01');
    expect(fromSearchDate('Feb 30 2026')).toBeUndefined();
    expect(fromSearchDate('2026-04-15')).toBeUndefined();
  });

  it("spends the platform's request budget, configuration calls included", async () => {
    const answers = await answersOverBudget(
      '/clubprophet/fixturepeaks/onlineresweb/Home/Configuration',
    );
    expect(answers.map((each) => each.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.headers['retry-after']).toBeUndefined();
    expect(answers[2]!.body).toBe('error code: 1015');
  });
});
