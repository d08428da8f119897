import { createContext, useContext } from 'react';
import type { ConnectionInfo, ConnectionQuality } from './connection-quality';
import type { OfflineAction } from './offline-actions';

export interface NetworkStatus {
  online: boolean;
  quality: ConnectionQuality;
  connection: ConnectionInfo;
  /** When the connection information was last read. */
  checkedAt: number;
  /** The actions waiting, oldest first. */
  queue: OfflineAction[];
  replaying: boolean;
  /** Reads the waiting actions again, after one was kept. */
  refreshQueue: () => Promise<void>;
  /** Sends the waiting actions in order, now (it runs by itself on reconnect). */
  replay: () => Promise<void>;
}

export const NetworkStatusContext = createContext<NetworkStatus | null>(null);

export function useNetworkStatus(): NetworkStatus {
  const status = useContext(NetworkStatusContext);
  if (!status) throw new Error('useNetworkStatus must be used within NetworkStatusProvider');
  return status;
}
