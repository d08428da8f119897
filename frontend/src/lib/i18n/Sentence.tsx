import { Fragment, type ReactNode } from 'react';

/** Stands for value `index` while the sentence is written; no text of ours holds these characters. */
const marker = (index: number) => `\uE000${index}\uE001`;
const markers = /\uE000(\d+)\uE001/;

/**
 * A sentence of a book with elements in it (a link, a bold word, a name kept as written), each
 * where the language puts it. Word order differs between languages, so the book writes the whole
 * sentence around markers, which then become the elements:
 * `<Sentence text={text.bookedAt} values={[<Name>{course}</Name>]} />`.
 */
export function Sentence({
  text,
  values,
}: {
  text: (...values: string[]) => string;
  values: readonly ReactNode[];
}) {
  const parts = text(...values.map((_, index) => marker(index))).split(markers);
  return (
    <>
      {parts.map((part, index) => (
        // split() puts each captured value number between the words around it.
        <Fragment key={index}>{index % 2 === 0 ? part : values[Number(part)]}</Fragment>
      ))}
    </>
  );
}

/**
 * A name from data (a course, a golfer, a group, a town), shown as it is: browser translators
 * leave it alone, and so does the test that looks for English left on a translated page.
 */
export function Name({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}
