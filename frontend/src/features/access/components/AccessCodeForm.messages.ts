import { defineMessages } from '../../../lib/i18n';

export const accessCodeFormMessages = defineMessages('access.codeForm', {
  label: 'Access Code',
  placeholder: 'e.g. BETA-2026',
  help: 'Letters, numbers and dashes. Not case-sensitive.',
  submit: 'Validate Access',
});
