import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';

/**
 * How many scans one platform may have under way at once in this process. A platform that stops
 * answering holds each scan for its whole timeout and retries, and a slow budget (Chronogolf's)
 * keeps scans waiting their turn; without a cap either fills every scan slot and the other
 * platforms' course-dates fall behind. A scan over the cap is handed back at once and planned
 * again on the planner's next turn (docs/resilience.md, "One platform failing").
 *
 * Reads of course-dates nobody watches (the baseline) may hold at most half of a platform's
 * slots: a watched read handed back waits a whole planner turn, and while it waits the next
 * baseline reads would take the slots again, so without room kept for them watched reads starved
 * behind the baseline for minutes after a start (docs/platforms.md, "Request pacing").
 */
@Injectable()
export class PlatformBulkhead {
  private readonly running = new Map<string, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A release function when the platform has room for this read, or null when it has not. */
  tryEnter(platform: string, { watched = true } = {}): (() => void) | null {
    const count = this.running.get(platform) ?? 0;
    const cap = this.config.SCAN_PLATFORM_CONCURRENCY;
    if (count >= (watched ? cap : Math.max(1, Math.floor(cap / 2)))) return null;
    this.running.set(platform, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running.set(platform, (this.running.get(platform) ?? 1) - 1);
    };
  }
}
