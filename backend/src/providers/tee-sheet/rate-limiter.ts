import { type Clock } from './clock.js';

/**
 * Spaces the requests of one platform at least 1/ratePerSecond apart: each caller reserves the next
 * free start time and waits for it, so requests go out in arrival order and never in a burst. One
 * instance per platform, so a slow platform's queue never delays another platform.
 */
export class RateLimiter {
  private readonly intervalMs: number;
  private nextStartAt = 0;

  constructor(
    ratePerSecond: number,
    private readonly clock: Clock,
  ) {
    this.intervalMs = 1000 / ratePerSecond;
  }

  /** Waits for this request's turn; resolves with how long it waited. */
  async take(signal?: AbortSignal): Promise<number> {
    const now = this.clock.now();
    const startAt = Math.max(now, this.nextStartAt);
    this.nextStartAt = startAt + this.intervalMs;
    const waitMs = startAt - now;
    if (waitMs > 0) await this.clock.sleep(waitMs, signal);
    return waitMs;
  }

  /** Holds every later request of this platform until `at` (a 429's Retry-After). */
  holdUntil(at: number): void {
    this.nextStartAt = Math.max(this.nextStartAt, at);
  }
}
