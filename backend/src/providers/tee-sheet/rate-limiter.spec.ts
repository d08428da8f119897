import { type Clock } from './clock.js';
import { BOOKING_BURST, type Lane, RateLimiter } from './rate-limiter.js';

/** A clock that moves only when told; sleeping returns at once. */
function manualClock() {
  let now = 0;
  const clock: Clock = { now: () => now, sleep: async () => undefined };
  return { clock, advance: (ms: number) => (now += ms) };
}

/** A clock whose sleeps move it on: every request's start time is where the clock stands. */
function sleepingClock() {
  let now = 0;
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      now += Math.max(0, ms);
    },
  };
  return clock;
}

/** A clock of timers that fire only as runUntil moves time on, in order, letting promises settle. */
function virtualClock() {
  let now = 0;
  const timers: { at: number; fire: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise((resolve, reject) => {
        const timer = { at: now + Math.max(0, ms), fire: () => resolve() };
        timers.push(timer);
        signal?.addEventListener(
          'abort',
          () => {
            timers.splice(timers.indexOf(timer), 1);
            reject(signal.reason as Error);
          },
          { once: true },
        );
      }),
  };
  async function runUntil(until: number) {
    for (;;) {
      await new Promise((settled) => setImmediate(settled));
      const next = timers.sort((a, b) => a.at - b.at)[0];
      if (!next || next.at > until) break;
      timers.shift();
      now = next.at;
      next.fire();
    }
    now = until;
  }
  return { clock, runUntil };
}

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
    while (order.length < 1) await new Promise((settled) => setImmediate(settled));
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

  describe('where the platform takes a short burst (a booking gap below the interval)', () => {
    /** Takes in turn, each after the last has started; answers when each started. */
    async function startsOf(limiter: RateLimiter, clock: Clock, lanes: Lane[]) {
      const starts: number[] = [];
      for (const lane of lanes) {
        await limiter.take(undefined, lane);
        starts.push(clock.now());
      }
      return starts;
    }

    it("sends a booking's steps at the gap right after a read, and the reads after them wait until the average is back", async () => {
      const clock = sleepingClock();
      const limiter = new RateLimiter(0.4, clock, 1000);
      const starts = await startsOf(limiter, clock, [
        'watched',
        'booking',
        'booking',
        'booking',
        'booking',
        'watched',
        'watched',
      ]);
      // Seven requests in 15 s: the platform's 0.4 a second, with the booking done in 4 s.
      expect(starts).toEqual([0, 1000, 2000, 3000, 4000, 12500, 15000]);
    });

    it("wakes for a booking's next step instead of making it wait for the next read's turn", async () => {
      const { clock, runUntil } = virtualClock();
      const limiter = new RateLimiter(0.4, clock, 1000);
      const reads: number[] = [];
      const readsDone = Promise.all(
        Array.from({ length: 4 }, () =>
          limiter.take(undefined, 'watched').then(() => reads.push(clock.now())),
        ),
      );
      await runUntil(0); // the first read goes
      const steps: number[] = [];
      const booking = (async () => {
        for (let step = 0; step < BOOKING_BURST; step += 1) {
          await limiter.take(undefined, 'booking');
          steps.push(clock.now());
          await clock.sleep(200); // the platform's answer, before the next step asks
        }
      })();
      await runUntil(30_000);
      await Promise.all([readsDone, booking]);

      expect(steps).toEqual([1000, 2000, 3000, 4000]);
      expect(reads).toEqual([0, 12500, 15000, 17500]);
    });

    it('lets no more than a burst of booking steps run ahead of the pace', async () => {
      const clock = sleepingClock();
      const limiter = new RateLimiter(0.4, clock, 1000);
      const starts = await startsOf(limiter, clock, Array<Lane>(7).fill('booking'));
      // From an idle start, a burst and one; then back to the platform's 2.5 s.
      expect(starts).toEqual([0, 1000, 2000, 3000, 4000, 6500, 9000]);
    });

    it('keeps bookings at the interval where no gap is set, and behind a Retry-After either way', async () => {
      const clock = sleepingClock();
      const paced = new RateLimiter(0.4, clock);
      expect(await startsOf(paced, clock, ['watched', 'booking', 'booking'])).toEqual([
        0, 2500, 5000,
      ]);
      const bursting = new RateLimiter(0.4, clock, 1000);
      bursting.holdUntil(clock.now() + 10_000);
      expect(await startsOf(bursting, clock, ['booking', 'booking'])).toEqual([15000, 16000]);
    });
  });
});
