import { defineMessages } from '../lib/i18n';

export const notFoundMessages = defineMessages('components.notFound', {
  title: 'Page Not Found',
  body: 'That page is out of bounds. Check the address, or head back to the first tee.',
  home: 'Back to Home',
});
