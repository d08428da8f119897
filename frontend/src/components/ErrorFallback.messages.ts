import { defineMessages } from '../lib/i18n';

export const errorFallbackMessages = defineMessages('components.errorFallback', {
  title: 'Something went wrong',
  body: "We encountered an unexpected error. This has been logged and we'll fix it soon.",
  retry: 'Try Again',
  home: 'Go Home',
});
