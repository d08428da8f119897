/** The languages TeeWatch speaks, and how each writes numbers, dates and plurals (docs/i18n.md). */
export const languages = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];

/** Each language named in itself, so a golfer finds their own in any interface language. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/**
 * The locale each language formats with. English and Spanish follow US conventions (golfers in
 * Colorado pay in dollars and read 12-hour times); French and German follow their home countries.
 */
export const localeTags: Record<Language, string> = {
  en: 'en-US',
  es: 'es-US',
  fr: 'fr-FR',
  de: 'de-DE',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages that TeeWatch speaks ("es-MX" -> es), else English. */
export function detectLanguage(preferred: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
