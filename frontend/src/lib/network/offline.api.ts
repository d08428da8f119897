import { api } from '../api';
import { type OfflineAction, offlineActionTargets } from './offline-actions';

/** Sends one queued action with its id as the Idempotency-Key (docs/offline.md, "Replay"). */
export const offlineApi = api.injectEndpoints({
  endpoints: (build) => ({
    replayAction: build.mutation<unknown, OfflineAction>({
      query: (action) => ({
        url: offlineActionTargets[action.type],
        method: 'POST',
        body: action.data as Record<string, unknown>,
        headers: { 'Idempotency-Key': action.id },
      }),
    }),
  }),
});
