import { type FetchLike, PlatformHttpClient } from './http-client.js';
import { noopTeeSheetMetrics, type TeeSheetMetrics } from './tee-sheet.metrics.js';
import { type TeeSheetPlatform } from './tee-sheet.provider.js';

/** One request a fake platform received, its body decoded as the client sent it. */
export interface ReceivedCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** JSON bodies parsed, form bodies as an object of fields, none as undefined. */
  body: unknown;
}

export type Route = (call: ReceivedCall) => Response | undefined;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Answers `handler` for requests of this method whose path ends with `path` (a string or pattern). */
export function route(
  method: string,
  path: string | RegExp,
  handler: (call: ReceivedCall) => Response,
): Route {
  return (call) => {
    const matches =
      typeof path === 'string' ? call.url.pathname.endsWith(path) : path.test(call.url.pathname);
    return call.method === method && matches ? handler(call) : undefined;
  };
}

function decode(init: RequestInit): unknown {
  if (typeof init.body !== 'string') return undefined;
  const type = (init.headers as Record<string, string> | undefined)?.['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(init.body));
  return JSON.parse(init.body) as unknown;
}

/**
 * A platform played by a list of routes (the first that answers wins; anything else is a 404),
 * with every call recorded, and the HTTP client an adapter would use to reach it (at the sandbox's
 * address unless `baseUrl` says otherwise).
 */
export function fakePlatform(
  platform: TeeSheetPlatform,
  routes: Route[],
  retries = 0,
  { baseUrl, metrics }: { baseUrl?: string; metrics?: TeeSheetMetrics } = {},
) {
  const calls: ReceivedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call: ReceivedCall = {
      method: init.method ?? 'GET',
      url: new URL(url),
      headers: (init.headers ?? {}) as Record<string, string>,
      body: decode(init),
    };
    calls.push(call);
    for (const handle of routes) {
      const response = handle(call);
      if (response) return response;
    }
    return json(404, { message: 'no such route in the fake' });
  };
  const http = new PlatformHttpClient(
    platform,
    {
      baseUrl: baseUrl ?? `http://127.0.0.1:4000/${platform}`,
      timeoutMs: 10000,
      retries,
      retryBaseMs: 1,
      retryMaxMs: 1,
      maxRetryAfterMs: 1000,
      ratePerSecond: 1000,
      breaker: { failureThreshold: 50, cooldownMs: 1000 },
    },
    { fetch, ...(metrics ? { metrics } : {}) },
  );
  /** The calls of one method whose path ends with `path`. */
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.url.pathname.endsWith(path));
  return { calls, callsTo, http };
}

/** Metrics that count the slots an adapter skipped, by reason ("no price": 1, ...). */
export function skippedSlots() {
  const byReason: Record<string, number> = {};
  const metrics: TeeSheetMetrics = {
    ...noopTeeSheetMetrics,
    slotsSkipped: ({ reason, count }) => {
      byReason[reason] = (byReason[reason] ?? 0) + count;
    },
  };
  return { metrics, byReason };
}
