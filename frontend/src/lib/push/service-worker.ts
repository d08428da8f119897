/**
 * Where the service worker lives; its scope is the whole app (docs/product-rules.md,
 * "Push messages and texts").
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** How long to wait for the worker to become active before giving up on push. */
const READY_TIMEOUT_MS = 10_000;

/**
 * Registers the service worker at app start. A failure is ignored: push stays off
 * (docs/product-rules.md, "Push messages and texts").
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
}

/**
 * The active registration push needs. Registering again is harmless (the browser returns the same
 * one) and covers a start-up registration that failed; the timeout keeps a worker that never
 * activates from leaving the caller waiting forever.
 */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  let timer: number | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = window.setTimeout(
      () => reject(new Error('The service worker did not start')),
      READY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}
