import { useCallback } from 'react';
import { useAccessibility } from './accessibility-context';
import { languageNames, type Language } from '../i18n/languages';
import type { AccessibilitySettings } from './settings';

const onOff = (enabled: boolean) => (enabled ? 'enabled' : 'disabled');

/** What a screen reader hears when one setting changes. */
function changeAnnouncement<K extends keyof AccessibilitySettings>(
  key: K,
  value: AccessibilitySettings[K],
): string {
  switch (key) {
    case 'highContrast':
      return `High contrast mode ${onOff(value as boolean)}`;
    case 'largeText':
      return `Large text ${onOff(value as boolean)}`;
    case 'colorBlindFriendly':
      return `Color blind friendly mode ${onOff(value as boolean)}`;
    case 'fontSize':
      return `Font size changed to ${String(value)}`;
    case 'reducedMotion':
      return `Motion reduction ${onOff(value as boolean)}`;
    case 'keyboardNavigation':
      return `Keyboard navigation ${onOff(value as boolean)}`;
    case 'screenReader':
      return `Screen reader support ${onOff(value as boolean)}`;
    case 'theme':
      return `Theme changed to ${String(value)}`;
    default:
      return `Language changed to ${languageNames[value as Language]}`;
  }
}

/**
 * Changes one setting and tells a screen reader what changed, in the words of
 * docs/accessibility.md ("Announcements"). Kept apart from the provider so these texts load with
 * the controls that change settings, not with every first page.
 */
export function useChangeSetting() {
  const { update, announce } = useAccessibility();
  return useCallback(
    <K extends keyof AccessibilitySettings>(key: K, value: AccessibilitySettings[K]) => {
      update(key, value);
      announce(changeAnnouncement(key, value));
    },
    [update, announce],
  );
}
