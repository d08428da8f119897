import { defineMessages } from '../../lib/i18n';

export const accessibilityButtonMessages = defineMessages('components.accessibilityButton', {
  label: 'Accessibility settings',
});
