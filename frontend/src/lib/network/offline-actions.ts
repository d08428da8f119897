/** What can wait for the connection, and where each goes when it is back (docs/offline.md). */
export const offlineActionTargets = {
  'form-submit': '/forms/submit',
  search: '/search',
  booking: '/bookings',
} as const;
export type OfflineActionType = keyof typeof offlineActionTargets;

export interface OfflineAction {
  /** Also the Idempotency-Key it is sent with, so a replay never acts twice. */
  id: string;
  type: OfflineActionType;
  data: unknown;
  /** When the golfer took it (ms since the epoch). */
  timestamp: number;
  retryCount: number;
  /** Why the last replay failed: "HTTP 503". */
  lastError?: string;
}
