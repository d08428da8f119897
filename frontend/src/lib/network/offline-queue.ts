import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { OfflineAction, OfflineActionType } from './offline-actions';

/**
 * The actions waiting for the connection, in IndexedDB (docs/offline.md). Loaded only when needed,
 * so the first page a golfer opens carries none of it.
 */
let database: UseStore | undefined;
/** One IndexedDB database for this browser, named with the product prefix. */
const store = () => (database ??= createStore('teewatch:offline-actions', 'actions'));

/** Keys sort in the order the actions were taken, so a replay keeps their order. */
const keyOf = (action: OfflineAction) =>
  `${String(action.timestamp).padStart(15, '0')}:${action.id}`;

/** Keeps an action; `id` is the Idempotency-Key it was already sent with, if it was. */
export async function enqueueAction(
  type: OfflineActionType,
  data: unknown,
  id: string = crypto.randomUUID(),
): Promise<OfflineAction> {
  const action: OfflineAction = {
    id,
    type,
    data,
    timestamp: Date.now(),
    retryCount: 0,
  };
  await set(keyOf(action), action, store());
  return action;
}

/** Every action waiting, oldest first. */
export async function queuedActions(): Promise<OfflineAction[]> {
  return (await entries<string, OfflineAction>(store())).map(([, action]) => action);
}

export async function saveAction(action: OfflineAction): Promise<void> {
  await set(keyOf(action), action, store());
}

export async function removeAction(action: OfflineAction): Promise<void> {
  await del(keyOf(action), store());
}
