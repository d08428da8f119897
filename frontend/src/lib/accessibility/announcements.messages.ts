import { defineMessages } from '../i18n';

/**
 * What a screen reader hears when a setting changes (docs/accessibility.md, "Announcements"): a
 * whole sentence for each state, since "enabled" agrees with its noun in other languages.
 */
export const announcementMessages = defineMessages('lib.accessibility.announcements', {
  highContrast: { on: 'High contrast mode enabled', off: 'High contrast mode disabled' },
  largeText: { on: 'Large text enabled', off: 'Large text disabled' },
  colorBlindFriendly: {
    on: 'Color blind friendly mode enabled',
    off: 'Color blind friendly mode disabled',
  },
  reducedMotion: { on: 'Motion reduction enabled', off: 'Motion reduction disabled' },
  keyboardNavigation: { on: 'Keyboard navigation enabled', off: 'Keyboard navigation disabled' },
  screenReader: { on: 'Screen reader support enabled', off: 'Screen reader support disabled' },
  fontSize: {
    small: 'Font size changed to small',
    medium: 'Font size changed to medium',
    large: 'Font size changed to large',
    'extra-large': 'Font size changed to extra-large',
  },
  theme: {
    light: 'Theme changed to light',
    dark: 'Theme changed to dark',
    auto: 'Theme changed to auto',
  },
  /** Said in the language just chosen, which names itself. */
  language: (language: string) => `Language changed to ${language}`,
});
