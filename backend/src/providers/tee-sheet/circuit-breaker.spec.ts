import { CircuitBreaker } from './circuit-breaker.js';
import { type Clock } from './clock.js';
import { type Lane, RateLimiter } from './rate-limiter.js';

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

describe('RateLimiter', () => {
  it('spaces requests by the interval, in arrival order', async () => {
    const { clock, advance } = manualClock();
    const limiter = new RateLimiter(4, clock);
    expect(await limiter.take()).toBe(0);
    expect(await limiter.take()).toBe(250);
    expect(await limiter.take()).toBe(500);
    advance(2000);
    expect(await limiter.take()).toBe(0);
  });

  it("lets a booking's request go before the reads already waiting, and watched reads before the baseline", async () => {
    let now = 0;
    const sleeps: ((value?: unknown) => void)[] = [];
    // A clock whose sleeps end when the test says: the reads queue up meanwhile.
    const clock: Clock = {
      now: () => now,
      sleep: (ms) =>
        new Promise((resolve) => {
          sleeps.push(() => {
            now += ms;
            resolve(undefined);
          });
        }),
    };
    const limiter = new RateLimiter(1, clock);
    const order: string[] = [];
    const go = (name: string, lane: Lane) =>
      limiter.take(undefined, lane).then((waited) => order.push(`${name}@${waited}`));
    const reads = [
      go('baseline 1', 'background'),
      go('baseline 2', 'background'),
      go('read 1', 'watched'),
      go('read 2', 'watched'),
    ];
    await Promise.resolve();
    sleeps.shift()!(); // read 1 goes at once, though the baseline's reads came first
    await Promise.resolve();
    const booking = go('booking', 'booking');
    while (order.length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      sleeps.shift()?.();
    }
    await Promise.all([...reads, booking]);
    expect(order).toEqual([
      'read 1@0',
      'booking@1000',
      'read 2@2000',
      'baseline 1@3000',
      'baseline 2@4000',
    ]);
  });

  it('holds later requests until a Retry-After has passed', async () => {
    const { clock } = manualClock();
    const limiter = new RateLimiter(10, clock);
    await limiter.take();
    limiter.holdUntil(3000);
    expect(await limiter.take()).toBe(3000);
    expect(await limiter.take()).toBe(3100);
  });
});
