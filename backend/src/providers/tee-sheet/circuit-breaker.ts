import { type Clock } from './clock.js';
import { type BreakerState } from './tee-sheet.metrics.js';

export interface BreakerSettings {
  /** Consecutive failed attempts that open the breaker. */
  failureThreshold: number;
  /** How long it stays open before letting one trial request through. */
  cooldownMs: number;
}

/**
 * Consecutive-failure circuit breaker for one platform. Open: every call fails fast. After the
 * cool-down it half-opens and lets exactly one trial through; the trial's success closes it, its
 * failure opens it again for another cool-down.
 */
export class CircuitBreaker {
  private current: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;

  constructor(
    private readonly settings: BreakerSettings,
    private readonly clock: Clock,
    private readonly onChange: (from: BreakerState, to: BreakerState) => void = () => undefined,
  ) {}

  get state(): BreakerState {
    return this.current;
  }

  /** Milliseconds until an open breaker lets a trial through (0 when it would now). */
  get retryInMs(): number {
    if (this.current !== 'open') return 0;
    return Math.max(0, this.openedAt + this.settings.cooldownMs - this.clock.now());
  }

  /** Whether a request may go out now; in half-open state this claims the single trial. */
  tryAcquire(): boolean {
    if (this.current === 'open') {
      if (this.retryInMs > 0) return false;
      this.moveTo('half_open');
    }
    if (this.current === 'half_open') {
      if (this.trialInFlight) return false;
      this.trialInFlight = true;
    }
    return true;
  }

  success(): void {
    this.failures = 0;
    this.trialInFlight = false;
    if (this.current !== 'closed') this.moveTo('closed');
  }

  failure(): void {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.current === 'half_open' || this.failures >= this.settings.failureThreshold) {
      this.openedAt = this.clock.now();
      if (this.current !== 'open') this.moveTo('open');
    }
  }

  /** The attempt ended without telling whether the platform is healthy (a 429, an abort). */
  neutral(): void {
    this.trialInFlight = false;
  }

  private moveTo(to: BreakerState): void {
    const from = this.current;
    this.current = to;
    this.onChange(from, to);
  }
}
