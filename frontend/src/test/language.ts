import { loadLanguage } from '../app/languages/load-language';
import type { Language } from '../lib/i18n';

/**
 * Switches the app under test to a language, as choosing it in the settings would: saved in this
 * browser's settings (which the app reads when it mounts) and loaded. The test setup switches back
 * to English after each test.
 */
export function speak(language: Language): Promise<void> {
  const saved = JSON.parse(window.localStorage.getItem('teewatch:accessibility') ?? '{}');
  window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ ...saved, language }));
  return loadLanguage(language);
}
