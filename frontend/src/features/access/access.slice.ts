import { createSlice } from '@reduxjs/toolkit';
import { accessRevoked } from '../../lib/api';
import { loadSavedGrant } from './access.storage';

interface AccessState {
  /** The app is shown instead of the gate. */
  granted: boolean;
  /** Granted from a grant saved by an earlier visit, so the server should confirm it once. */
  restored: boolean;
  /** The server refused a grant this browser held: the gate explains why it is back. */
  revoked: boolean;
}

export const accessSlice = createSlice({
  name: 'access',
  initialState: (): AccessState => {
    const restored = loadSavedGrant() !== null;
    return { granted: restored, restored, revoked: false };
  },
  reducers: {
    /** Continue on the welcome card: the validated grant is already saved. */
    accessEntered: () => ({ granted: true, restored: false, revoked: false }),
  },
  extraReducers: (builder) => {
    builder.addCase(accessRevoked, () => ({ granted: false, restored: false, revoked: true }));
  },
});

export const { accessEntered } = accessSlice.actions;

type WithAccess = { access: AccessState };
export const selectAccessGranted = (state: WithAccess) => state.access.granted;
export const selectAccessRestored = (state: WithAccess) => state.access.restored;
export const selectAccessRevoked = (state: WithAccess) => state.access.revoked;
