import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@teewatch/contracts';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

interface SessionState {
  /** 'checking' until start-up has validated (or dropped) the stored tokens. */
  status: SessionStatus;
  user: SessionUser | null;
  /** The last session ended because its refresh failed: sign-in says so. */
  expired: boolean;
}

/**
 * Who is signed in, for the UI. The tokens themselves live only in storage (`teewatch:session`),
 * where the API client reads them; this slice never copies them.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ status: 'checking', user: null, expired: false }),
  reducers: {
    /** A valid token pair is stored; `expiresAt` schedules its refresh. */
    sessionEstablished: (
      _state,
      action: PayloadAction<{ user: SessionUser; expiresAt: string }>,
    ): SessionState => ({
      status: 'signed-in',
      user: action.payload.user,
      expired: false,
    }),
    userUpdated: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
    },
    /** Signed out, or nothing valid was stored. */
    sessionCleared: (): SessionState => ({ status: 'signed-out', user: null, expired: false }),
    /** A signed-in call found the session gone and the refresh failed. */
    sessionExpired: (): SessionState => ({ status: 'signed-out', user: null, expired: true }),
  },
});

export const { sessionEstablished, userUpdated, sessionCleared, sessionExpired } =
  sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectSessionUser = (state: WithSession) => state.session.user;
export const selectSessionExpired = (state: WithSession) => state.session.expired;
