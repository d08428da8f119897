import { useCallback } from 'react';
import { useAccessibility } from './accessibility-context';
import {
  currentLanguage,
  languageNames,
  messagesFor,
  subscribeToLanguage,
  type Language,
} from '../i18n';
import type { AccessibilitySettings, FontSize, ThemeChoice } from './settings';

type Switched = {
  [K in keyof AccessibilitySettings]: AccessibilitySettings[K] extends boolean ? K : never;
}[keyof AccessibilitySettings];

/** What a screen reader hears when one setting changes, in the app's language now. */
async function changeAnnouncement<K extends keyof AccessibilitySettings>(
  key: K,
  value: AccessibilitySettings[K],
): Promise<string> {
  // The sentences load when a setting first changes, not with every first page (the app bar's
  // theme toggle uses this hook).
  const { announcementMessages } = await import('./announcements.messages');
  const text = messagesFor(announcementMessages);
  switch (key) {
    case 'fontSize':
      return text.fontSize[value as FontSize];
    case 'theme':
      return text.theme[value as ThemeChoice];
    case 'language':
      return text.language(languageNames[value as Language]);
    default:
      return text[key as Switched][value ? 'on' : 'off'];
  }
}

/**
 * Runs `then` once `language` is the app's language. A language chosen in the settings is loaded
 * first; if the golfer picks another before it arrives, this one is never spoken.
 */
function whenSpoken(language: Language, then: () => void): void {
  if (currentLanguage() === language) {
    then();
    return;
  }
  const stop = subscribeToLanguage(() => {
    stop();
    if (currentLanguage() === language) then();
  });
}

/**
 * Changes one setting and tells a screen reader what changed, in the words of
 * docs/accessibility.md ("Announcements"). A new language is announced in
 * that language, once its texts are in.
 */
export function useChangeSetting() {
  const { update, announce } = useAccessibility();
  return useCallback(
    <K extends keyof AccessibilitySettings>(key: K, value: AccessibilitySettings[K]) => {
      update(key, value);
      const tell = () => void changeAnnouncement(key, value).then(announce);
      if (key === 'language') whenSpoken(value as Language, tell);
      else tell();
    },
    [update, announce],
  );
}
