import { defineMessages } from '../lib/i18n';

export const mobileBottomNavMessages = defineMessages('components.mobileNav', {
  label: 'Mobile navigation',
});
