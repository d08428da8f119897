import {
  attributeOf,
  elementsOf,
  hasClass,
  readHtml,
  scriptsOf,
  textOf,
  unclosedNames,
} from './html-page.js';

describe('reading a platform’s HTML', () => {
  it('finds elements whatever the case of their tags and attributes, with references resolved', () => {
    const { document } = readHtml(
      `<TABLE Class="matrixTable wide"><TR><TD DATA-Price='&#36;45.00'>7:10&nbsp;AM</TD></TR></TABLE>`,
    );
    const [table] = elementsOf(document, 'table');
    const cells = elementsOf(document, 'TD');
    expect(hasClass(table!, 'matrixTable')).toBe(true);
    expect(hasClass(table!, 'matrix')).toBe(false);
    expect(cells.map((cell) => attributeOf(cell, 'data-price'))).toEqual(['$45.00']);
    expect(attributeOf(cells[0]!, 'title')).toBeNull();
    // A no-break space reads as a space.
    expect(textOf(cells[0]!)).toBe('7:10 AM');
  });

  it('keeps only the elements asked for, any element where no name is given', () => {
    const { document } = readHtml('<div id="a"><span id="b"></span></div><div id="c"></div>');
    expect(
      elementsOf(document, 'div', (div) => attributeOf(div, 'id') !== 'a').map((d) => d.attribs.id),
    ).toEqual(['c']);
    expect(elementsOf(document, null).map((element) => element.name)).toEqual([
      'div',
      'span',
      'div',
    ]);
  });

  it('reads the text a reader sees, piece by piece, without scripts and styles', () => {
    const { document } = readHtml(
      '<div><p>No tee</p><p>times  for\n this day.</p><script>var no = "tee times";</script><style>p{}</style></div>',
    );
    expect(textOf(document)).toBe('No tee times for this day.');
    expect(scriptsOf(document)).toEqual(['var no = "tee times";']);
  });

  it('names the elements a page left open, as an answer cut short does', () => {
    expect(
      unclosedNames(readHtml('<div><form><input name="a"><br/><img src="x"></form></div><p>done')),
    ).toEqual(new Set(['p']));
    expect(unclosedNames(readHtml('<div><form><div class="teetime"><input name="a">'))).toEqual(
      new Set(['div', 'form']),
    );
    // An element closed by the one around it was left open too.
    expect(unclosedNames(readHtml('<form><div class="teetime"></form>'))).toEqual(new Set(['div']));
    // Each element is told apart: the whole table from the one cut short.
    const page = readHtml('<table id="whole"></table><table id="cut"><tr><td>7:10');
    const [whole, cut] = elementsOf(page.document, 'table');
    expect([page.unclosed.has(whole!), page.unclosed.has(cut!)]).toEqual([false, true]);
  });
});
