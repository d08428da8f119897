import { CircuitBreaker } from './circuit-breaker.js';
import { type Clock } from './clock.js';

/** A clock that moves only when told; sleeping returns at once. */
function manualClock() {
  let now = 0;
  const clock: Clock = { now: () => now, sleep: async () => undefined };
  return { clock, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  function breaker() {
    const { clock, advance } = manualClock();
    const changes: string[] = [];
    const b = new CircuitBreaker({ failureThreshold: 3, cooldownMs: 1000 }, clock, (from, to) =>
      changes.push(`${from}->${to}`),
    );
    return { b, advance, changes };
  }

  it('opens after the threshold of consecutive failures, not after scattered ones', () => {
    const { b } = breaker();
    b.failure();
    b.failure();
    b.success();
    b.failure();
    b.failure();
    expect(b.state).toBe('closed');
    b.failure();
    expect(b.state).toBe('open');
    expect(b.tryAcquire()).toBe(false);
  });

  it('half-opens after the cool-down for one trial at a time and closes on its success', () => {
    const { b, advance, changes } = breaker();
    for (let i = 0; i < 3; i += 1) b.failure();
    advance(999);
    expect(b.tryAcquire()).toBe(false);
    expect(b.retryInMs).toBe(1);
    advance(1);
    expect(b.tryAcquire()).toBe(true);
    expect(b.state).toBe('half_open');
    expect(b.tryAcquire()).toBe(false);
    b.success();
    expect(b.state).toBe('closed');
    expect(b.tryAcquire()).toBe(true);
    expect(changes).toEqual(['closed->open', 'open->half_open', 'half_open->closed']);
  });

  it('opens again for a full cool-down when the trial fails', () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i += 1) b.failure();
    advance(1000);
    expect(b.tryAcquire()).toBe(true);
    b.failure();
    expect(b.state).toBe('open');
    expect(b.retryInMs).toBe(1000);
  });

  it('lets another trial through when the first ended without a verdict', () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i += 1) b.failure();
    advance(1000);
    expect(b.tryAcquire()).toBe(true);
    b.neutral();
    expect(b.tryAcquire()).toBe(true);
  });
});
