import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { accessRevoked } from '../../lib/api';
import { clearSavedGrant } from './access.storage';

/** Side effects of access changes, kept out of the reducer: a revoked grant is forgotten. */
export function registerAccessListeners(listener: ListenerMiddlewareInstance) {
  listener.startListening({ actionCreator: accessRevoked, effect: () => clearSavedGrant() });
}
