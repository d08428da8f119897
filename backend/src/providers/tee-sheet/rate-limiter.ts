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
 * Requests a booking may send ahead of the platform's pace: its look at the golfer's
 * reservations, the live read, the hold and the commit.
 */
export const BOOKING_BURST = 4;

/**
 * Spaces the requests of one platform at least 1/ratePerSecond apart on average. Requests wait in
 * three lanes (Lane), each served only when the ones before it are empty, each in arrival order.
 * One instance per platform, so a slow platform's queue never delays another platform.
 *
 * Where a platform tolerates short bursts faster than its sustained pace (`bookingGapMs` below
 * the interval), a booking's steps go that much closer together, up to BOOKING_BURST of them
 * ahead of the pace; the requests after them wait until the average is back (the generic cell
 * rate algorithm: `paceAt` is when the average allows the next request). Without it a booking at
 * Chronogolf, five requests 2.5 s apart, took 12.5 s while the hold ran and every read waited.
 */
export class RateLimiter {
  private readonly intervalMs: number;
  private readonly bookingGapMs: number;
  /**
   * How far ahead of the pace a booking's steps may run: all BOOKING_BURST of them at their gap,
   * even right after a read.
   */
  private readonly burstToleranceMs: number;
  /** When the average pace lets the next request start. */
  private paceAt = 0;
  private lastStartAt = -Infinity;
  /** No request starts before this (a 429's Retry-After). */
  private pausedUntil = 0;
  private readonly lanes: Record<Lane, Waiter[]> = { booking: [], watched: [], background: [] };
  private dispatching = false;
  /** While the dispatcher waits for a start: when, and how to wake it sooner. */
  private sleeping: { until: number; wake: AbortController } | null = null;
  /** When each request of the last minute started, for budgetUsed(). */
  private readonly recentStarts: number[] = [];

  constructor(
    ratePerSecond: number,
    private readonly clock: Clock,
    bookingGapMs?: number,
  ) {
    this.intervalMs = 1000 / ratePerSecond;
    this.bookingGapMs = Math.min(bookingGapMs ?? this.intervalMs, this.intervalMs);
    this.burstToleranceMs = BOOKING_BURST * (this.intervalMs - this.bookingGapMs);
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
      // A booking step may go before the read the dispatcher is waiting to start.
      if (this.sleeping && this.earliestStart(this.nextLane()!) < this.sleeping.until)
        this.sleeping.wake.abort();
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

  /** The lane whose first waiter goes next: bookings, then watched reads, then the baseline. */
  private nextLane(): Lane | undefined {
    return (['booking', 'watched', 'background'] as const).find(
      (lane) => this.lanes[lane].length > 0,
    );
  }

  private earliestStart(lane: Lane): number {
    const paced =
      lane === 'booking'
        ? Math.max(this.lastStartAt + this.bookingGapMs, this.paceAt - this.burstToleranceMs)
        : this.paceAt;
    return Math.max(paced, this.pausedUntil);
  }

  /** Holds every later request of this platform until `at` (a 429's Retry-After). */
  holdUntil(at: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, at);
  }

  /** Waits until `at`; false when woken sooner (a booking step came that may go earlier). */
  private async sleepUntil(at: number): Promise<boolean> {
    const wake = new AbortController();
    this.sleeping = { until: at, wake };
    try {
      await this.clock.sleep(at - this.clock.now(), wake.signal);
      return true;
    } catch {
      return false;
    } finally {
      this.sleeping = null;
    }
  }

  /** Lets one waiter go at a time, from the first lane that has one, until none waits. */
  private async dispatch(): Promise<void> {
    if (this.dispatching) return;
    this.dispatching = true;
    try {
      for (let lane = this.nextLane(); lane; lane = this.nextLane()) {
        const startAt = Math.max(this.clock.now(), this.earliestStart(lane));
        if (!(await this.sleepUntil(startAt))) continue;
        // Chosen only now: a booking step that came while waiting goes first, and a 429 may
        // have moved every start.
        const going = this.nextLane();
        if (!going || this.earliestStart(going) > startAt) continue;
        const waiter = this.lanes[going].shift()!;
        if (waiter.onAbort) waiter.signal?.removeEventListener('abort', waiter.onAbort);
        this.paceAt = Math.max(this.paceAt, startAt) + this.intervalMs;
        this.lastStartAt = startAt;
        this.recentStarts.push(startAt);
        this.forgetBefore(startAt - MINUTE_MS);
        waiter.go(startAt - waiter.queuedAt);
      }
    } finally {
      this.dispatching = false;
    }
  }
}
