import { esES } from '@mui/material/locale';
import type { LanguageBundle } from '../../lib/i18n';

/**
 * Every Spanish text of the app, gathered from each folder's `locales/es.ts`. Loaded only when a golfer
 * chooses this language (docs/i18n.md).
 */
const books = import.meta.glob<Record<string, unknown>>('../../**/locales/es.ts', {
  eager: true,
  import: 'default',
});

const bundle: LanguageBundle = { mui: esES, books: Object.assign({}, ...Object.values(books)) };
export default bundle;
