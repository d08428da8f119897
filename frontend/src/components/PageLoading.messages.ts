import { defineMessages } from '../lib/i18n';

export const pageLoadingMessages = defineMessages('components.pageLoading', {
  label: 'Loading',
});
