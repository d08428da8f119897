import { AsyncLocalStorage } from 'node:async_hooks';
import { type Clock } from './clock.js';

const MINUTE_MS = 60_000;

interface Waiter {
  queuedAt: number;
  go: (waitedMs: number) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/**
 * Which queue a request waits in: a booking's steps (a golfer is waiting, and a hold runs out),
 * then reads of course-dates golfers watch, then the background reads of the baseline.
 */
export type Lane = 'booking' | 'watched' | 'background';

/**
 * Marks the reads made inside it as background reads (the baseline of course-dates nobody
 * watches): their requests wait behind every watched read's. Carried through the adapters by
 * Node's AsyncLocalStorage, so no adapter needs to pass it along.
 */
export const backgroundReads = new AsyncLocalStorage<true>();

/**
 * Spaces the requests of one platform at least 1/ratePerSecond apart, never in a burst. Requests
 * wait in three lanes (Lane), each served only when the ones before it are empty, each in arrival
 * order. One instance per platform, so a slow platform's queue never delays another platform.
 */
export class RateLimiter {
  private readonly intervalMs: number;
  private nextStartAt = 0;
  private readonly lanes: Record<Lane, Waiter[]> = { booking: [], watched: [], background: [] };
  private dispatching = false;
  /** When each request of the last minute started, for budgetUsed(). */
  private readonly recentStarts: number[] = [];

  constructor(
    ratePerSecond: number,
    private readonly clock: Clock,
  ) {
    this.intervalMs = 1000 / ratePerSecond;
  }

  /** Waits for this request's turn; resolves with how long it waited. */
  take(signal?: AbortSignal, laneName: Lane = 'watched'): Promise<number> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return new Promise((resolve, reject) => {
      const lane = this.lanes[laneName];
      const waiter: Waiter = { queuedAt: this.clock.now(), go: resolve, signal };
      if (signal) {
        waiter.onAbort = () => {
          lane.splice(lane.indexOf(waiter), 1);
          reject(signal.reason as Error);
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      lane.push(waiter);
      void this.dispatch();
    });
  }

  /** Share of the last minute's budget that requests used, 0 to 1. */
  budgetUsed(): number {
    this.forgetBefore(this.clock.now() - MINUTE_MS);
    return Math.min(1, (this.recentStarts.length * this.intervalMs) / MINUTE_MS);
  }

  private forgetBefore(at: number): void {
    while (this.recentStarts.length > 0 && this.recentStarts[0]! < at) this.recentStarts.shift();
  }

  private waiting(): number {
    const { booking, watched, background } = this.lanes;
    return booking.length + watched.length + background.length;
  }

  /** Holds every later request of this platform until `at` (a 429's Retry-After). */
  holdUntil(at: number): void {
    this.nextStartAt = Math.max(this.nextStartAt, at);
  }

  /** Lets one waiter go per interval, from the first lane that has one, until none waits. */
  private async dispatch(): Promise<void> {
    if (this.dispatching) return;
    this.dispatching = true;
    try {
      while (this.waiting() > 0) {
        const startAt = Math.max(this.clock.now(), this.nextStartAt);
        await this.clock.sleep(startAt - this.clock.now());
        // A 429 may have moved the next start while this one waited.
        if (this.nextStartAt > startAt) continue;
        // Chosen only now: a booking step that came while waiting goes first.
        const { booking, watched, background } = this.lanes;
        const waiter = booking.shift() ?? watched.shift() ?? background.shift();
        if (!waiter) break;
        if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
        this.nextStartAt = startAt + this.intervalMs;
        this.recentStarts.push(startAt);
        this.forgetBefore(startAt - MINUTE_MS);
        waiter.go(startAt - waiter.queuedAt);
      }
    } finally {
      this.dispatching = false;
    }
  }
}
