import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the offline action queue keeps its actions there.
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { activateLanguage } from '../lib/i18n';
import { server } from './server';

// jsdom has no matchMedia; MUI's color schemes and media queries need one.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  // The language is app-wide state; a test that chose Spanish leaves the next one in English.
  activateLanguage('en');
});
afterAll(() => server.close());
