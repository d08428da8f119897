import { defineMessages } from '../lib/i18n';

/** The toggle's name for each theme it shows, saying which one a press switches to. */
export const themeModeToggleMessages = defineMessages('components.themeToggle', {
  light: 'Light theme (switch to dark theme)',
  dark: 'Dark theme (switch to system theme)',
  auto: 'System theme (switch to light theme)',
});
