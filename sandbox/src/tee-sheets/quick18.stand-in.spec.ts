import { type FastifyInstance } from 'fastify';
import { quick18CourseNumber } from './platform-ids.js';
import { answersOverBudget, bookableTruth, buildTestSandbox } from './test-support.fixture.js';

const saturday = '2026-06-20';
const thorncreek = { subdomain: 'fixturethorncreek', courseIds: [693, 694, 705] };
const river = { subdomain: 'fixtureriver', courseIds: [] };

/** A row of the matrix as the page writes it: its time, party, course and open rates. */
interface MatrixRow {
  time: string;
  players: string;
  course: string | null;
  /** Per rate column: the price shown and the Select link, or null where the cell says N/A. */
  cells: Array<{ price: string; href: string } | null>;
}

/** The rate columns' headers and the rows of a matrix page. */
function matrixOf(html: string): { headers: string[]; rows: MatrixRow[] } {
  const table = /<table class="matrixTable"[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  const headers = [...table.matchAll(/<th class="matrixHdrSched">([^<]*)<\/th>/g)].map(
    ([, header]) => header!,
  );
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(table)?.[1] ?? '';
  const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) => {
    const [, clock, half] = /mtrxTeeTimes">\s*(\d+:\d+)<div class="be_tee_time_ampm">(AM|PM)/.exec(
      row!,
    )!;
    return {
      time: `${clock} ${half}`,
      players: /matrixPlayers">([^<]*)</.exec(row!)![1]!,
      course: /mtrxCourse">([^<]*)</.exec(row!)?.[1] ?? null,
      cells: [...row!.matchAll(/<td class="matrixsched ?([^"]*)">([\s\S]*?)<\/td>/g)].map(
        ([, inactive, cell]) =>
          inactive === 'mtrxInactive'
            ? null
            : {
                price: /mtrxPrice">([^<]*)</.exec(cell!)![1]!,
                href: /href="([^"]*)"/.exec(cell!)![1]!.replace(/&amp;/g, '&'),
              },
      ),
    };
  });
  return { headers, rows };
}

/** "07:28" as the matrix shows it, "7:28 AM". */
function shown(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${((hours! + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours! < 12 ? 'AM' : 'PM'}`;
}

const dollars = (price: number) => `$${price.toFixed(2)}`;

describe('Quick18 stand-in', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  const day = (subdomain: string, teedate = '20260620') =>
    app.inject({ url: `/quick18/${subdomain}/teetimes/searchmatrix?teedate=${teedate}` });
  const search = (subdomain: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/quick18/${subdomain}/teetimes/searchmatrix?teedate=20260620`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ 'SearchForm.Date': '6/20/2026', ...fields }).toString(),
    });
  const truth = (courseId: string, date = saturday) => bookableTruth(app, courseId, date);

  it("serves a day's matrix: a row per open tee time, its party and a Select link per rate", async () => {
    const response = await day(river.subdomain);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('name="SearchForm.Date" value="6/20/2026"');
    const { headers, rows } = matrixOf(response.body);
    // This portal sells nine holes too, and shows no members' rate.
    expect(headers).toEqual(['18 Holes', '18 Holes with Cart', '9 Holes', '9 Holes with Cart']);
    const open = await truth('fixture-river');
    expect(open.length).toBeGreaterThan(5);
    expect(rows.map((row) => row.time)).toEqual(open.map((slot) => shown(slot.time)));
    const number = quick18CourseNumber(river);
    for (const [index, row] of rows.entries()) {
      const slot = open[index]!;
      expect(row.course).toBeNull();
      // This portal books no single onto an empty tee time, as Northern Hills' captured page says.
      expect(row.players).toBe(
        { 1: '1 player', 2: '1 or 2 players', 3: '1 to 3 players', 4: '2 to 4 players' }[
          slot.openSpots
        ],
      );
      const [walking, riding, nine, nineRiding] = row.cells;
      // Where the price includes the cart, only the cart's rate is sold.
      if (slot.cartIncluded) {
        expect([walking, nine]).toEqual([null, null]);
        expect([riding!.price, nineRiding!.price]).toEqual([
          dollars(slot.price),
          dollars(slot.ninePrice),
        ]);
      } else {
        expect([walking!.price, nine!.price]).toEqual([
          dollars(slot.price),
          dollars(slot.ninePrice),
        ]);
        expect(Number(riding!.price.slice(1))).toBeGreaterThan(slot.price);
      }
      const stamp = `20260620${slot.time.replace(':', '')}`;
      expect(riding!.href).toMatch(
        new RegExp(`^/teetimes/course/${number}/teetime/${stamp}\\?psid=\\d+&p=0$`),
      );
    }
  });

  it("names each row's course where the portal sells a course and its nines, beside a members' rate", async () => {
    const { headers, rows } = matrixOf((await day(thorncreek.subdomain)).body);
    expect(headers).toEqual(['18 Holes', '18 Holes with Cart', 'Member 18 Holes']);
    const open = await truth('fixture-thorncreek');
    expect(rows).toHaveLength(open.length);
    for (const [index, row] of rows.entries()) {
      expect(row.course).toBe('Fixture Thorncreek Golf Course');
      // The members' rate is cheaper than the public one; it is not the public's to book.
      expect(Number(row.cells[2]!.price.slice(1))).toBeLessThan(open[index]!.price);
      expect(row.cells[2]!.href).toMatch(/^\/teetimes\/course\/693\/teetime\//);
    }
  });

  it("searches the course, party and part of the day the page's form asks for", async () => {
    const all = matrixOf((await search(river.subdomain, {})).body).rows;
    expect(all.length).toBeGreaterThan(5);
    const foursomes = matrixOf(
      (await search(river.subdomain, { 'SearchForm.Players': '4' })).body,
    ).rows;
    expect(foursomes.every((row) => row.players === '2 to 4 players')).toBe(true);
    expect(
      foursomes.flatMap((row) => row.cells).every((cell) => !cell || cell.href.endsWith('&p=4')),
    ).toBe(true);
    // A single is not booked onto an empty tee time at this portal.
    const singles = matrixOf(
      (await search(river.subdomain, { 'SearchForm.Players': '1' })).body,
    ).rows;
    expect(singles.length).toBeGreaterThan(0);
    expect(singles.some((row) => row.players === '2 to 4 players')).toBe(false);
    const afternoon = matrixOf(
      (await search(river.subdomain, { 'SearchForm.TimeOfDay': 'Afternoon' })).body,
    ).rows;
    expect(afternoon.length).toBeLessThan(all.length);
    expect(afternoon.every((row) => row.time.endsWith('PM'))).toBe(true);
    const another = matrixOf(
      (await search(river.subdomain, { 'SearchForm.CourseId': '1' })).body,
    ).rows;
    expect(another).toEqual([]);
    expect((await search(river.subdomain, { 'SearchForm.Players': '5' })).statusCode).toBe(400);
  });

  it('shows a slot the control API opens, and an empty matrix on a day without any', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/slots/open',
      payload: { courseId: 'fixture-river', date: saturday, time: '05:33', spots: 2 },
    });
    const [opened] = matrixOf((await day(river.subdomain)).body).rows;
    expect(opened).toMatchObject({ time: '5:33 AM', players: '1 or 2 players' });

    // A year ahead is far outside the booking window: nothing is published yet.
    const empty = await day(river.subdomain, '20270620');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<table class="matrixTable"');
    expect(matrixOf(empty.body).rows).toEqual([]);
  });

  it("shows today's matrix without a date it can read, and no portal it does not have", async () => {
    const today = await app.inject({ url: `/quick18/${river.subdomain}/teetimes/searchmatrix` });
    expect(today.body).toContain('value="6/17/2026"');
    expect((await day('nowhere')).statusCode).toBe(404);
  });

  it('empties the matrix of its tee times when soft throttling is injected', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/faults',
      payload: { platform: 'quick18', kind: 'empty' },
    });
    const emptied = await day(river.subdomain);
    expect(emptied.body).toContain('<th class="matrixHdrSched">18 Holes</th>');
    expect(matrixOf(emptied.body).rows).toEqual([]);
  });

  it("spends the platform's request budget", async () => {
    const answers = await answersOverBudget(
      `/quick18/${river.subdomain}/teetimes/searchmatrix?teedate=20260620`,
    );
    expect(answers.map((each) => each.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.headers['content-type']).toMatch(/^text\/html/);
  });
});
