/**
 * The simulated world's clock: world time runs from a start instant at `speed` times the real
 * clock, so a day of churn can play in minutes. Tests inject the real clock and move it by hand.
 */
export class WorldClock {
  private anchorWorld: number;
  private anchorReal: number;
  private currentSpeed: number;

  constructor(
    private readonly realNow: () => number,
    private readonly initialStart: number = realNow(),
    private readonly initialSpeed: number = 1,
  ) {
    this.anchorWorld = initialStart;
    this.anchorReal = realNow();
    this.currentSpeed = initialSpeed;
  }

  /** World time, milliseconds since the epoch. */
  now(): number {
    return this.anchorWorld + Math.floor((this.realNow() - this.anchorReal) * this.currentSpeed);
  }

  get speed(): number {
    return this.currentSpeed;
  }

  setSpeed(speed: number): void {
    this.rebase(this.now());
    this.currentSpeed = speed;
  }

  /** Jumps world time (forward or back) without changing the speed. */
  set(worldInstant: number): void {
    this.rebase(worldInstant);
  }

  /** Back to the start instant and speed the clock was built with. */
  reset(): void {
    this.rebase(this.initialStart);
    this.currentSpeed = this.initialSpeed;
  }

  private rebase(worldInstant: number): void {
    this.anchorWorld = worldInstant;
    this.anchorReal = this.realNow();
  }
}
