import type { RootOptions } from 'react-dom/client';

/**
 * How the app's React root reports errors. A page that throws while React renders it in the
 * background (a page's chunk arriving, a navigation) is rendered once more at once; when that
 * throws too, the page's error boundary shows the fallback and logs the error, and React would
 * also report it as an uncaught error on the window. One log is enough: a warning remains for
 * the rare error that the second try got past.
 */
export const rootOptions = {
  onRecoverableError: (error) => console.warn('Recovered from an error while rendering', error),
} satisfies RootOptions;
