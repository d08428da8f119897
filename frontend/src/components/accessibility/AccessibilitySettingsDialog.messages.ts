import { defineMessages } from '../../lib/i18n';

export const accessibilitySettingsMessages = defineMessages('components.accessibilitySettings', {
  title: 'Accessibility Settings',
  badge: 'WCAG 2.2 AA',
  close: 'Close accessibility settings',
  visual: {
    title: 'Visual Settings',
    highContrast: 'High Contrast Mode',
    highContrastHelp: 'Black and white, with stronger borders.',
    largeText: 'Large Text',
    largeTextHelp: 'Makes all text about 15% larger.',
    colorBlindFriendly: 'Color Blind Friendly',
    colorBlindFriendlyHelp: 'Blue and orange instead of green and red for good and bad news.',
    fontSize: 'Font Size',
  },
  fontSizes: {
    small: 'Small',
    medium: 'Medium',
    large: 'Large',
    'extra-large': 'Extra Large',
  },
  motion: {
    title: 'Motion & Interaction',
    reducedMotion: 'Reduce Motion',
    reducedMotionHelp: 'Turns off animations and transitions.',
    keyboardNavigation: 'Keyboard Navigation',
    keyboardNavigationHelp: 'A strong ring shows which control has keyboard focus.',
  },
  screenReader: {
    title: 'Screen Reader',
    label: 'Enhanced Screen Reader Support',
    help: 'Announces new tee times and booking changes as they arrive, wherever you are in the app.',
  },
  theme: {
    title: 'Theme',
    label: 'Color Theme',
  },
  themes: {
    light: 'Light',
    dark: 'Dark',
    auto: 'Auto (follow system)',
  },
  language: {
    title: 'Language',
    label: 'Interface Language',
  },
  standard: 'TeeWatch meets the WCAG 2.2 AA accessibility standard.',
  save: 'Save Settings',
});
