import { type SharedMetrics } from '../../infra/metrics/shared-metrics.js';
import { type TeeSheetMetrics } from './tee-sheet.metrics.js';

export const breakerStateValue = { closed: 0, half_open: 1, open: 2 } as const;

/** Tee-sheet metrics recorded wherever the adapters run, for the API's /metrics to expose. */
export function sharedTeeSheetMetrics(shared: SharedMetrics): TeeSheetMetrics {
  return {
    requestCompleted: ({ platform, outcome, durationMs }) => {
      shared.increment('tee_sheet_requests', { platform, outcome });
      shared.observe('tee_sheet_request_duration_seconds', { platform }, durationMs / 1000);
    },
    retryScheduled: ({ platform, kind }) =>
      shared.increment('tee_sheet_retries', { platform, kind }),
    queueWaited: () => undefined,
    breakerStateChanged: ({ platform, to }) =>
      shared.set('tee_sheet_breaker_state', { platform }, breakerStateValue[to]),
    fetchCompleted: ({ platform, outcome }) =>
      shared.increment('tee_sheet_fetches', { platform, outcome }),
    slotsSkipped: ({ platform, reason, count }) =>
      shared.increment('tee_sheet_slots_skipped', { platform, reason }, count),
  };
}
