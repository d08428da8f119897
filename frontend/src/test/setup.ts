import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the offline action queue keeps its actions there.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
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

// findBy/waitFor wait up to 1 s by default. Lazy pages and IndexedDB take longer than that when
// both cores are busy (CI has run this suite in twice its usual time), and a wait only lasts its
// full length when a test is failing anyway.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  cleanup();
  // Files share one worker (isolate: false), so an action a test left waiting would be
  // replayed by the next file's test, ahead of its own.
  const offlineQueue = await import('../lib/network/offline-queue');
  for (const action of await offlineQueue.queuedActions()) await offlineQueue.removeAction(action);
  server.resetHandlers();
  window.localStorage.clear();
  // The language is app-wide state; a test that chose Spanish leaves the next one in English.
  activateLanguage('en');
});
afterAll(() => server.close());
