/**
 * Timers and outgoing calls a stand-in starts on its own (delivery events after a delay), so that a
 * reset or the sandbox closing cancels them instead of leaving work behind a finished test.
 */
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private controller = new AbortController();

  /** Aborted when the scheduled work is cancelled; pass it to outgoing fetches. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  after(ms: number, work: () => Promise<void> | void): void {
    if (this.controller.signal.aborted) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void Promise.resolve()
        .then(work)
        .catch(() => undefined);
    }, ms);
    this.timers.add(timer);
  }

  /** Waits ms unless cancelled first (then resolves false). */
  sleep(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      if (this.controller.signal.aborted) return resolve(false);
      const signal = this.controller.signal;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, ms);
      const onAbort = (): void => {
        clearTimeout(timer);
        this.timers.delete(timer);
        resolve(false);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.timers.add(timer);
    });
  }

  /** Cancels everything pending; later work may still be scheduled. */
  cancelAll(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.controller.abort();
    this.controller = new AbortController();
  }

  /** Cancels everything pending and refuses new work. */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.controller.abort();
  }
}
