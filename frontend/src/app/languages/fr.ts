import { frFR } from '@mui/material/locale';
import type { LanguageBundle } from '../../lib/i18n';

/**
 * Every French text of the app, gathered from each folder's `locales/fr.ts`. Loaded only when a golfer
 * chooses this language (docs/i18n.md).
 */
const books = import.meta.glob<Record<string, unknown>>('../../**/locales/fr.ts', {
  eager: true,
  import: 'default',
});

const bundle: LanguageBundle = { mui: frFR, books: Object.assign({}, ...Object.values(books)) };
export default bundle;
