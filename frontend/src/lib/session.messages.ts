import { defineMessages } from './i18n';

/** What the golfer reads about their session (docs/product-rules.md, "Sessions and tokens"). */
export const sessionMessages = defineMessages('lib.session', {
  expired: 'Session expired. Please sign in again.',
});
