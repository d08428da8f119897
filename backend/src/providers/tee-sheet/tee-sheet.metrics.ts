import { type TeeSheetErrorKind } from './tee-sheet.errors.js';
import { type TeeSheetPlatform } from './tee-sheet.provider.js';

export type BreakerState = 'closed' | 'open' | 'half_open';

/** One HTTP attempt; `outcome` is 'ok' or the kind of error it ended in. */
export interface RequestObservation {
  platform: TeeSheetPlatform;
  outcome: 'ok' | TeeSheetErrorKind;
  /** HTTP status when an answer arrived. */
  status?: number;
  durationMs: number;
}

/** One fetchTeeTimes call, however many HTTP attempts it took. */
export interface FetchObservation {
  platform: TeeSheetPlatform;
  outcome: 'ok' | TeeSheetErrorKind;
  durationMs: number;
  teeTimes: number;
}

/**
 * Hooks through which the app publishes tee-sheet metrics (Prometheus in production). Every hook is
 * called synchronously on the request path, so implementations only record.
 */
export interface TeeSheetMetrics {
  requestCompleted(observation: RequestObservation): void;
  retryScheduled(event: {
    platform: TeeSheetPlatform;
    kind: TeeSheetErrorKind;
    attempt: number;
    delayMs: number;
  }): void;
  /** Time a request waited for its turn under the platform's rate cap. */
  queueWaited(event: { platform: TeeSheetPlatform; waitMs: number }): void;
  breakerStateChanged(event: {
    platform: TeeSheetPlatform;
    from: BreakerState;
    to: BreakerState;
  }): void;
  fetchCompleted(observation: FetchObservation): void;
  /** Slots in an otherwise good answer that could not be read (missing time, no price, ...). */
  slotsSkipped(event: { platform: TeeSheetPlatform; reason: string; count: number }): void;
}

export const noopTeeSheetMetrics: TeeSheetMetrics = {
  requestCompleted: () => undefined,
  retryScheduled: () => undefined,
  queueWaited: () => undefined,
  breakerStateChanged: () => undefined,
  fetchCompleted: () => undefined,
  slotsSkipped: () => undefined,
};
