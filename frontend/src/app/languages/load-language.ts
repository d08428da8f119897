import { activateLanguage, type Language, type LanguageBundle } from '../../lib/i18n';

/** Each language other than English is its own chunk, fetched the first time it is chosen. */
const bundles: Record<Exclude<Language, 'en'>, () => Promise<{ default: LanguageBundle }>> = {
  es: () => import('./es'),
  fr: () => import('./fr'),
  de: () => import('./de'),
};

let latestRequest = 0;

/**
 * Loads a language's texts and switches the app to them. When the golfer picks languages faster
 * than they load, the last pick wins.
 */
export async function loadLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  const bundle = language === 'en' ? undefined : (await bundles[language]()).default;
  if (request === latestRequest) activateLanguage(language, bundle);
}
