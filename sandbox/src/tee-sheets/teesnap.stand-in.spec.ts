import { type FastifyInstance } from 'fastify';
import { teesnapPropertyId } from './platform-ids.js';
import { buildTestSandbox } from './test-support.fixture.js';

const saturday = '2026-06-20';
/** What a browser sends; the sites' CDN turns away anything else. */
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36' };

interface TruthSlot {
  time: string;
  holes: number;
  openSpots: number;
  bookedPlayers: number;
  heldPlayers: number;
  price: number;
  ninePrice: number;
  cartIncluded: boolean;
  blocked: boolean;
}

interface Section {
  teeOff: string;
  turnTo?: { time: string };
  bookings?: number[];
  isHeld: boolean;
}
interface TeeTime {
  teeTime: string;
  prices: Array<{
    roundType: string;
    price: string;
    rackRatePrice?: string;
    priceWithAddOn: string;
  }>;
  teeOffSections: Section[];
}
interface Sheet {
  teeTimes: {
    bookings: Array<{ bookingId: number; golfers: number[]; teeOffSection: string }>;
    teeTimes: TeeTime[];
  };
}

/** The JSON a script of a page assigns to window.<name>. */
function assigned(html: string, name: string): unknown {
  const match = new RegExp(`window\\.${name} = (.*?);(?: window\\.|</script>)`).exec(html);
  return JSON.parse(match![1]!) as unknown;
}

describe('Teesnap stand-in', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  const day = (subdomain: string, course: number | string, query: Record<string, string> = {}) =>
    app.inject({
      url: `/teesnap/${subdomain}/customer-api/teetimes-day?${new URLSearchParams({
        course: String(course),
        date: saturday,
        players: '1',
        holes: '18',
        addons: 'off',
        ...query,
      })}`,
      headers: browser,
    });
  const sheet = async (subdomain: string, course: number, query = {}) =>
    (await day(subdomain, course, query)).json() as Sheet;
  const truth = async (courseId: string, date = saturday) =>
    (
      (await app.inject({ url: `/control/courses/${courseId}/sheet?date=${date}` })).json() as {
        slots: TruthSlot[];
      }
    ).slots;

  it("serves a site's home page, listing its courses at the top level of window.courses", async () => {
    const page = await app.inject({ url: '/teesnap/fixturehavasu/', headers: browser });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(assigned(page.body, 'property')).toMatchObject({
      id: teesnapPropertyId('fixturehavasu'),
      key: 'fixturehavasu',
      time_zone: 'America/Denver',
    });
    const courses = assigned(page.body, 'courses') as Array<Record<string, unknown>>;
    expect(courses).toEqual([
      expect.objectContaining({
        id: 307,
        name: 'Fixture Havasu Golf Course',
        property_id: teesnapPropertyId('fixturehavasu'),
        holes: 'both_default_eighteen',
        holes_array: [9, 18],
        holes_default: 18,
        max_players: 4,
        infos: [expect.objectContaining({ id: expect.any(Number), course_id: 307 })],
      }),
      expect.objectContaining({ id: 308, holes: 'nine', holes_array: [9], holes_default: 9 }),
    ]);
    // No real site embeds the property in its courses (OneTee read the lists of nine courses).
    const other = await app.inject({ url: '/teesnap/fixtureleadville', headers: browser });
    const [leadville] = assigned(other.body, 'courses') as Array<Record<string, unknown>>;
    expect(leadville).toMatchObject({ id: 966, section_options: 'front_only' });
    expect(leadville).not.toHaveProperty('property');
  });

  it('turns away a site it does not have, and a client that does not look like a browser', async () => {
    const nowhere = await app.inject({ url: '/teesnap/nowhere/', headers: browser });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.body).toContain('There is no website here.');
    expect((await app.inject({ url: '/teesnap/fixturehavasu/' })).statusCode).toBe(403);
    const bare = await app.inject({
      url: `/teesnap/fixturehavasu/customer-api/teetimes-day?course=307&date=${saturday}`,
    });
    expect(bare.statusCode).toBe(403);
  });

  it('lists every tee time of the day, booked-up and held ones too, with the bookings on the first tee', async () => {
    const answer = await day('fixturehavasu', 307);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const { bookings, teeTimes } = (answer.json() as Sheet).teeTimes;
    const slots = await truth('fixture-havasu');
    expect(teeTimes.map((teeTime) => teeTime.teeTime)).toEqual(
      slots.map((slot) => `${saturday}T${slot.time}:00`),
    );
    expect(slots.some((slot) => slot.openSpots === 0)).toBe(true);
    const golfers = new Map(bookings.map((entry) => [entry.bookingId, entry.golfers.length]));
    for (const [index, teeTime] of teeTimes.entries()) {
      const slot = slots[index]!;
      const [front, ...others] = teeTime.teeOffSections;
      // This kind of site lists a start on the tenth tee too, where nobody is booked.
      expect(others).toEqual([{ teeOff: 'BACK_NINE', isHeld: false }]);
      expect(front).toMatchObject({ teeOff: 'FRONT_NINE', isHeld: slot.blocked });
      // The golfers booked on the first tee are the ones the slot holds: four less its open spots.
      const booked = (front!.bookings ?? []).reduce((sum, id) => sum + golfers.get(id)!, 0);
      expect(booked).toBe(slot.bookedPlayers + slot.heldPlayers);
      if (!slot.blocked) expect(4 - booked).toBe(slot.openSpots);
      // Prices are strings, one per round the course sells.
      expect(teeTime.prices).toEqual([
        expect.objectContaining({ roundType: 'NINE_HOLE', price: slot.ninePrice.toFixed(2) }),
        expect.objectContaining({ roundType: 'EIGHTEEN_HOLE', price: slot.price.toFixed(2) }),
      ]);
    }
  });

  it('sells nine holes only at a nine-hole course', async () => {
    const { teeTimes } = (await sheet('fixturehavasu', 308)).teeTimes;
    expect(teeTimes.length).toBeGreaterThan(5);
    for (const teeTime of teeTimes)
      expect(teeTime.prices.map((price) => price.roundType)).toEqual(['NINE_HOLE']);
  });

  it('names when a round turns at the other kind of site, which starts on the first tee only and lists no rack rate', async () => {
    const { teeTimes } = (await sheet('fixtureleadville', 966)).teeTimes;
    expect(teeTimes.length).toBeGreaterThan(5);
    for (const teeTime of teeTimes) {
      const [front, ...others] = teeTime.teeOffSections;
      expect(others).toEqual([]);
      // The group reaches the tenth tee about two hours after it starts.
      const start = Date.parse(`${teeTime.teeTime}Z`);
      expect(Date.parse(`${front!.turnTo!.time}Z`) - start).toBe(2 * 60 * 60_000);
      for (const price of teeTime.prices) expect(price).not.toHaveProperty('rackRatePrice');
    }
  });

  it('looks the course up across every site, and answers an id nobody has with its error page', async () => {
    // Asked at another site, a course's id still reads that course's sheet.
    expect(await sheet('fixtureleadville', 307)).toEqual(await sheet('fixturehavasu', 307));
    const nobody = await day('fixturehavasu', 1);
    expect(nobody.statusCode).toBe(500);
    expect(nobody.body).toContain('Be right back.');
  });

  it('refuses a day outside the booking window, as a 200 at one kind of site and a 400 at the other', async () => {
    const closed = { date: '2027-06-20' };
    const [atHavasu, atLeadville] = [
      await day('fixturehavasu', 307, closed),
      await day('fixtureleadville', 966, closed),
    ];
    expect([atHavasu.statusCode, atHavasu.json()]).toEqual([200, { errors: 'date_not_allowed' }]);
    expect([atLeadville.statusCode, atLeadville.json()]).toEqual([
      400,
      { errors: 'date_not_allowed' },
    ]);
    expect((await day('fixturehavasu', 307, { date: '06/20/2026' })).statusCode).toBe(400);
  });

  it('prices the cart in when asked for add-ons, where the course does not include one', async () => {
    const [slot] = await truth('fixture-havasu');
    const without = (await sheet('fixturehavasu', 307)).teeTimes.teeTimes[0]!.prices[1]!;
    const withCart = (await sheet('fixturehavasu', 307, { addons: 'on' })).teeTimes.teeTimes[0]!
      .prices[1]!;
    expect(withCart.price).toBe(without.priceWithAddOn);
    if (!slot!.cartIncluded) expect(Number(withCart.price)).toBeGreaterThan(Number(without.price));
  });

  it('shows a slot the control API opens', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/slots/open',
      payload: { courseId: 'fixture-leadville', date: saturday, time: '05:33', spots: 2 },
    });
    const { teeTimes, bookings } = (await sheet('fixtureleadville', 966)).teeTimes;
    const opened = teeTimes.find((teeTime) => teeTime.teeTime === `${saturday}T05:33:00`)!;
    const golfers = new Map(bookings.map((entry) => [entry.bookingId, entry.golfers.length]));
    const booked = (opened.teeOffSections[0]!.bookings ?? []).reduce(
      (sum, id) => sum + golfers.get(id)!,
      0,
    );
    expect(4 - booked).toBe(2);
  });

  it('empties the sheet of its tee times when soft throttling is injected', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/faults',
      payload: { platform: 'teesnap', kind: 'empty' },
    });
    expect((await sheet('fixturehavasu', 307)).teeTimes).toMatchObject({
      bookings: [],
      teeTimes: [],
    });
  });

  it('answers a request over the budget with its error page, a 500, as the sites do', async () => {
    const limited = await buildTestSandbox({ requestsPerSecond: 1, burst: 2 });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await limited.app.inject({ url: '/teesnap/fixturehavasu/', headers: browser }));
    await limited.app.close();
    expect(answers.map((each) => each.statusCode)).toEqual([200, 200, 500]);
    expect(answers[2]!.body).toContain('Be right back.');
    expect(answers[2]!.headers['retry-after']).toBeUndefined();
  });
});
