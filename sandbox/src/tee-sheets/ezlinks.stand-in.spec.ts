import { type FastifyInstance } from 'fastify';
import { fromClock, fromSearchDate, toClock } from './ezlinks.stand-in.js';
import { answersOverBudget, bookableTruth, buildTestSandbox } from './test-support.fixture.js';

const saturday = '2026-06-20';

type Row = Record<string, unknown>;
interface Answer {
  r05: unknown[];
  r06: Row[];
}

/** A search as the booking page sends it, for one date and any of the portal's courses. */
const body = (courseIds: Array<number | string>, overrides: Record<string, unknown> = {}) => ({
  p01: courseIds,
  p02: '06/20/2026',
  p03: '5:00 AM',
  p04: '7:00 PM',
  p05: 0,
  p06: 1,
  p07: false,
  ...overrides,
});

describe('EZLinks stand-in', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  const search = async (portal: string, payload: object) =>
    app.inject({ method: 'POST', url: `/ezlinks/${portal}/api/search/search`, payload });
  const rows = async (portal: string, payload: object) =>
    ((await search(portal, payload)).json() as Answer).r06;
  const truth = (courseId: string) => bookableTruth(app, courseId, saturday);

  it("answers the portal's courses and the hours it searches as Aurora's live init writes them", async () => {
    const aurora = await app.inject({ url: '/ezlinks/fixtureaurora/api/search/init' });
    expect(aurora.statusCode).toBe(200);
    // The ids in one comma string and the hours on a 24-hour clock (OneTee's description).
    expect(aurora.json()).toEqual({
      AllCourseIDs: '6386,6474',
      Courses: [
        { CourseID: 6386, CourseName: 'Fixture Aurora Hills Golf Course' },
        { CourseID: 6474, CourseName: 'Fixture Meadow Hills Golf Course' },
      ],
      StartTime: '05:00:00',
      EndTime: '19:00:00',
    });
  });

  it('answers a portal it does not have with a page, not JSON', async () => {
    const init = await app.inject({ url: '/ezlinks/nowhere/api/search/init' });
    expect(init.statusCode).toBe(404);
    expect(init.headers['content-type']).toMatch(/^text\/html/);
    expect((await search('nowhere', body([6386]))).statusCode).toBe(404);
  });

  it('lists a row per rate of each open tee time: walking at its price, riding dearer', async () => {
    const answer = (await search('fixtureaurora', body([6474]))).json() as Answer;
    const open = await truth('fixture-meadow-hills');
    expect(open.length).toBeGreaterThan(5);
    for (const slot of open) {
      const start = `${saturday}T${slot.time}:00`;
      const [first, ...others] = answer.r06.filter((row) => row.r15 === start);
      expect(first).toMatchObject({
        r07: 6474,
        r08: slot.price,
        r11: slot.openSpots,
        r14: 4,
        r15: start,
        r16: 'Fixture Meadow Hills Golf Course',
        r24: toClock(Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3))),
        r25: slot.price.toFixed(4),
        r28: '1,15',
      });
      // Riding costs the cart on top, where the price does not include one.
      expect(others).toHaveLength(slot.cartIncluded ? 0 : 1);
      for (const row of others) expect(row.r08 as number).toBeGreaterThan(slot.price);
    }
    // Every rate of this course is an 18-hole one: it shows icon 1, "18 holes".
    for (const row of answer.r06) expect((row.r28 as string).split(',')).toContain('1');
    expect(answer.r05).toEqual([]);
  });

  it("answers several of the portal's courses in one search, sorted by start", async () => {
    const answer = await rows('fixtureaurora', body([6386, '6474']));
    expect(new Set(answer.map((row) => row.r07))).toEqual(new Set([6386, 6474]));
    const starts = answer.map((row) => row.r15 as string);
    expect(starts).toEqual([...starts].sort());
    // Aurora Hills also sells nine holes on every tee time, at the nine-hole price.
    const nine = answer.filter((row) => row.r07 === 6386 && row.r28 === '9,15');
    const open = await truth('fixture-aurora-hills');
    expect(nine.map((row) => row.r08)).toEqual(open.map((slot) => slot.ninePrice));
    expect(await rows('fixtureaurora', body([6474, 9999]))).toEqual(
      await rows('fixtureaurora', body([6474])),
    );
  });

  it('types the fields alike at every portal, as the real answer and the clients typing it agree', async () => {
    const [row] = await rows('fixtureelk', body(['7001']));
    expect(row).toMatchObject({
      r07: 7001,
      r08: expect.any(Number),
      r11: expect.any(Number),
      r14: 4,
      r25: expect.stringMatching(/^\d+\.\d{4}$/),
    });
  });

  it('searches only the hours, round length and party size asked for', async () => {
    const all = await rows('fixtureaurora', body([6386]));
    const morning = await rows('fixtureaurora', body([6386], { p03: '6:00 AM', p04: '9:00 AM' }));
    expect(morning.length).toBeGreaterThan(0);
    expect(morning.length).toBeLessThan(all.length);
    for (const row of morning) expect(row.r15 as string).toMatch(/T0[6-8]:|T09:00/);
    const nine = await rows('fixtureaurora', body([6386], { p05: 9 }));
    expect(nine.length).toBeGreaterThan(0);
    expect(nine.every((row) => row.r28 === '9,15')).toBe(true);
    const foursomes = await rows('fixtureaurora', body([6386], { p06: 4 }));
    expect(foursomes.every((row) => row.r11 === 4)).toBe(true);
  });

  it('shows a slot the control API opens, and an empty list on a day without any', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/slots/open',
      payload: { courseId: 'fixture-grand-elk', date: saturday, time: '05:33', spots: 2 },
    });
    const [opened] = await rows('fixtureelk', body([7001]));
    expect(opened).toMatchObject({ r15: `${saturday}T05:33:00`, r24: '5:33 AM', r11: 2 });

    // A year ahead is far outside the booking window: nothing is published yet.
    const empty = await search('fixtureelk', body([7001], { p02: '06/20/2027' }));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ r04: '999', r05: [], r06: [] });
  });

  it.each([
    ['no course ids', { p01: [] }],
    ['a date it cannot read', { p02: '2026-06-20' }],
    ['an hour it cannot read', { p03: '05:00' }],
  ])('refuses a search with %s', async (_what, overrides) => {
    const response = await search('fixtureaurora', body([6386], overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Message: expect.any(String) });
  });

  it('reads and writes the times and dates as the booking page does', () => {
    expect(fromClock('7:10 AM')).toBe(430);
    expect(fromClock('12:05 PM')).toBe(725);
    expect(fromClock('12:05 am')).toBe(5);
    expect(fromClock('13:05 PM')).toBeUndefined();
    expect(toClock(430)).toBe('7:10 AM');
    expect(toClock(725)).toBe('12:05 PM');
    expect(toClock(1085)).toBe('6:05 PM');
    expect(fromSearchDate('06/20/2026')).toBe('2026-06-20');
    expect(fromSearchDate('6/2/2026')).toBe('2026-06-02');
    expect(fromSearchDate('02/30/2026')).toBeUndefined();
  });

  it("spends the platform's request budget, answering as Cloudflare does", async () => {
    const answers = await answersOverBudget('/ezlinks/fixtureaurora/api/search/init');
    expect(answers.map((each) => each.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.headers['retry-after']).toBeUndefined();
    expect(answers[2]!.body).toBe('error code: 1015');
  });
});
