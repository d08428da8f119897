/**
 * The languages TeeWatch speaks, and the locale each writes dates, times and prices in
 * (docs/i18n.md). No zod here, so the web app's first page can read them without a validation
 * library.
 */
export const languages = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];

/** The language of an account that never chose one, and of a guest. */
export const defaultLanguage: Language = 'en';

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
