import { useCallback } from 'react';
import { useToast } from '../../components/toast/useToast';
import type { CallError } from '../form/useForm';
import { messagesFor } from '../i18n';
import { networkMessages } from './network.messages';
import { enqueueAction } from './offline-queue';
import type { OfflineActionType } from './offline-actions';
import { useNetworkStatus } from './network-status-context';

type CallResult<T> = { data: T; error?: undefined } | { data?: undefined; error: CallError };

export type SendOutcome<T> =
  { status: 'sent'; data: T } | { status: 'kept' } | { status: 'failed'; error: CallError };

/** A call that never reached the server: fetch itself failed. */
const neverArrived = (error: CallError) => 'status' in error && error.status === 'FETCH_ERROR';

/**
 * Sends an action now, or keeps it for the reconnect when offline or when the connection drops
 * on the way; the same Idempotency-Key goes with every try, so it is done once (docs/offline.md).
 */
export function useSendOrKeep() {
  const network = useNetworkStatus();
  const { toast } = useToast();
  // Imported here, not loaded on demand: once offline, no more code can be fetched.
  const keep = useCallback(
    async (type: OfflineActionType, data: unknown, key: string) => {
      await enqueueAction(type, data, key);
      await network.refreshQueue();
      toast(messagesFor(networkMessages).kept);
    },
    [network, toast],
  );
  return useCallback(
    async <T>(
      type: OfflineActionType,
      data: unknown,
      send: (idempotencyKey: string) => Promise<CallResult<T>>,
    ): Promise<SendOutcome<T>> => {
      const key = crypto.randomUUID();
      if (!network.online) {
        await keep(type, data, key);
        return { status: 'kept' };
      }
      const result = await send(key);
      if (result.error === undefined) return { status: 'sent', data: result.data };
      if (neverArrived(result.error)) {
        await keep(type, data, key);
        return { status: 'kept' };
      }
      return { status: 'failed', error: result.error };
    },
    [network.online, keep],
  );
}
