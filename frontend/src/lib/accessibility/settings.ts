import { detectLanguage, languages, type Language } from '../i18n/languages';
import { readStorage, storageKeys, writeStorage } from '../storage';

export { languages, type Language };
export const fontSizes = ['small', 'medium', 'large', 'extra-large'] as const;
export const themeChoices = ['light', 'dark', 'auto'] as const;

export type FontSize = (typeof fontSizes)[number];
export type ThemeChoice = (typeof themeChoices)[number];

/** One object per browser, saved under `teewatch:accessibility` (docs/accessibility.md). */
export interface AccessibilitySettings {
  highContrast: boolean;
  reducedMotion: boolean;
  largeText: boolean;
  screenReader: boolean;
  keyboardNavigation: boolean;
  colorBlindFriendly: boolean;
  language: Language;
  fontSize: FontSize;
  theme: ThemeChoice;
}

export const defaultAccessibilitySettings: AccessibilitySettings = {
  highContrast: false,
  reducedMotion: false,
  largeText: false,
  screenReader: false,
  keyboardNavigation: true,
  colorBlindFriendly: false,
  language: 'en',
  fontSize: 'medium',
  theme: 'auto',
};

/** The root font size each choice sets; every size in the app is in rem, so all of it follows. */
export const rootFontSizes: Record<FontSize, string> = {
  small: '0.875rem',
  medium: '1rem',
  large: '1.125rem',
  'extra-large': '1.25rem',
};

const choices: Partial<Record<keyof AccessibilitySettings, readonly string[]>> = {
  language: languages,
  fontSize: fontSizes,
  theme: themeChoices,
};

/** Keeps the stored fields that are still valid, so one bad value does not reset the rest. */
function validFields(stored: Record<string, unknown>): Partial<AccessibilitySettings> {
  const kept: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaultAccessibilitySettings)) {
    const value = stored[key];
    const allowed = choices[key as keyof AccessibilitySettings];
    const valid = allowed
      ? typeof value === 'string' && allowed.includes(value)
      : typeof value === typeof fallback;
    if (valid) kept[key] = value;
  }
  return kept as Partial<AccessibilitySettings>;
}

/**
 * A browser that chose a theme with the app bar's toggle before these settings existed keeps it;
 * MUI saved that choice under `teewatch:theme`.
 */
function earlierThemeChoice(): Partial<AccessibilitySettings> {
  const mode = readStorage(storageKeys.theme);
  return mode === 'light' || mode === 'dark' ? { theme: mode } : {};
}

/**
 * The saved settings merged over the defaults. Saved data that cannot be parsed is logged and the
 * defaults stay.
 */
export function loadAccessibilitySettings(): AccessibilitySettings {
  const saved = readStorage(storageKeys.accessibility);
  // A first visit speaks the browser's language (docs/i18n.md, "Which language").
  const firstVisit = { ...defaultAccessibilitySettings, language: detectLanguage() };
  if (saved === null) return { ...firstVisit, ...earlierThemeChoice() };
  try {
    const parsed: unknown = JSON.parse(saved);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('not an object');
    }
    return { ...firstVisit, ...validFields(parsed as Record<string, unknown>) };
  } catch (error) {
    console.error('Failed to load accessibility settings', error);
    return firstVisit;
  }
}

export function saveAccessibilitySettings(settings: AccessibilitySettings): void {
  writeStorage(storageKeys.accessibility, JSON.stringify(settings));
}
