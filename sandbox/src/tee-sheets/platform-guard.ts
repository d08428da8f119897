import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Platform, platforms } from './catalogue.js';
import { SeededRandom, hash32 } from './seeded-random.js';

/**
 * What stands between a client and a platform's answer: the platform's request budget (429 once
 * it is spent) and the faults a test or demo injects. Budgets run on the real clock, not the
 * world clock: speeding up the world does not buy a scanner more requests.
 */

export const faultKinds = [
  'latency',
  'timeout',
  '429',
  '500',
  'malformed',
  '401',
  'empty',
] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultSpec {
  platform: Platform;
  kind: FaultKind;
  /** Share of requests hit, 0..1 (default 1: every request). */
  rate?: number;
  /** Hit this many requests, then the fault is spent and removed (default: until cleared). */
  count?: number;
  /** latency: added delay; timeout: answer this late (left out: never answer). */
  ms?: number;
  /** 429: the Retry-After header in seconds (left out: no header). */
  retryAfterSeconds?: number;
  /** 500: the status to answer (500, 502, 503 or 504). */
  status?: number;
  /** Hit only requests whose path contains this text, e.g. `/reservations` (left out: all). */
  path?: string;
  /** Hit only requests of this method, e.g. POST (left out: all). */
  method?: string;
  /**
   * 500 and timeout: the platform does the work first and only then fails to answer, so the
   * client cannot tell whether it happened (a commit that booked although the answer was a 500).
   */
  afterHandling?: boolean;
}

/** The kinds that can strike after the platform did the work. */
export const afterHandlingKinds: readonly FaultKind[] = ['500', 'timeout'];

export interface Fault {
  id: string;
  platform: Platform;
  kind: FaultKind;
  rate: number;
  /** Hits left; null while the fault lasts until cleared. */
  remaining: number | null;
  ms?: number;
  retryAfterSeconds?: number;
  status?: number;
  path?: string;
  method?: string;
  afterHandling?: boolean;
  hits: number;
}

/** The request a fault is drawn for. */
export interface RequestLine {
  method: string;
  /** The URL path, without the query. */
  path: string;
}

export interface RateLimit {
  /** Sustained requests per second; null means no limit. */
  requestsPerSecond: number | null;
  /** Requests that may come back to back before the limit bites. */
  burst: number;
  /** Whether the 429 carries Retry-After (foreUP's does; the others answer a bare 429). */
  retryAfter: boolean;
}

export interface PlatformTraffic {
  requests: number;
  throttled: number;
  faulted: number;
}

/** foreUP says when to come back; the others throttle silently. */
export const defaultRetryAfter: Record<Platform, boolean> = {
  foreup: true,
  chronogolf: false,
  teeitup: false,
  membersports: false,
  clubprophet: false,
  ezlinks: false,
  clubcaddie: false,
  golfnow: false,
  teesnap: false,
  quick18: false,
};

export function defaultRateLimits(
  requestsPerSecond: number | null = 1,
  burst = 2,
): Record<Platform, RateLimit> {
  return Object.fromEntries(
    platforms.map((platform) => [
      platform,
      { requestsPerSecond, burst, retryAfter: defaultRetryAfter[platform] },
    ]),
  ) as Record<Platform, RateLimit>;
}

interface Decision {
  throttled?: { retryAfterSeconds?: number };
  delayMs: number;
  fault?: Fault;
}

export class PlatformGuard {
  private faultList: Fault[] = [];
  private limits: Record<Platform, RateLimit>;
  private buckets = new Map<Platform, { tokens: number; at: number }>();
  private traffic = new Map<Platform, PlatformTraffic>();
  private random: SeededRandom;
  private faultSequence = 0;
  private readonly hanging = new Set<() => void>();

  constructor(
    private readonly realNow: () => number,
    private readonly seed: number,
    private readonly initialLimits: Record<Platform, RateLimit>,
  ) {
    this.limits = structuredClone(initialLimits);
    this.random = new SeededRandom(hash32(seed, 'faults'));
  }

  get faults(): readonly Fault[] {
    return this.faultList;
  }

  addFault(spec: FaultSpec): Fault {
    this.faultSequence += 1;
    const fault: Fault = {
      id: `fault-${this.faultSequence}`,
      platform: spec.platform,
      kind: spec.kind,
      rate: spec.rate ?? 1,
      remaining: spec.count ?? null,
      hits: 0,
      ...(spec.ms === undefined ? {} : { ms: spec.ms }),
      ...(spec.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: spec.retryAfterSeconds }),
      ...(spec.kind === '500' ? { status: spec.status ?? 500 } : {}),
      ...(spec.path === undefined ? {} : { path: spec.path }),
      ...(spec.method === undefined ? {} : { method: spec.method.toUpperCase() }),
      ...(spec.afterHandling ? { afterHandling: true } : {}),
    };
    this.faultList.push(fault);
    return fault;
  }

  /** Removes the faults of one platform, or all; answers what was removed. */
  clearFaults(platform?: Platform, id?: string): Fault[] {
    const removed = this.faultList.filter(
      (fault) =>
        (platform === undefined || fault.platform === platform) &&
        (id === undefined || fault.id === id),
    );
    this.faultList = this.faultList.filter((fault) => !removed.includes(fault));
    return removed;
  }

  rateLimit(platform: Platform): RateLimit {
    return { ...this.limits[platform] };
  }

  setRateLimit(
    platform: Platform,
    change: Partial<RateLimit>,
  ): { before: RateLimit; after: RateLimit } {
    const before = this.rateLimit(platform);
    this.limits[platform] = { ...before, ...change };
    this.buckets.delete(platform);
    return { before, after: this.rateLimit(platform) };
  }

  stats(platform: Platform): PlatformTraffic {
    return { ...(this.traffic.get(platform) ?? { requests: 0, throttled: 0, faulted: 0 }) };
  }

  reset(): void {
    this.faultList = [];
    this.limits = structuredClone(this.initialLimits);
    this.buckets.clear();
    this.traffic.clear();
    this.random = new SeededRandom(hash32(this.seed, 'faults'));
    this.faultSequence = 0;
  }

  /** Spends one request of the budget and draws the faults that apply to this request. */
  decide(platform: Platform, request?: RequestLine): Decision {
    const traffic = this.traffic.get(platform) ?? { requests: 0, throttled: 0, faulted: 0 };
    this.traffic.set(platform, traffic);
    traffic.requests += 1;

    const throttled = this.spend(platform);
    if (throttled) {
      traffic.throttled += 1;
      return { throttled, delayMs: 0 };
    }

    let delayMs = 0;
    let answering: Fault | undefined;
    for (const fault of this.faultList) {
      if (fault.platform !== platform || !appliesTo(fault, request)) continue;
      if (fault.kind !== 'latency' && answering) continue;
      if (fault.remaining === 0 || this.random.next() >= fault.rate) continue;
      fault.hits += 1;
      if (fault.remaining !== null) fault.remaining -= 1;
      if (fault.kind === 'latency') delayMs += fault.ms ?? 0;
      else answering = fault;
    }
    this.faultList = this.faultList.filter((fault) => fault.remaining !== 0);
    if (answering || delayMs > 0) traffic.faulted += 1;
    return { delayMs, ...(answering ? { fault: answering } : {}) };
  }

  /** Waits until the client gives up or the sandbox closes. */
  hang(reply: FastifyReply): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        this.hanging.delete(done);
        resolve();
      };
      this.hanging.add(done);
      reply.raw.once('close', done);
    });
  }

  releaseHanging(): void {
    for (const done of [...this.hanging]) done();
  }

  private spend(platform: Platform): { retryAfterSeconds?: number } | undefined {
    const limit = this.limits[platform];
    const rate = limit.requestsPerSecond;
    if (rate === null || rate <= 0) return undefined;
    const now = this.realNow();
    const bucket = this.buckets.get(platform) ?? { tokens: limit.burst, at: now };
    bucket.tokens = Math.min(limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    this.buckets.set(platform, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return undefined;
    }
    if (!limit.retryAfter) return {};
    return { retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rate)) };
  }
}

function appliesTo(fault: Fault, request: RequestLine | undefined): boolean {
  if (fault.method !== undefined && fault.method !== request?.method.toUpperCase()) return false;
  return fault.path === undefined || (request?.path.includes(fault.path) ?? false);
}

/** A platform's own way of saying no, as a raw body and its content type. */
export interface CannedAnswer {
  contentType: string;
  body: string;
}

export interface PlatformRefusals {
  tooManyRequests: CannedAnswer;
  unauthorized: CannedAnswer;
  serverError: CannedAnswer;
  /** The answer with its tee times taken out, for a platform that does not answer JSON. */
  emptied?: (payload: string) => string;
  /**
   * How the platform turns away a request over its budget where that is not a 429 (Teesnap's
   * sites answer 500 when a client asks too much at once); left out, `tooManyRequests`.
   */
  overBudget?: CannedAnswer & { status: number };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Puts the budget and the faults in front of every route of a platform plugin. Malformed answers
 * are the real answer cut in half; "empty" answers are the real answer with its tee times removed
 * (TeeItUp's soft throttling). A fault marked afterHandling lets the route do its work and then
 * spoils the answer, so the client cannot know what happened.
 */
export function guardPlatform(
  app: FastifyInstance,
  guard: PlatformGuard,
  platform: Platform,
  refusals: PlatformRefusals,
): void {
  const spoiled = new WeakMap<FastifyRequest, 'malformed' | 'empty'>();
  const failAfter = new WeakMap<FastifyRequest, Fault>();
  const send = (reply: FastifyReply, status: number, answer: CannedAnswer): FastifyReply =>
    reply.code(status).type(answer.contentType).send(answer.body);

  app.addHook('onRequest', async (request, reply) => {
    const decision = guard.decide(platform, {
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
    });
    if (decision.throttled) {
      if (refusals.overBudget) return send(reply, refusals.overBudget.status, refusals.overBudget);
      const retryAfter = decision.throttled.retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return send(reply, 429, refusals.tooManyRequests);
    }
    if (decision.delayMs > 0) await sleep(decision.delayMs);
    const fault = decision.fault;
    if (!fault) return;
    if (fault.afterHandling) {
      failAfter.set(request, fault);
      return;
    }
    switch (fault.kind) {
      case 'timeout':
        if (fault.ms !== undefined) {
          await sleep(fault.ms);
          return;
        }
        await guard.hang(reply);
        if (reply.raw.destroyed || reply.raw.writableEnded) return reply.hijack();
        return reply.code(504).type('text/plain').send('');
      case '429':
        if (fault.retryAfterSeconds !== undefined) {
          reply.header('retry-after', String(fault.retryAfterSeconds));
        }
        return send(reply, 429, refusals.tooManyRequests);
      case '500':
        return send(reply, fault.status ?? 500, refusals.serverError);
      case '401':
        return send(reply, 401, refusals.unauthorized);
      case 'malformed':
      case 'empty':
        spoiled.set(request, fault.kind);
        return;
      case 'latency':
        return;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const late = failAfter.get(request);
    if (late?.kind === '500') {
      reply.code(late.status ?? 500).type(refusals.serverError.contentType);
      return refusals.serverError.body;
    }
    if (late?.kind === 'timeout') {
      if (late.ms !== undefined) await sleep(late.ms);
      else await guard.hang(reply);
      return payload;
    }
    const spoil = spoiled.get(request);
    if (!spoil || typeof payload !== 'string') return payload;
    if (spoil === 'malformed') return payload.slice(0, Math.max(1, Math.floor(payload.length / 2)));
    return (refusals.emptied ?? emptied)(payload);
  });

  app.addHook('preClose', async () => guard.releaseHanging());
}

function emptied(payload: string): string {
  try {
    const body: unknown = JSON.parse(payload);
    if (Array.isArray(body)) {
      const first: unknown = body[0];
      if (first && typeof first === 'object' && 'teetimes' in first) {
        return JSON.stringify(
          body.map((entry: object) => ({ ...entry, teetimes: [], totalAvailableTeetimes: 0 })),
        );
      }
      return '[]';
    }
    if (body && typeof body === 'object' && 'teetimes' in body) {
      return JSON.stringify({ ...body, teetimes: [] });
    }
    if (
      body &&
      typeof body === 'object' &&
      Array.isArray((body as { content?: unknown }).content)
    ) {
      return JSON.stringify({ ...body, content: [] });
    }
    if (body && typeof body === 'object' && Array.isArray((body as { r06?: unknown }).r06)) {
      return JSON.stringify({ ...body, r06: [] });
    }
  } catch {
    // Not JSON (an HTML page, an empty body): nothing to empty.
  }
  return payload;
}
