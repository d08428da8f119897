/** The languages TeeWatch speaks, and how each writes numbers, dates and plurals (docs/i18n.md). */
import { isLanguage, type Language } from '@teewatch/contracts/languages';

export { isLanguage, languages, localeTags, type Language } from '@teewatch/contracts/languages';

/** Each language named in itself, so a golfer finds their own in any interface language. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** The first of the browser's preferred languages that TeeWatch speaks ("es-MX" -> es), else English. */
export function detectLanguage(preferred: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
