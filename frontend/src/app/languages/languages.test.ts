import { describe, expect, it } from 'vitest';
import type { LanguageBundle, MessageBook } from '../../lib/i18n';

/** Every English book of the app: each `*.messages.ts` exports its books. */
const englishModules = import.meta.glob<Record<string, unknown>>('../../**/*.messages.ts', {
  eager: true,
});
const books = Object.values(englishModules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is MessageBook<unknown> => {
    return typeof value === 'object' && value !== null && 'id' in value && 'english' in value;
  });

const bundles = import.meta.glob<LanguageBundle>('./{es,fr,de}.ts', {
  eager: true,
  import: 'default',
});

function kind(value: unknown): string {
  if (Array.isArray(value)) return `list of ${value.length}`;
  return typeof value;
}

/** Where a translation differs in shape from the English: a missing key, a text of another kind. */
function differences(english: unknown, translated: unknown, path: string): string[] {
  if (kind(english) !== kind(translated)) {
    return [`${path}: ${kind(translated)} where English has ${kind(english)}`];
  }
  if (typeof english !== 'object' || english === null) {
    return typeof translated === 'string' && translated.trim() === '' ? [`${path}: empty`] : [];
  }
  const englishKeys = Object.keys(english);
  const extra = Object.keys(translated as object).filter((key) => !englishKeys.includes(key));
  return [
    ...extra.map((key) => `${path}.${key}: not in English`),
    ...englishKeys.flatMap((key) =>
      differences(
        (english as Record<string, unknown>)[key],
        (translated as Record<string, unknown>)[key],
        `${path}.${key}`,
      ),
    ),
  ];
}

describe('the language bundles', () => {
  it('finds the books and a bundle for each language', () => {
    expect(books.length).toBeGreaterThan(0);
    expect(Object.keys(bundles).sort()).toEqual(['./de.ts', './es.ts', './fr.ts']);
  });

  it('gives every book a unique id', () => {
    const ids = books.map((book) => book.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  for (const [file, bundle] of Object.entries(bundles)) {
    it(`${file} translates every book, key for key`, () => {
      const problems = books.flatMap((book) =>
        book.id in bundle.books
          ? differences(book.english, bundle.books[book.id], book.id)
          : [`${book.id}: not translated`],
      );
      expect(problems).toEqual([]);
    });

    it(`${file} holds no book the app does not have`, () => {
      const known = new Set(books.map((book) => book.id));
      expect(Object.keys(bundle.books).filter((id) => !known.has(id))).toEqual([]);
    });
  }
});
