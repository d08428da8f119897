/** What the Network Information API tells (Chromium only; absent elsewhere). */
export interface ConnectionInfo {
  effectiveType?: string;
  /** Megabits a second, as the browser estimates it. */
  downlink?: number;
}

export type ConnectionQuality = 'excellent' | 'good' | 'poor' | 'offline';

/**
 * Excellent on 4g above 2 Mb/s, good on 3g or above 1 Mb/s, else poor; offline is its own state
 * (docs/offline.md, "Connection quality").
 */
export function connectionQuality(online: boolean, info: ConnectionInfo): ConnectionQuality {
  if (!online) return 'offline';
  const downlink = info.downlink ?? 0;
  if (info.effectiveType === '4g' && downlink > 2) return 'excellent';
  if (info.effectiveType === '3g' || downlink > 1) return 'good';
  return 'poor';
}

/** The browser's connection information now, where it has any. */
export function currentConnection(): ConnectionInfo {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  return connection
    ? { effectiveType: connection.effectiveType, downlink: connection.downlink }
    : {};
}

/** How often the connection information is read again. */
export const CONNECTION_REFRESH_MS = 30_000;
