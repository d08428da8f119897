import { AsyncLocalStorage } from 'node:async_hooks';
import { CircuitBreaker, type BreakerSettings } from './circuit-breaker.js';
import { systemClock, type Clock } from './clock.js';
import { backgroundReads, RateLimiter } from './rate-limiter.js';
import { isRetryable, TeeSheetError, type TeeSheetErrorKind } from './tee-sheet.errors.js';
import { noopTeeSheetMetrics, type TeeSheetMetrics } from './tee-sheet.metrics.js';
import {
  type NormalizedTeeTime,
  type ReadBudget,
  type TeeSheetPlatform,
} from './tee-sheet.provider.js';

/** How one platform is reached and how hard it may be pushed. */
export interface PlatformHttpSettings {
  /**
   * Scheme, host and optional path prefix, e.g. https://foreupsoftware.com or
   * http://127.0.0.1:4000/foreup. Where each course site has its own host (Club Prophet, EZLinks,
   * Club Caddie's servers, Quick18's portals), `{tenant}` marks the site's place:
   * https://{tenant}.cps.golf, https://{tenant}.ezlinksgolf.com,
   * https://apimanager-{tenant}.clubcaddie.com, https://{tenant}.quick18.com.
   */
  baseUrl: string;
  timeoutMs: number;
  /** Further attempts after the first, for timeouts, network errors, 5xx and 429. */
  retries: number;
  /** First retry waits about this long (jittered), doubling each time up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A 429 asking for a longer wait than this fails at once with its retryAfterMs instead. */
  maxRetryAfterMs: number;
  /** Request-rate cap for the platform: requests start at least 1/ratePerSecond seconds apart. */
  ratePerSecond: number;
  /**
   * How close together a booking's steps may go where the platform takes a short burst faster
   * than its sustained rate (see RateLimiter); absent, they keep the rate's spacing.
   */
  bookingGapMs?: number;
  breaker: BreakerSettings;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** The side effects of the tee-sheet adapters, all swappable in tests. */
export interface TeeSheetDeps {
  fetch?: FetchLike;
  clock?: Clock;
  /** Uniform in [0, 1), for retry jitter. */
  random?: () => number;
  metrics?: TeeSheetMetrics;
}

export interface PlatformRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Appended to the platform's base URL. */
  path: string;
  /**
   * The course site, for a platform with a host per site: it fills the base URL's `{tenant}`, or
   * leads the path where the base URL has no `{tenant}` (the sandbox serves every site under one
   * host: http://127.0.0.1:4000/clubprophet/<tenant>/...).
   */
  tenant?: string;
  /** Ordered pairs, so a key may repeat (`schedule_ids[]`, `affiliation_type_ids[]`). */
  query?: ReadonlyArray<readonly [string, string]>;
  headers?: Record<string, string>;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent form-encoded (foreUP's hold refuses JSON). */
  form?: Record<string, string>;
  /**
   * The request changes something at the platform (a hold, a commit): after a timeout, a 5xx or a
   * dropped connection it may have done so, so it is sent again only after a 429, which refuses a
   * request unprocessed.
   */
  changesState?: boolean;
}

/** A platform's answer to a request it understood: a 2xx, or a 4xx refusal with its reason. */
export interface PlatformAnswer {
  status: number;
  /** The parsed JSON body; the raw text when it is not JSON; null when empty. */
  body: unknown;
}

/** A 2xx answer as a page of text (Club Caddie and Quick18 answer HTML), with its headers. */
export interface PlatformPage {
  text: string;
  headers: Headers;
}

/** How an answer is read: JSON, JSON with 4xx refusals as answers, or text as it came. */
type Reading = 'json' | 'answer' | 'page';

/** Reads before their observed cost replaces the guess of one request each. */
const MIN_READS_FOR_COST = 5;
/** About how many recent reads the observed cost of a read reflects. */
const COST_MEMORY_READS = 100;

/** Refusals the booking steps read (a gone slot, a lapsed hold); the others stay errors. */
const answeredRefusals = new Set([400, 404, 409, 410, 422]);

/**
 * Set while a tee-sheet read runs: only its requests count in what a read costs, not a booking's
 * nor the occasional page read for a course's release.
 */
const insideRead = new AsyncLocalStorage<true>();

const snippet = (text: string) => JSON.stringify(text.slice(0, 80));

function contentType(request: PlatformRequest): Record<string, string> {
  if (request.form !== undefined)
    return { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };
  return request.json === undefined ? {} : { 'content-type': 'application/json' };
}

function encodeBody(request: PlatformRequest): string | undefined {
  if (request.form !== undefined) return new URLSearchParams(request.form).toString();
  return request.json === undefined ? undefined : JSON.stringify(request.json);
}

function readLoosely(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Seconds or an HTTP date, as RFC 9110 allows; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Every HTTP call to one platform goes through one of these: the platform's rate cap, its circuit
 * breaker, a timeout per attempt, and retries with jittered exponential backoff (429 honours
 * Retry-After and holds the platform's other requests too). Answers come back as parsed JSON (or
 * as a page of text, for a platform that answers HTML); failures as TeeSheetError.
 */
export class PlatformHttpClient {
  readonly breaker: CircuitBreaker;
  private readonly limiter: RateLimiter;
  private readonly fetch: FetchLike;
  readonly clock: Clock;
  readonly metrics: TeeSheetMetrics;
  private readonly random: () => number;
  /** Booking steps go before queued reads in the platform's budget (see RateLimiter). */
  private urgent = false;
  /**
   * Reads and the requests they took (retries and Chronogolf's party sizes included), halved
   * now and then so the cost follows how the platform answers lately. An object, so the booking
   * view shares it.
   */
  private readonly readCost = { reads: 0, requests: 0 };

  constructor(
    readonly platform: TeeSheetPlatform,
    private readonly settings: PlatformHttpSettings,
    deps: TeeSheetDeps = {},
  ) {
    this.fetch = deps.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.clock = deps.clock ?? systemClock;
    this.random = deps.random ?? Math.random;
    this.metrics = deps.metrics ?? noopTeeSheetMetrics;
    this.limiter = new RateLimiter(settings.ratePerSecond, this.clock, settings.bookingGapMs);
    this.breaker = new CircuitBreaker(settings.breaker, this.clock, (from, to) =>
      this.metrics.breakerStateChanged({ platform, from, to }),
    );
  }

  /**
   * This client for booking steps: the same platform budget, breaker and settings, but its
   * requests take the booking lane, since a golfer waits and a hold is running out.
   */
  forBookings(): PlatformHttpClient {
    const view = Object.create(this) as PlatformHttpClient;
    view.urgent = true;
    return view;
  }

  /** The platform's request budget and what one tee-sheet read has cost it lately. */
  readBudget(): ReadBudget {
    const { reads, requests } = this.readCost;
    return {
      requestsPerSecond: this.settings.ratePerSecond,
      requestsPerRead: reads < MIN_READS_FOR_COST ? 1 : Math.max(1, requests / reads),
    };
  }

  /** Share of the last minute's request budget used, 0 to 1. */
  budgetUsed(): number {
    return this.limiter.budgetUsed();
  }

  url(path: string, query: PlatformRequest['query'] = [], tenant?: string): string {
    let base = this.settings.baseUrl.replace(/\/+$/, '');
    if (tenant !== undefined) {
      const site = encodeURIComponent(tenant);
      base = base.includes('{tenant}') ? base.replaceAll('{tenant}', site) : `${base}/${site}`;
    }
    const params = new URLSearchParams();
    for (const [key, value] of query) params.append(key, value);
    const search = params.toString();
    return `${base}${path}${search ? `?${search}` : ''}`;
  }

  /**
   * Runs one read (one course's tee times, or several courses' read together), reports it, and
   * makes sure whatever it throws is a TeeSheetError.
   */
  async observeFetch<T extends NormalizedTeeTime[] | NormalizedTeeTime[][]>(
    run: () => Promise<T>,
  ): Promise<T> {
    const startedAt = this.clock.now();
    const report = (outcome: 'ok' | TeeSheetErrorKind, teeTimes: number) =>
      this.metrics.fetchCompleted({
        platform: this.platform,
        outcome,
        durationMs: this.clock.now() - startedAt,
        teeTimes,
      });
    try {
      const teeTimes = await insideRead.run(true, run);
      this.countRead();
      report('ok', teeTimes.flat().length);
      return teeTimes;
    } catch (error) {
      const failure =
        error instanceof TeeSheetError
          ? error
          : this.error('malformed', `could not read the answer: ${String(error)}`, {
              cause: error,
            });
      if (failure.kind !== 'aborted') this.countRead();
      report(failure.kind, 0);
      throw failure;
    }
  }

  private countRead(): void {
    const cost = this.readCost;
    cost.reads += 1;
    if (cost.reads < 2 * COST_MEMORY_READS) return;
    cost.reads /= 2;
    cost.requests /= 2;
  }

  /** Sends the request (retrying as configured) and answers its parsed JSON body. */
  async requestJson(request: PlatformRequest, signal?: AbortSignal): Promise<unknown> {
    return (await this.send(request, 'json', signal)).body;
  }

  /**
   * Like requestJson, but a 4xx refusal (400, 404, 409, 410, 422) is an answer rather than an
   * error, so a booking step can read why; an empty body is null and a non-JSON one its text.
   */
  async requestAnswer(request: PlatformRequest, signal?: AbortSignal): Promise<PlatformAnswer> {
    const { status, body } = await this.send(request, 'answer', signal);
    return { status, body };
  }

  /** Like requestJson, for a platform that answers pages: the 2xx body as text, and its headers. */
  async requestPage(request: PlatformRequest, signal?: AbortSignal): Promise<PlatformPage> {
    const { body, headers } = await this.send(request, 'page', signal);
    return { text: body as string, headers };
  }

  private async send(
    request: PlatformRequest,
    reading: Reading,
    signal?: AbortSignal,
  ): Promise<PlatformAnswer & { headers: Headers }> {
    const url = this.url(request.path, request.query, request.tenant);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.attempt(url, request, reading, signal);
      } catch (error) {
        const failure = error as TeeSheetError;
        const mayHaveActed = request.changesState === true && failure.kind !== 'rate_limited';
        if (!isRetryable(failure.kind) || mayHaveActed || attempt >= this.settings.retries)
          throw failure;
        const delayMs = failure.retryAfterMs ?? this.backoffMs(attempt);
        if (delayMs > this.settings.maxRetryAfterMs) throw failure;
        if (failure.kind === 'rate_limited') this.limiter.holdUntil(this.clock.now() + delayMs);
        this.metrics.retryScheduled({
          platform: this.platform,
          kind: failure.kind,
          attempt: attempt + 1,
          delayMs,
        });
        await this.clock.sleep(delayMs, signal).catch((cause: unknown) => {
          throw this.error('aborted', 'the caller gave up while waiting to retry', { cause });
        });
      }
    }
  }

  private backoffMs(attempt: number): number {
    const ceiling = Math.min(this.settings.retryMaxMs, this.settings.retryBaseMs * 2 ** attempt);
    return Math.round(ceiling * (0.5 + this.random() * 0.5));
  }

  private async attempt(
    url: string,
    request: PlatformRequest,
    reading: Reading,
    signal?: AbortSignal,
  ): Promise<PlatformAnswer & { headers: Headers }> {
    this.failIfBreakerOpen();
    const lane = this.urgent ? 'booking' : backgroundReads.getStore() ? 'background' : 'watched';
    const waitMs = await this.limiter.take(signal, lane).catch((cause: unknown) => {
      throw this.error('aborted', 'the caller gave up while waiting for its turn', { cause });
    });
    this.metrics.queueWaited({ platform: this.platform, waitMs });
    if (!this.urgent && insideRead.getStore()) this.readCost.requests += 1;
    if (!this.breaker.tryAcquire()) this.failIfBreakerOpen(true);

    const startedAt = this.clock.now();
    const timeout = new AbortController();
    const timerStop = new AbortController();
    this.clock.sleep(this.settings.timeoutMs, timerStop.signal).then(
      () => timeout.abort(),
      () => undefined,
    );
    let status: number | undefined;
    try {
      const response = await this.fetch(url, {
        method: request.method ?? 'GET',
        headers: {
          accept: 'application/json, text/plain, */*',
          ...contentType(request),
          ...request.headers,
        },
        body: encodeBody(request),
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      });
      status = response.status;
      const text = await response.text();
      const body =
        reading === 'answer' && (answeredRefusals.has(status) || (status < 300 && text === ''))
          ? readLoosely(text)
          : this.interpret(response, text, reading === 'page');
      this.breaker.success();
      this.observe(status < 300 ? 'ok' : 'rejected', startedAt, status);
      return { status, body, headers: response.headers };
    } catch (error) {
      const failure = this.classify(error, signal, timeout.signal, status);
      this.recordOnBreaker(failure.kind);
      this.observe(failure.kind, startedAt, status);
      throw failure;
    } finally {
      timerStop.abort();
    }
  }

  /** A 2xx answer's body (JSON parsed, or the text as it came); anything else is an error. */
  private interpret(response: Response, text: string, asText = false): unknown {
    const { status } = response;
    if (status === 429) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.clock.now());
      throw this.error('rate_limited', 'HTTP 429 Too Many Requests', { status, retryAfterMs });
    }
    if (status >= 500) throw this.error('unavailable', `HTTP ${status}`, { status });
    if (status === 408) throw this.error('timeout', 'HTTP 408', { status });
    if (status === 401 || status === 403)
      throw this.error('unauthorized', `HTTP ${status} ${snippet(text)}`, { status });
    if (status < 200 || status >= 300)
      throw this.error('rejected', `HTTP ${status} ${snippet(text)}`, { status });
    if (asText) return text;
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw this.error('malformed', `answer is not JSON: ${snippet(text)}`, { status, cause });
    }
  }

  private classify(
    error: unknown,
    callerSignal: AbortSignal | undefined,
    timeoutSignal: AbortSignal,
    status: number | undefined,
  ): TeeSheetError {
    if (error instanceof TeeSheetError) return error;
    if (callerSignal?.aborted)
      return this.error('aborted', 'the caller gave up', { status, cause: error });
    if (timeoutSignal.aborted)
      return this.error('timeout', `no answer within ${this.settings.timeoutMs} ms`, {
        status,
        cause: error,
      });
    const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
    return this.error('network', `request failed: ${reason}`, { status, cause: error });
  }

  /** Only signs of an unhealthy platform count against it; a refusal means it is up. */
  private recordOnBreaker(kind: TeeSheetErrorKind): void {
    if (kind === 'timeout' || kind === 'network' || kind === 'unavailable') this.breaker.failure();
    else if (kind === 'rate_limited' || kind === 'aborted') this.breaker.neutral();
    else this.breaker.success();
  }

  private failIfBreakerOpen(force = false): void {
    const retryInMs = this.breaker.retryInMs;
    if (force || retryInMs > 0)
      throw this.error('breaker_open', `circuit breaker ${this.breaker.state}, not calling`, {
        retryAfterMs: retryInMs,
      });
  }

  private observe(outcome: 'ok' | TeeSheetErrorKind, startedAt: number, status?: number): void {
    this.metrics.requestCompleted({
      platform: this.platform,
      outcome,
      ...(status === undefined ? {} : { status }),
      durationMs: this.clock.now() - startedAt,
    });
  }

  private error(
    kind: TeeSheetErrorKind,
    message: string,
    details: ConstructorParameters<typeof TeeSheetError>[3] = {},
  ): TeeSheetError {
    return new TeeSheetError(kind, this.platform, message, details);
  }
}
