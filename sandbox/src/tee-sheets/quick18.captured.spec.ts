import { type FastifyInstance } from 'fastify';
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import { capturedAnswer } from './answer-shape.fixture.js';
import { buildTestSandbox } from './test-support.fixture.js';

/*
 * The Quick18 stand-in against pages captured from a real portal (test/platform-answers/captured):
 * Northern Hills' matrix of 2026-07-14 and of a past day (justslee/scorecard's fixtures, captured
 * on 2026-07-10). The page is HTML, so it is compared by the structure TeeWatch's adapter and a
 * browser rely on: the matrix's classes and cells, the Select links, the calendar strip and the
 * search form. Line endings (CRLF there) and the page's header, messages and scripts are not.
 */
const capturedDay = capturedAnswer('quick18-searchmatrix.html');
const capturedPastDay = capturedAnswer('quick18-searchmatrix-empty.html');

type Element = ReturnType<typeof DomUtils.findAll>[number];
type Scope = Element | ReturnType<typeof parseDocument>;

/** The elements under `scope` that pass `test`, in the page's order. */
const find = (scope: Scope, test: (element: Element) => boolean): Element[] =>
  DomUtils.findAll(test, scope.children);

const hasClass = (element: Element, name: string) =>
  (element.attribs.class ?? '').split(/\s+/).includes(name);
const isInside = (element: Element, ancestor: Element): boolean => {
  for (let at = element.parent; at; at = at.parent) if (at === ancestor) return true;
  return false;
};
const textOf = (element: Element): string => DomUtils.textContent(element);

/**
 * A text or attribute as a form: what changes from day to day and row to row (numbers, month and
 * weekday names, AM or PM) generalized, spaces collapsed.
 */
const formOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\d+/g, 'N')
    .replace(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g, '<month>')
    .replace(/\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, '<weekday>')
    .replace(/\b[AP]M\b/g, '<AM|PM>');

/** An element with everything inside it, each text and attribute as its form. */
function skeletonOf(node: Element['children'][number]): string {
  if (node.type === ElementType.Text && 'data' in node)
    return formOf(node.data) && JSON.stringify(formOf(node.data));
  if (!('attribs' in node)) return '';
  const attributes = Object.entries(node.attribs)
    .map(([name, value]) => ` ${name}="${formOf(value)}"`)
    .join('');
  const inside = node.children.map(skeletonOf).filter(Boolean).join(' ');
  return `<${node.name}${attributes}>${inside}</${node.name}>`;
}

const distinct = (values: string[]) => [...new Set(values)];

/** What the adapter and a browser read of a matrix page. */
function structureOf(html: string) {
  const page = parseDocument(html);
  const [table] = find(page, (e) => e.name === 'table' && hasClass(e, 'matrixTable'));
  const rows = find(table!, (e) => e.name === 'tbody').flatMap((body) =>
    find(body, (e) => e.name === 'tr'),
  );
  const cellsOf = (row: Element) => find(row, (e) => e.name === 'td');
  const [strip] = find(page, (e) => e.attribs.id === 'searchMatrixDayHeader');
  const [form] = find(page, (e) => e.name === 'form');
  return {
    table: table!.attribs,
    /** The header cells, a rate column's only once (each portal names its own rates). */
    headers: distinct(
      find(table!, (e) => e.name === 'th').map((th) =>
        hasClass(th, 'matrixHdrSched') ? th.attribs.class! : `${th.attribs.class}: ${textOf(th)}`,
      ),
    ),
    rowCount: rows.length,
    /** Each row's cells by kind (a rate's, sold or not, is matrixsched), a run of rates as one. */
    rowLayouts: distinct(
      rows.map((row) =>
        cellsOf(row)
          .map((td) => (td.attribs.class ?? '').trim().split(/\s+/)[0]!)
          .filter((name, index, names) => name !== names[index - 1])
          .join(' '),
      ),
    ),
    cells: distinct(rows.flatMap((row) => cellsOf(row).map(skeletonOf))),
    players: rows.flatMap((row) =>
      cellsOf(row)
        .filter((td) => hasClass(td, 'matrixPlayers'))
        .map((td) => textOf(td).trim()),
    ),
    selectLinks: find(table!, (e) => e.name === 'a').map((a) => a.attribs.href!),
    strip: {
      items: find(strip!, (e) => e.name === 'li').map((li) =>
        hasClass(li, 'matrixWeekButton') ? 'week button' : 'day',
      ),
      itemForms: distinct(find(strip!, (e) => e.name === 'li').map(skeletonOf)),
      shownDay: find(strip!, (e) => hasClass(e, 'matrixToday')).map((li) => formOf(textOf(li))),
    },
    /** Teebutton links outside the matrix: the week's Prev and Next. */
    weekButtons: find(page, (e) => e.name === 'a' && hasClass(e, 'teebutton'))
      .filter((a) => !isInside(a, table!))
      .map((a) => ({ label: textOf(a), href: a.attribs.href!, inStrip: isInside(a, strip!) })),
    form: {
      action: formOf(form!.attribs.action!),
      method: form!.attribs.method,
      fields: find(form!, (e) => ['input', 'select', 'button'].includes(e.name)).map((field) =>
        [
          field.name,
          field.attribs.type,
          field.attribs.name,
          ...find(field, (e) => e.name === 'option').map((o) => `${o.attribs.value}=${textOf(o)}`),
        ]
          .filter(Boolean)
          .join(' '),
      ),
      date: find(form!, (e) => e.attribs.name === 'SearchForm.Date')[0]!.attribs.value,
    },
  };
}

/** Row cells the stand-in may write that the captured rows do not show, each with its evidence. */
const beyondCapture = [
  // The Papago page tysontiatia/teetime keeps (worker/quick18.fixture.html) says "1 player" of a
  // tee time with one spot open.
  '<td class="matrixPlayers">"N player"</td>',
];

describe('Quick18 stand-in against the captured real pages', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    ({ app } = await buildTestSandbox());
  });
  afterEach(async () => app.close());

  /** The request the captures answered, at a fixture portal of one course. */
  const day = async (teedate: string, subdomain = 'fixtureriver') => {
    const answer = await app.inject({
      url: `/quick18/${subdomain}/teetimes/searchmatrix?teedate=${teedate}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    return structureOf(answer.body);
  };
  const captured = structureOf(capturedDay);

  it("lays the matrix out as the captured page does: its classes, header cells and each row's cells", async () => {
    const served = await day('20260620');
    expect(served.rowCount).toBeGreaterThan(5);
    expect(served.table).toEqual(captured.table);
    expect(served.headers).toEqual(captured.headers);
    expect(served.rowLayouts).toEqual(captured.rowLayouts);
    // The same cells, written alike: the time, the party, an open rate, a rate not sold.
    const unknown = (cell: string) =>
      !captured.cells.includes(cell) && !beyondCapture.includes(cell);
    expect(served.cells.filter(unknown)).toEqual([]);
    expect(captured.cells.filter((cell) => !served.cells.includes(cell))).toEqual([]);
  });

  it("says a party of 2 to 4 where the portal books no single onto an empty tee time, as Northern Hills' rows do", async () => {
    const served = await day('20260620');
    expect(captured.players).toContain('2 to 4 players');
    expect(served.players).toContain('2 to 4 players');
    expect(served.players).not.toContain('1 to 4 players');
  });

  it('links each open rate to its tee time as the captured Select links do', async () => {
    const served = await day('20260620');
    const selectLink = /^\/teetimes\/course\/\d+\/teetime\/\d{12}\?psid=\d+&p=0$/;
    for (const links of [captured.selectLinks, served.selectLinks]) {
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(selectLink);
    }
  });

  it("draws the week's calendar strip above the matrix, its Prev and Next outside the table", async () => {
    // A Tuesday, as the captured 2026-07-14: its week runs Monday to Sunday, Prev leads to the
    // Sunday before it and Next to the Monday after.
    const served = await day('20260630');
    expect(served.strip).toEqual(captured.strip);
    expect(captured.weekButtons).toEqual([
      { label: 'Prev', href: '/teetimes/searchmatrix?teedate=20260712', inStrip: true },
      { label: 'Next', href: '/teetimes/searchmatrix?teedate=20260720', inStrip: true },
    ]);
    expect(served.weekButtons).toEqual([
      { label: 'Prev', href: '/teetimes/searchmatrix?teedate=20260628', inStrip: true },
      { label: 'Next', href: '/teetimes/searchmatrix?teedate=20260706', inStrip: true },
    ]);
  });

  it("has the captured search form's fields: the course, the day, the part of the day and the party", async () => {
    const served = await day('20260620');
    expect(served.form).toEqual({ ...captured.form, date: '6/20/2026' });
    expect(captured.form.fields).toEqual([
      'input hidden SearchForm.CourseId',
      'input text SearchForm.Date',
      'select SearchForm.TimeOfDay Any=Any Morning=Morning Afternoon=Afternoon',
      'select SearchForm.Players 0=Any 1=1 2=2 3=3 4=4',
      'button submit',
    ]);
  });

  it('shows a past day as the captured page does: today in the form and the strip, no tee times', async () => {
    const capturedPast = structureOf(capturedPastDay);
    const served = await day('20250101');
    expect(served.rowCount).toBe(0);
    expect(capturedPast.rowCount).toBe(0);
    expect(served.headers).toEqual(capturedPast.headers);
    // Today's week, its past days without links and no Prev; the form still posts the day asked.
    expect(served.strip.items).toEqual(capturedPast.strip.items);
    expect(served.strip.itemForms).toEqual(capturedPast.strip.itemForms);
    expect(served.weekButtons.map((button) => button.label)).toEqual(['Next']);
    expect(served.form).toEqual({ ...capturedPast.form, date: '6/17/2026' });
    expect(capturedPast.form.action).toBe(formOf('/teetimes/searchmatrix?teedate=20250101'));
  });

  it('adds a Course column before Players only where a portal sells several courses', async () => {
    // The Papago and Grayhawk tables tysontiatia/teetime keeps show these classes.
    const served = await day('20260620', 'fixturethorncreek');
    expect(served.headers).toEqual([
      'mtrxHdrTeeTimes: Tee Time',
      'mtrxHdrCourse: Course',
      'matrixHdrPlayers: Players',
      'matrixHdrSched',
    ]);
    expect(served.rowLayouts).toEqual(['mtrxTeeTimes mtrxCourse matrixPlayers matrixsched']);
  });
});
