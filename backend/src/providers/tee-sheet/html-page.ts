import { DomHandler, DomUtils, ElementType, Parser } from 'htmlparser2';

/** A parsed HTML document (htmlparser2's tree). */
export type HtmlDocument = DomHandler['root'];
/** An element of a parsed document. */
export type HtmlElement = ReturnType<typeof DomUtils.findAll>[number];
/** Where to look for elements or text: a whole document or one element of it. */
export type HtmlScope = HtmlDocument | HtmlElement;

/** A platform's HTML answer as a tree, and what its markup left unfinished. */
export interface HtmlPage {
  document: HtmlDocument;
  /**
   * Elements the page never closed itself: closed only because the page ended, or because an
   * element around them closed first. A page cut short leaves the elements it was inside open.
   */
  unclosed: ReadonlySet<HtmlElement>;
}

/** A tree builder that also notes the elements the page never closed itself. */
class ClosingWatcher extends DomHandler {
  readonly unclosed = new Set<HtmlElement>();
  /** Void elements (`input`, `br`, ...) have nothing to close; the parser says which they are. */
  isVoid: (name: string) => boolean = () => false;

  override onclosetag(name?: string, isImplied?: boolean): void {
    const closing = this.tagStack.at(-1);
    if (isImplied && name && !this.isVoid(name) && closing && 'attribs' in closing)
      this.unclosed.add(closing);
    super.onclosetag();
  }
}

/** htmlparser2's parser, telling which elements it takes as void. */
class HtmlParser extends Parser {
  isVoid(name: string): boolean {
    return this.isVoidElement(name);
  }
}

/**
 * Parses an HTML answer as browsers forgive it: tag and attribute names lower-cased, character
 * references resolved in text and attribute values.
 */
export function readHtml(html: string): HtmlPage {
  const handler = new ClosingWatcher();
  const parser = new HtmlParser(handler);
  handler.isVoid = (name) => parser.isVoid(name);
  parser.end(html);
  return { document: handler.root, unclosed: handler.unclosed };
}

/** The names of the elements a page left open (`div`, `form`, ...). */
export function unclosedNames(page: HtmlPage): Set<string> {
  return new Set([...page.unclosed].map((element) => element.name));
}

/** Every element of this name (any case; null: of any name) within the scope, in document order. */
export function elementsOf(
  scope: HtmlScope,
  name: string | null,
  where: (element: HtmlElement) => boolean = () => true,
): HtmlElement[] {
  const wanted = name?.toLowerCase();
  return DomUtils.findAll(
    (element) => (wanted === undefined || element.name === wanted) && where(element),
    scope.children,
  );
}

/** An attribute's value with its character references resolved, or null where it has none. */
export function attributeOf(element: HtmlElement, name: string): string | null {
  return element.attribs[name.toLowerCase()] ?? null;
}

/** Whether the element's `class` names this class. */
export function hasClass(element: HtmlElement, name: string): boolean {
  return (attributeOf(element, 'class') ?? '').split(/\s+/).includes(name);
}

/** The code of each inline `<script>` within the scope. */
export function scriptsOf(scope: HtmlScope): string[] {
  return elementsOf(scope, 'script').map((script) => DomUtils.textContent(script));
}

/**
 * The text a reader sees in the scope: each piece of text apart from the next (as the elements
 * between them set it apart), runs of white space as one space, scripts and styles left out.
 */
export function textOf(scope: HtmlScope): string {
  const pieces = DomUtils.filter(
    (node) =>
      node.type === ElementType.Text &&
      node.parent?.type !== ElementType.Script &&
      node.parent?.type !== ElementType.Style,
    scope.children,
  );
  return pieces
    .map((node) => (node.type === ElementType.Text ? node.data : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
