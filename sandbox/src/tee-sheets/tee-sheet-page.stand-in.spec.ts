import { type FastifyInstance } from 'fastify';
import { buildTestSandbox } from './test-support.fixture.js';

describe('live tee-sheet pages', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  it('lists every course with a link per published date, the clock and the faults', async () => {
    await app.inject({
      method: 'POST',
      url: '/control/faults',
      payload: { platform: 'teeitup', kind: '429', count: 3 },
    });
    const response = await app.inject({ url: '/tee-sheets' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<meta http-equiv="refresh"');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).toContain('Fixture Municipal Golf Course');
    expect(html).not.toContain('Fixture Private Club');
    expect(html).toContain('href="/tee-sheets/fixture-muni/2026-06-20"');
    expect(html).toContain('2026-06-17 08:00');
    expect(html).toContain('teeitup: 429');
  });

  it('shows a course-date sheet with time, holes, open spots and price', async () => {
    const response = await app.inject({ url: '/tee-sheets/fixture-park-nine/2026-06-20' });
    const truth = (
      await app.inject({ url: '/control/courses/fixture-park-nine/sheet?date=2026-06-20' })
    ).json() as { slots: { time: string; price: number }[] };

    expect(response.statusCode).toBe(200);
    const first = truth.slots[0]!;
    expect(response.body).toContain(`<td>${first.time}</td>`);
    expect(response.body).toContain(`$${first.price.toFixed(2)}`);
    expect(response.body).toContain('<td class="num">9</td>');
  });

  it('says when a date is not published, and 404s an unknown course', async () => {
    const later = await app.inject({ url: '/tee-sheets/fixture-park/2026-09-01' });
    expect(later.body).toContain('This date is not published');
    expect((await app.inject({ url: '/tee-sheets/nowhere/2026-06-20' })).statusCode).toBe(404);
  });

  it('is linked from the sandbox home page, which documents the control API', async () => {
    const home = (await app.inject({ url: '/' })).body;
    expect(home).toContain('<a href="/tee-sheets">Live tee sheets</a>');
    expect(home).toContain('POST /control/slots/open');
    expect(home).toContain('GET /foreup/index.php/api/booking/times');
  });
});
