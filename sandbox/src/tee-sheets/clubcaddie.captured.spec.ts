import { type FastifyInstance } from 'fastify';
import { capturedAnswer } from './answer-shape.fixture.js';
import { buildTestSandbox } from './test-support.fixture.js';

/**
 * The stand-in against what is captured of real Club Caddie TeeTimes answers
 * (test/platform-answers/captured): two windows of 900 characters around the first tee time, at
 * Applewood and Salida (2026-07-24). They hold the visible block of a tee time only, so that is
 * what is held here; the slot JSON and the hidden inputs around it are held to what a public
 * client's reading of real pages requires of them.
 */
const applewoodWindow = capturedAnswer('clubcaddie-tee-times-fragment-applewood.html');
const salidaWindow = capturedAnswer('clubcaddie-tee-times-fragment-salida.html');

const nineLabel = '<span class="resource-outer-label">';

/**
 * The visible block of a tee time from its nine's label ("Starting 9:") on: its tags (name and
 * classes, closing ones too) and texts, the values a tee time fills in written as their form
 * ("hh:mm AM", "$d.dd", "n" holes, "name" of the nine).
 */
function visibleBlock(html: string): string[] {
  const tokens = html.slice(html.indexOf(nineLabel)).match(/<[^>]*>|[^<]+/g) ?? [];
  const block: string[] = [];
  for (const token of tokens) {
    const tag = /^<(\/?\w+)([^>]*)>$/.exec(token);
    const text = token.trim();
    if (tag) {
      const classes = /class=['"]([^'"]*)['"]/.exec(tag[2]!)?.[1]?.trim().split(/\s+/) ?? [];
      block.push([tag[1], ...classes].join('.'));
    } else if (text !== '') block.push(formOf(text, block.at(-1)));
  }
  return block;
}

function formOf(text: string, after: string | undefined): string {
  if (after === 'span.holeName') return 'name';
  if (/^\d{2}:\d{2} [AP]M$/.test(text)) return 'hh:mm AM';
  if (/^\$\d+\.\d{2}$/.test(text)) return '$d.dd';
  if (/^\d+$/.test(text)) return 'n';
  return text;
}

describe('Club Caddie stand-in against the captured windows of real answers', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  /** The day's TeeTimes answer of a course, searched as its booking page does. */
  const teeTimesPage = async (server: string, courseKey: string): Promise<string> => {
    const page = await app.inject({
      url: `/clubcaddie/${server}/webapi/view/${courseKey}/slots?date=06%2F20%2F2026`,
    });
    const fields = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(
        ([, name, value]) => [name!, value!],
      ),
    );
    const answer = await app.inject({
      method: 'POST',
      url: `/clubcaddie/${server}/webapi/TeeTimes`,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: new URLSearchParams({
        ...fields,
        Interaction: String(page.headers['session-id']),
      }).toString(),
    });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it("shows a tee time as Applewood's page does: the nine, the zero-padded time, the price", async () => {
    // The window opens inside the label's tag: `<span class` is put back.
    const captured = visibleBlock(`<span class${applewoodWindow}`);
    expect(captured).toContain('Starting 9:');
    const served = visibleBlock(await teeTimesPage('cc90', 'fixaabab'));
    expect(served.slice(0, captured.length)).toEqual(captured);
  });

  it("shows a nine-hole course's tee time as Salida's page does, its holes a bare 9", async () => {
    const captured = visibleBlock(salidaWindow);
    expect(captured.at(-1)).toBe('n');
    expect(salidaWindow.trimEnd().endsWith('<br>9')).toBe(true);
    const served = await teeTimesPage('cc90', 'fixbbbab');
    expect(visibleBlock(served).slice(0, captured.length)).toEqual(captured);
    expect(served).toMatch(/<span class="tt-price-label"> Holes: <\/span><br>9<\/div>/);
  });

  it('writes the rates of each round side by side at the end of the slot JSON, then the Date and fromtime inputs', async () => {
    // A production client finds a tee time by LowestPriceHoleRate_18 directly followed by
    // LowestPriceHoleRate_9, then, within 400 characters, the hidden Date and fromtime inputs.
    const page = await teeTimesPage('cc90', 'fixaabab');
    const forms = [...page.matchAll(/name="slot" value="([^"]*)">([\s\S]*?)<\/form>/g)];
    expect(forms.length).toBeGreaterThan(5);
    for (const [, encoded, after] of forms) {
      const keys = Object.keys(JSON.parse(decodeURIComponent(encoded!.replace(/\+/g, ' '))));
      expect(keys.slice(-2)).toEqual(['LowestPriceHoleRate_18', 'LowestPriceHoleRate_9']);
      expect(encoded).toMatch(
        /LowestPriceHoleRate_18%22%3A[\d.]+%2C%22LowestPriceHoleRate_9%22%3A/,
      );
      expect(after).toMatch(
        /^\s*<input type="hidden" name="Date" value="\d{4}-\d{2}-\d{2}">\s*<input type="hidden" name="fromtime" value="\d{2}:\d{2}:\d{2}">/,
      );
    }
  });
});
