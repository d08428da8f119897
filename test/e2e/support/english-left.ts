import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const frontendSrc = path.resolve(import.meta.dirname, '../../../frontend/src');

/** Every file under the web app's source whose name ends so. */
function filesEndingWith(suffix: string, dir = frontendSrc): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(suffix, full);
    return full.endsWith(suffix) ? [full] : [];
  });
}

/** The strings of a book's texts, by their path in the book ("title", "steps.0"). */
function stringsOf(texts: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof texts === 'string') found.set(prefix, texts);
  else if (typeof texts === 'object' && texts !== null) {
    for (const [key, value] of Object.entries(texts)) {
      for (const [at, text] of stringsOf(value, `${prefix}.${key}`)) found.set(at, text);
    }
  }
  return found;
}

/**
 * The app's own English texts that its Spanish says differently: seeing one of them on a Spanish
 * page means a text was left untranslated. Read from the same books the app is built from.
 */
export async function englishOnlyTexts(): Promise<Set<string>> {
  const spanish = new Map<string, unknown>();
  for (const file of filesEndingWith(path.join('locales', 'es.ts'))) {
    for (const [id, texts] of Object.entries((await import(file)).default as object)) {
      spanish.set(id, texts);
    }
  }
  const english = new Set<string>();
  for (const file of filesEndingWith('.messages.ts')) {
    for (const book of Object.values(await import(file)) as { id: string; english: unknown }[]) {
      const translated = stringsOf(spanish.get(book.id));
      for (const [at, text] of stringsOf(book.english)) {
        if (translated.get(at) !== text && /[a-z]{2}/i.test(text)) english.add(text.trim());
      }
    }
  }
  return english;
}

/**
 * Words no Spanish sentence of ours contains: they betray English written straight into a
 * component, which the books cannot know about.
 */
const englishWords = new Set(
  `the and your you with for this that are is to of from will have please sign settings search
  save cancel close back next skip loading welcome create account password alerts alert players
  price notifications booking bookings book home points level friends find show more less view
  edit delete add new get started help learn about privacy terms policy page found try again
  send now today tomorrow week every none off on yes enabled disabled choose select enter`.split(
    /\s+/,
  ),
);

/**
 * What a golfer can read on the page that is still English: visible texts and the accessible
 * names, placeholders and titles of visible elements, outside anything marked translate="no"
 * (course and golfer names are shown as they are).
 */
export async function englishLeft(page: Page, englishOnly: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [document.title];
    const ours = (element: Element) =>
      !element.closest('[translate="no"], script, style, noscript');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !ours(parent) || !parent.checkVisibility({ visibilityProperty: true })) {
        continue;
      }
      if (node.textContent?.trim()) found.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt], [aria-description]',
    )) {
      if (!ours(element) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return [
    ...new Set(texts.filter((text) => englishOnly.has(text) || hasEnglishWords(text).length > 0)),
  ];
}

/** The English words a text written for a Spanish reader still holds (an email, an SMS). */
export function hasEnglishWords(text: string): string[] {
  // Links are not language, and a random token in one can spell "to" or "at".
  const words = text
    .replace(/https?:\/\/\S+/g, ' ')
    .toLowerCase()
    .split(/[^a-z']+/);
  return [...new Set(words.filter((word) => englishWords.has(word)))];
}
