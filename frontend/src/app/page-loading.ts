import { useSyncExternalStore } from 'react';

// How many pages' chunks are on their way. React Router's declarative mode shows the current page
// until the next one has loaded (navigations are transitions) but does not say it is waiting;
// the app bar shows a progress line from this count instead.
let loading = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  loading += by;
  for (const listener of listeners) listener();
}

/** Counts a page's chunk as loading until `load` settles. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  change(1);
  return load.finally(() => change(-1));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a page's chunk is loading. */
export const usePageLoading = () =>
  useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
