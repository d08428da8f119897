import { loadLanguage } from '../app/languages/load-language';
import type { Language } from '../lib/i18n';

/**
 * Switches the app under test to a language, as choosing it in the settings would. The test setup
 * switches back to English after each test.
 */
export function speak(language: Language): Promise<void> {
  return loadLanguage(language);
}
