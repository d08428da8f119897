import { currentLocale } from './messages';

/** The forms a counted text takes; `#` stands for the count, written the locale's way. */
export interface PluralForms {
  one: string;
  other: string;
  /** Used for an exact 0 when a language words it differently ("No matches"). */
  zero?: string;
}

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let value = cache.get(locale);
  if (!value) cache.set(locale, (value = make()));
  return value;
}

/**
 * A count with its words, by the current language's plural rules (French says "0 match", English
 * "0 matches"): plural(3, { one: '# match', other: '# matches' }) -> "3 matches".
 */
export function plural(count: number, forms: PluralForms): string {
  const locale = currentLocale();
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  const category = cached(rules, locale, () => new Intl.PluralRules(locale)).select(count);
  const form = category === 'one' ? forms.one : forms.other;
  const written = cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(count);
  return form.replaceAll('#', written);
}
