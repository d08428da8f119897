import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useToast } from '../../components/toast/useToast';
import { messagesFor } from '../i18n';
import {
  CONNECTION_REFRESH_MS,
  type ConnectionInfo,
  connectionQuality,
  currentConnection,
} from './connection-quality';
import { networkMessages } from './network.messages';
import { NetworkStatusContext, type NetworkStatus } from './network-status-context';
import type { OfflineAction } from './offline-actions';
import { offlineApi } from './offline.api';

/** Loaded when first needed (always online: a replay, or a page that can keep actions). */
const loadQueue = () => import('./offline-queue');

/** One tab replays at a time, so two open tabs never send an action twice at once. */
async function withQueueLock(work: () => Promise<void>): Promise<void> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks) await locks.request('teewatch:offline-actions', work);
  else await work();
}

/** The HTTP status of a failed replay as the queue records it, or a network failure. */
function failureOf(error: { status?: unknown }): string {
  return typeof error.status === 'number' ? `HTTP ${error.status}` : 'Network error';
}

/**
 * Online or not, how good the connection is (read every 30 s), and the actions kept while
 * offline, replayed in order on reconnect (docs/offline.md).
 */
export function NetworkStatusProvider({ children }: { children: ReactNode }) {
  const { toast } = useToast();
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [connection, setConnection] = useState<ConnectionInfo>(currentConnection);
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  const [queue, setQueue] = useState<OfflineAction[]>([]);
  const [replaying, setReplaying] = useState(false);
  const replayRunning = useRef(false);
  // A replay can outlast the page (a test's end, a closed tab): it then updates no state.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refreshQueue = useCallback(async () => {
    setQueue(await (await loadQueue()).queuedActions());
  }, []);

  const replay = useCallback(async () => {
    if (replayRunning.current) return;
    if (!navigator.onLine) return refreshQueue();
    replayRunning.current = true;
    setReplaying(true);
    const stored = await loadQueue();
    try {
      await withQueueLock(async () => {
        for (const action of await stored.queuedActions()) {
          const result = await dispatch(offlineApi.endpoints.replayAction.initiate(action));
          if (!result.error) {
            await stored.removeAction(action);
            continue;
          }
          const lastError = failureOf(result.error as { status?: unknown });
          await stored.saveAction({ ...action, retryCount: action.retryCount + 1, lastError });
          // The connection went again: the rest waits for the next reconnect.
          if (lastError === 'Network error') break;
        }
      });
    } finally {
      replayRunning.current = false;
      if (mounted.current) setReplaying(false);
    }
    const left = await stored.queuedActions();
    if (mounted.current) setQueue(left);
  }, [dispatch, refreshQueue]);

  useEffect(() => {
    const wentOffline = () => {
      setOnline(false);
      toast({ ...messagesFor(networkMessages).offline, variant: 'destructive' });
    };
    const cameBack = () => {
      setOnline(true);
      toast(messagesFor(networkMessages).online);
      void replay();
    };
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameBack);
    return () => {
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameBack);
    };
  }, [replay, toast]);

  useEffect(() => {
    const read = () => {
      setConnection(currentConnection());
      setCheckedAt(Date.now());
    };
    const timer = window.setInterval(read, CONNECTION_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  // Actions kept by an earlier visit go out once this page is idle, without delaying its start.
  // If the connection drops first, coming back sends them instead: one replay, not two racing.
  useEffect(() => {
    const timer = window.setTimeout(() => void replay(), 2000);
    const cancel = () => window.clearTimeout(timer);
    window.addEventListener('offline', cancel);
    return () => {
      cancel();
      window.removeEventListener('offline', cancel);
    };
  }, [replay]);

  const status = useMemo<NetworkStatus>(
    () => ({
      online,
      quality: connectionQuality(online, connection),
      connection,
      checkedAt,
      queue,
      replaying,
      refreshQueue,
      replay,
    }),
    [online, connection, checkedAt, queue, replaying, refreshQueue, replay],
  );
  return <NetworkStatusContext.Provider value={status}>{children}</NetworkStatusContext.Provider>;
}
