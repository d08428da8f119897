import { deDE } from '@mui/material/locale';
import type { LanguageBundle } from '../../lib/i18n';

/**
 * Every German text of the app, gathered from each folder's `locales/de.ts`. Loaded only when a golfer
 * chooses this language (docs/i18n.md).
 */
const books = import.meta.glob<Record<string, unknown>>('../../**/locales/de.ts', {
  eager: true,
  import: 'default',
});

const bundle: LanguageBundle = { mui: deDE, books: Object.assign({}, ...Object.values(books)) };
export default bundle;
