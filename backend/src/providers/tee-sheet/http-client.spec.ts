import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { systemClock, type Clock } from './clock.js';
import { PlatformHttpClient, parseRetryAfter, type PlatformHttpSettings } from './http-client.js';
import { backgroundReads } from './rate-limiter.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';
import { type TeeSheetPlatform } from './tee-sheet.provider.js';

type Handler = (req: IncomingMessage, res: ServerResponse, hit: number) => void;

/** A local HTTP server whose answer per path is set by each test; it records every arrival. */
let server: Server;
let origin: string;
const handlers = new Map<string, Handler>();
const arrivals: Array<{ path: string; at: number }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    arrivals.push({ path, at: Date.now() });
    const hits = arrivals.filter((a) => a.path === path).length;
    // No keep-alive: a socket closed between tests would otherwise fail the next test's request.
    res.setHeader('connection', 'close');
    const handler = handlers.get(path);
    if (handler) handler(req, res, hits);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  handlers.clear();
  arrivals.length = 0;
  server.closeAllConnections();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) =>
  res
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify(body));

function recordingMetrics() {
  const events: Array<[string, unknown]> = [];
  const metrics: TeeSheetMetrics = {
    requestCompleted: (o) => events.push(['request', o.outcome]),
    retryScheduled: (e) => events.push(['retry', { kind: e.kind, delayMs: e.delayMs }]),
    queueWaited: () => undefined,
    breakerStateChanged: (e) => events.push(['breaker', `${e.from}->${e.to}`]),
    fetchCompleted: () => undefined,
    slotsSkipped: () => undefined,
  };
  const of = (type: string) => events.filter(([t]) => t === type).map(([, value]) => value);
  return { metrics, of };
}

/** Real time, but every wait it is asked for is recorded and shortened a hundredfold. */
function compressedClock() {
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => Date.now(),
    sleep: (ms, signal) => {
      sleeps.push(ms);
      return systemClock.sleep(ms / 100, signal);
    },
  };
  return { clock, sleeps };
}

function client(
  overrides: Partial<PlatformHttpSettings> = {},
  deps: ConstructorParameters<typeof PlatformHttpClient>[2] = {},
  platform: TeeSheetPlatform = 'foreup',
) {
  return new PlatformHttpClient(
    platform,
    {
      baseUrl: origin,
      // Generous, so a busy machine never turns a test about something else into a timeout.
      timeoutMs: 10000,
      retries: 2,
      retryBaseMs: 10,
      retryMaxMs: 40,
      maxRetryAfterMs: 5000,
      ratePerSecond: 1000,
      breaker: { failureThreshold: 5, cooldownMs: 1000 },
      ...overrides,
    },
    deps,
  );
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as TeeSheetError,
  );

describe('PlatformHttpClient', () => {
  it('answers parsed JSON and builds the URL under the base path', async () => {
    handlers.set('/foreup/times', (req, res) => json(res, 200, { url: req.url }));
    const answer = await client({ baseUrl: `${origin}/foreup/` }).requestJson({
      path: '/times',
      query: [
        ['ids[]', '1'],
        ['ids[]', '2'],
      ],
    });
    expect(answer).toEqual({ url: '/foreup/times?ids%5B%5D=1&ids%5B%5D=2' });
  });

  it('gives up on an answer that does not come within the timeout, retrying first', async () => {
    handlers.set('/slow', () => undefined);
    const { metrics, of } = recordingMetrics();
    const error = await failureOf(
      client({ timeoutMs: 60, retries: 1 }, { metrics }).requestJson({ path: '/slow' }),
    );
    expect(error).toBeInstanceOf(TeeSheetError);
    expect(error.kind).toBe('timeout');
    expect(arrivals).toHaveLength(2);
    expect(of('request')).toEqual(['timeout', 'timeout']);
  });

  it('retries a 5xx and then succeeds', async () => {
    handlers.set('/flaky', (_req, res, hit) =>
      hit < 3 ? json(res, hit === 1 ? 503 : 504, {}) : json(res, 200, ['ok']),
    );
    const { metrics, of } = recordingMetrics();
    const answer = await client({}, { metrics, random: () => 1 }).requestJson({ path: '/flaky' });
    expect(answer).toEqual(['ok']);
    expect(of('request')).toEqual(['unavailable', 'unavailable', 'ok']);
    // Exponential: 10 ms, then 20 ms (jitter at its top).
    expect(of('retry')).toEqual([
      { kind: 'unavailable', delayMs: 10 },
      { kind: 'unavailable', delayMs: 20 },
    ]);
  });

  it('reports a 5xx that outlasts the retries as unavailable', async () => {
    handlers.set('/down', (_req, res) => json(res, 500, {}));
    const error = await failureOf(client({ retries: 1 }).requestJson({ path: '/down' }));
    expect(error).toMatchObject({ kind: 'unavailable', status: 500 });
    expect(arrivals).toHaveLength(2);
  });

  it('retries a connection failure as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { metrics, of } = recordingMetrics();
    const error = await failureOf(
      client({ baseUrl: `http://127.0.0.1:${port}`, retries: 1 }, { metrics }).requestJson({
        path: '/x',
      }),
    );
    expect(error.kind).toBe('network');
    expect(of('request')).toEqual(['network', 'network']);
  });

  it('waits as long as a 429 Retry-After in seconds asks', async () => {
    handlers.set('/busy', (_req, res, hit) =>
      hit === 1 ? json(res, 429, {}, { 'retry-after': '2' }) : json(res, 200, []),
    );
    const { clock, sleeps } = compressedClock();
    const { metrics, of } = recordingMetrics();
    await client({}, { clock, metrics }).requestJson({ path: '/busy' });
    expect(of('retry')).toEqual([{ kind: 'rate_limited', delayMs: 2000 }]);
    expect(sleeps).toContain(2000);
    expect(arrivals).toHaveLength(2);
  });

  it('waits until the HTTP date of a 429 Retry-After', async () => {
    handlers.set('/busy', (_req, res, hit) =>
      hit === 1
        ? json(res, 429, {}, { 'retry-after': new Date(Date.now() + 3000).toUTCString() })
        : json(res, 200, []),
    );
    const { clock } = compressedClock();
    const { metrics, of } = recordingMetrics();
    await client({}, { clock, metrics }).requestJson({ path: '/busy' });
    const [retry] = of('retry') as Array<{ delayMs: number }>;
    expect(retry?.delayMs).toBeGreaterThan(1500);
    expect(retry?.delayMs).toBeLessThanOrEqual(3000);
  });

  it('backs off exponentially on a 429 without Retry-After, then reports rate_limited', async () => {
    handlers.set('/busy', (_req, res) => json(res, 429, {}));
    const { metrics, of } = recordingMetrics();
    const error = await failureOf(
      client({}, { metrics, random: () => 0.5 }).requestJson({ path: '/busy' }),
    );
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(arrivals).toHaveLength(3);
    expect(of('retry')).toEqual([
      { kind: 'rate_limited', delayMs: 8 },
      { kind: 'rate_limited', delayMs: 15 },
    ]);
  });

  it('fails at once, saying when to come back, when Retry-After is longer than allowed', async () => {
    handlers.set('/busy', (_req, res) => json(res, 429, {}, { 'retry-after': '120' }));
    const error = await failureOf(client().requestJson({ path: '/busy' }));
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterMs: 120000 });
    expect(arrivals).toHaveLength(1);
  });

  it('opens the breaker after consecutive 500s, fails fast, and recovers through half-open', async () => {
    let healthy = false;
    handlers.set('/sheet', (_req, res) => (healthy ? json(res, 200, []) : json(res, 500, {})));
    const { metrics, of } = recordingMetrics();
    const http = client(
      { retries: 0, breaker: { failureThreshold: 3, cooldownMs: 80 } },
      { metrics },
    );
    for (let i = 0; i < 3; i += 1)
      expect((await failureOf(http.requestJson({ path: '/sheet' }))).kind).toBe('unavailable');
    expect(http.breaker.state).toBe('open');

    const fastFailure = await failureOf(http.requestJson({ path: '/sheet' }));
    expect(fastFailure.kind).toBe('breaker_open');
    expect(fastFailure.retryAfterMs).toBeGreaterThan(0);
    expect(arrivals).toHaveLength(3);

    await new Promise((resolve) => setTimeout(resolve, 100));
    healthy = true;
    expect(await http.requestJson({ path: '/sheet' })).toEqual([]);
    expect(http.breaker.state).toBe('closed');
    expect(of('breaker')).toEqual(['closed->open', 'open->half_open', 'half_open->closed']);
  });

  it('lets one half-open trial through and opens again when it fails', async () => {
    handlers.set('/sheet', (_req, res) => setTimeout(() => json(res, 500, {}), 30));
    const http = client({ retries: 0, breaker: { failureThreshold: 1, cooldownMs: 40 } });
    await failureOf(http.requestJson({ path: '/sheet' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [trial, other] = await Promise.all([
      failureOf(http.requestJson({ path: '/sheet' })),
      failureOf(http.requestJson({ path: '/sheet' })),
    ]);
    expect([trial.kind, other.kind]).toEqual(['unavailable', 'breaker_open']);
    expect(arrivals).toHaveLength(2);
    expect(http.breaker.state).toBe('open');
  });

  it.each([
    ['an HTML page', 200, '<html><body>Please enable JavaScript</body></html>', 'malformed'],
    ['an empty body', 200, '', 'malformed'],
    ['a 401', 401, '{"msg":"You do not have permissions"}', 'unauthorized'],
    ['a 403 from bot protection', 403, '<html>blocked</html>', 'unauthorized'],
    ['a 422', 422, '{"error":"Player type provided is not valid"}', 'rejected'],
  ])('refuses %s without retrying or blaming the platform', async (_what, status, body, kind) => {
    handlers.set('/odd', (_req, res) => res.writeHead(status).end(body));
    const http = client({ breaker: { failureThreshold: 1, cooldownMs: 1000 } });
    const error = await failureOf(http.requestJson({ path: '/odd' }));
    expect(error).toMatchObject({ kind, status });
    expect(arrivals).toHaveLength(1);
    expect(http.breaker.state).toBe('closed');
  });

  it('stops when the caller aborts, without retrying', async () => {
    handlers.set('/slow', () => undefined);
    const http = client({ breaker: { failureThreshold: 1, cooldownMs: 1000 } });
    const error = await failureOf(http.requestJson({ path: '/slow' }, AbortSignal.timeout(40)));
    expect(error.kind).toBe('aborted');
    expect(arrivals).toHaveLength(1);
    expect(http.breaker.state).toBe('closed');
  });

  it("spaces one platform's requests by its rate cap while another platform goes straight through", async () => {
    handlers.set('/a', (_req, res) => json(res, 200, []));
    handlers.set('/b', (_req, res) => json(res, 200, []));
    const slow = client({ ratePerSecond: 10 }, {}, 'chronogolf');
    const other = client({ ratePerSecond: 10 }, {}, 'teeitup');
    const started = Date.now();
    await Promise.all([
      slow.requestJson({ path: '/a' }),
      slow.requestJson({ path: '/a' }),
      slow.requestJson({ path: '/a' }),
      other.requestJson({ path: '/b' }),
    ]);
    const a = arrivals.filter((x) => x.path === '/a').map((x) => x.at);
    const b = arrivals.filter((x) => x.path === '/b').map((x) => x.at);
    expect(a).toHaveLength(3);
    // The cap spaces requests 100 ms apart as they leave; each arrives after its own delivery,
    // and the first also waits for a new connection (a CI run saw an 89 ms gap). Without the
    // cap they arrive within a few milliseconds of each other.
    expect((a[1] ?? 0) - (a[0] ?? 0)).toBeGreaterThanOrEqual(75);
    expect((a[2] ?? 0) - (a[1] ?? 0)).toBeGreaterThanOrEqual(75);
    expect((b[0] ?? Infinity) - started).toBeLessThan(60);
  });
});

describe("PlatformHttpClient's budget", () => {
  const read = (http: PlatformHttpClient, path: string) =>
    http.observeFetch(async () => {
      await http.requestJson({ path });
      return [];
    });

  it('counts what a read costs in requests, retries included, once it has seen a few reads', async () => {
    handlers.set('/ok', (_req, res) => json(res, 200, []));
    handlers.set('/flaky', (_req, res, hit) => json(res, hit % 2 === 1 ? 503 : 200, []));
    const http = client({ ratePerSecond: 1000, retries: 1 });
    expect(http.readBudget()).toEqual({ requestsPerSecond: 1000, requestsPerRead: 1 });
    for (let n = 0; n < 5; n += 1) await read(http, '/ok');
    expect(http.readBudget().requestsPerRead).toBe(1);
    for (let n = 0; n < 5; n += 1) await read(http, '/flaky');
    // Ten reads took fifteen requests: each flaky read was answered on its second try.
    expect(http.readBudget().requestsPerRead).toBeCloseTo(1.5, 5);
  });

  it("leaves booking steps and requests outside a read out of a read's cost", async () => {
    handlers.set('/ok', (_req, res) => json(res, 200, []));
    const http = client();
    for (let n = 0; n < 5; n += 1) await read(http, '/ok');
    await http.forBookings().requestJson({ path: '/ok' });
    await http.requestPage({ path: '/ok' });
    expect(http.readBudget().requestsPerRead).toBe(1);
  });

  it("sends a watched read's request before the baseline's that waited longer", async () => {
    for (const path of ['/first', '/baseline', '/watched'])
      handlers.set(path, (_req, res) => json(res, 200, []));
    const http = client({ ratePerSecond: 1 }, { clock: compressedClock().clock });
    const first = http.requestJson({ path: '/first' });
    const baseline = backgroundReads.run(true, () => http.requestJson({ path: '/baseline' }));
    const watched = http.requestJson({ path: '/watched' });
    await Promise.all([first, baseline, watched]);
    expect(arrivals.map((arrival) => arrival.path)).toEqual(['/first', '/watched', '/baseline']);
  });

  it("tells the share of the last minute's budget its requests used", async () => {
    handlers.set('/ok', (_req, res) => json(res, 200, []));
    // 6 requests at a budget of 1 a second: a tenth of the minute's 60.
    const http = client({ ratePerSecond: 1 }, { clock: compressedClock().clock });
    for (let n = 0; n < 6; n += 1) await http.requestJson({ path: '/ok' });
    expect(http.budgetUsed()).toBeCloseTo(0.1, 5);
  });
});

describe('PlatformHttpClient for bookings', () => {
  const bodyOf = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });

  it('sends a form body form-encoded', async () => {
    handlers.set('/hold', async (req, res) =>
      json(res, 200, { type: req.headers['content-type'], body: await bodyOf(req) }),
    );
    const answer = await client().requestJson({
      method: 'POST',
      path: '/hold',
      form: { time: '2026-06-20 16:57', carts: 'false' },
    });
    expect(answer).toEqual({
      type: 'application/x-www-form-urlencoded; charset=UTF-8',
      body: 'time=2026-06-20+16%3A57&carts=false',
    });
  });

  it('answers a 4xx refusal with its status and body, an empty body as null, a text body as text', async () => {
    handlers.set('/taken', (_req, res) => json(res, 409, { code: 'teetime_unavailable' }));
    handlers.set('/gone', (_req, res) => res.writeHead(204).end());
    handlers.set('/html', (_req, res) => res.writeHead(404).end('<html>no</html>'));
    const http = client();
    expect(await http.requestAnswer({ method: 'POST', path: '/taken' })).toEqual({
      status: 409,
      body: { code: 'teetime_unavailable' },
    });
    expect(await http.requestAnswer({ method: 'DELETE', path: '/gone' })).toEqual({
      status: 204,
      body: null,
    });
    expect(await http.requestAnswer({ path: '/html' })).toEqual({
      status: 404,
      body: '<html>no</html>',
    });
  });

  it('still fails on a 401 and a 5xx when answering refusals', async () => {
    handlers.set('/denied', (_req, res) => json(res, 401, {}));
    handlers.set('/down', (_req, res) => json(res, 503, {}));
    const http = client({ retries: 0 });
    expect(await failureOf(http.requestAnswer({ path: '/denied' }))).toMatchObject({
      kind: 'unauthorized',
    });
    expect(await failureOf(http.requestAnswer({ path: '/down' }))).toMatchObject({
      kind: 'unavailable',
    });
  });

  it('never sends a state-changing request again after a 5xx or a timeout, which may have acted', async () => {
    handlers.set('/commit', (_req, res) => json(res, 502, {}));
    handlers.set('/slow-commit', () => undefined);
    const http = client({ timeoutMs: 60 });
    const commit = { method: 'POST' as const, path: '/commit', changesState: true };
    expect(await failureOf(http.requestAnswer(commit))).toMatchObject({ kind: 'unavailable' });
    expect(await failureOf(http.requestAnswer({ ...commit, path: '/slow-commit' }))).toMatchObject({
      kind: 'timeout',
    });
    expect(arrivals.map((arrival) => arrival.path)).toEqual(['/commit', '/slow-commit']);
  });

  it('sends a state-changing request again after a 429, which refused it unprocessed', async () => {
    handlers.set('/commit', (_req, res, hit) =>
      hit === 1 ? json(res, 429, {}, { 'retry-after': '0' }) : json(res, 201, { id: 'R1' }),
    );
    const answer = await client().requestAnswer({
      method: 'POST',
      path: '/commit',
      changesState: true,
    });
    expect(answer).toEqual({ status: 201, body: { id: 'R1' } });
    expect(arrivals).toHaveLength(2);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-06-20T12:00:00Z');
  it.each([
    ['5', 5000],
    [' 0 ', 0],
    ['1.5', 1500],
    ['Sat, 20 Jun 2026 12:00:30 GMT', 30000],
    ['Sat, 20 Jun 2026 11:00:00 GMT', 0],
    ['soon', undefined],
    [null, undefined],
  ])('reads %p as %p ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});
