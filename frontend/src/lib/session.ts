import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { SessionTokens, SessionUser } from '@teewatch/contracts';
import { api } from './api';
import { fetchSessionUser, refreshSession, REFRESH_LEAD_MS, revokeSession } from './session-client';
import {
  clearGuest,
  clearStoredSession,
  loadStoredSession,
  parseStoredSession,
  saveStoredSession,
  setGuest,
  storedSessionFromAddressTokens,
  storedSessionFromTokens,
  type StoredSession,
} from './session-storage';
import { storageKeys } from './storage';
import {
  selectSessionExpired,
  selectSessionStatus,
  selectSessionUser,
  sessionCleared,
  sessionEstablished,
  sessionExpired,
  userUpdated,
  type SessionStatus,
} from './session.slice';

export type { SessionStatus } from './session.slice';

export interface Session {
  status: SessionStatus;
  /** The signed-in golfer; null while checking and when signed out. */
  user: SessionUser | null;
  /** The session ended because it could not be renewed (sign-in shows "Session expired..."). */
  expired: boolean;
  /**
   * Stores a token pair the server just issued (sign-in, magic link, verified email). The API
   * cache is reset, mutation results included: keep what a page needs from the answer itself.
   */
  signIn: (tokens: SessionTokens) => void;
  /** Keeps the stored user in step with a profile change. */
  updateUser: (user: SessionUser) => void;
  /** Clears everything this browser holds and revokes the session on the server. */
  signOut: () => Promise<void>;
}

/** Who is signed in, and the ways to change that. */
export function useSession(): Session {
  const dispatch = useDispatch();
  const status = useSelector(selectSessionStatus);
  const user = useSelector(selectSessionUser);
  const expired = useSelector(selectSessionExpired);

  const signIn = useCallback((tokens: SessionTokens) => establish(dispatch, tokens), [dispatch]);
  const updateUser = useCallback(
    (next: SessionUser) => {
      const stored = loadStoredSession();
      if (stored) saveStoredSession({ ...stored, user: next });
      dispatch(userUpdated(next));
    },
    [dispatch],
  );
  const signOut = useCallback(() => endSession(dispatch), [dispatch]);

  return useMemo(
    () => ({ status, user, expired, signIn, updateUser, signOut }),
    [status, user, expired, signIn, updateUser, signOut],
  );
}

/**
 * "Continue without account": browse as a guest (docs/decisions.md, "Continue without account").
 */
export function continueAsGuest(): void {
  setGuest();
}

function establish(dispatch: Dispatch, tokens: SessionTokens): void {
  saveStoredSession(storedSessionFromTokens(tokens));
  clearGuest();
  dispatch(sessionEstablished({ user: tokens.user, expiresAt: tokens.expiresAt }));
  // Answers cached before belong to the browser's access grant; the account's may differ (the
  // browser's alerts move to the account on sign-in).
  dispatch(api.util.resetApiState());
}

async function endSession(dispatch: Dispatch): Promise<void> {
  const stored = loadStoredSession();
  clearStoredSession();
  clearGuest();
  dispatch(sessionCleared());
  // Cached answers belong to the golfer who just left.
  dispatch(api.util.resetApiState());
  // Signed out here whatever the server says; a session it still holds dies with its refresh token.
  if (stored) await revokeSession(stored);
}

/**
 * Start-up (docs/product-rules.md, "Sessions and tokens"): tokens in the address (any route) are
 * taken and removed from the address bar, then validated; otherwise the stored tokens are. An
 * expired token is refreshed first; a refused token or refresh clears the session. Call once per
 * page load, before the router reads the address.
 */
export async function startSession(dispatch: Dispatch): Promise<void> {
  const fromAddress = takeTokensFromAddress();
  if (fromAddress) saveStoredSession(fromAddress);
  const stored = loadStoredSession();
  if (!stored) {
    dispatch(sessionCleared());
    return;
  }

  const user =
    Date.parse(stored.expiresAt) > Date.now() ? await fetchSessionUser(stored.token) : 'rejected';
  if (typeof user !== 'string') {
    saveStoredSession({ ...stored, user });
    dispatch(sessionEstablished({ user, expiresAt: stored.expiresAt }));
    return;
  }
  if (user === 'unreachable') {
    keepOffline(dispatch, stored);
    return;
  }

  const renewed = await refreshSession(stored.token);
  if (renewed === 'unreachable') keepOffline(dispatch, stored);
  else if (renewed === 'rejected') dispatch(sessionCleared());
  else await confirmRenewed(dispatch, renewed);
}

/** A refresh from address tokens may come back without a user we know: ask once. */
async function confirmRenewed(dispatch: Dispatch, renewed: StoredSession): Promise<void> {
  const user = renewed.user ?? (await fetchSessionUser(renewed.token));
  if (typeof user === 'string') {
    dispatch(sessionCleared());
    return;
  }
  saveStoredSession({ ...renewed, user });
  dispatch(sessionEstablished({ user, expiresAt: renewed.expiresAt }));
}

/** The server did not answer: a known golfer stays signed in; nothing is thrown away. */
function keepOffline(dispatch: Dispatch, stored: StoredSession): void {
  if (stored.user) dispatch(sessionEstablished({ user: stored.user, expiresAt: stored.expiresAt }));
  else dispatch(sessionCleared());
}

function takeTokensFromAddress(): StoredSession | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  const refreshToken = url.searchParams.get('refresh_token');
  if (!token || !refreshToken) return null;
  url.searchParams.delete('token');
  url.searchParams.delete('refresh_token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return storedSessionFromAddressTokens(token, refreshToken);
}

/**
 * The tabs of one browser share the stored session, so each follows what another does to it:
 * signed out there, signed out here (no tab keeps showing a golfer who left); signed in or renewed
 * there, the same here (its refresh timer restarts from the new expiry). The browser tells only the
 * other tabs, through the storage event.
 */
export function followOtherTabs(dispatch: Dispatch): void {
  window.addEventListener('storage', (event) => {
    // key null: the other tab cleared all of this site's storage.
    if (event.key !== null && event.key !== storageKeys.session) return;
    const stored = loadStoredSession();
    if (!stored) {
      dispatch(sessionCleared());
      dispatch(api.util.resetApiState());
      return;
    }
    // Tokens the other tab has not yet confirmed with /me: its next write will say whose they are.
    if (!stored.user) return;
    dispatch(sessionEstablished({ user: stored.user, expiresAt: stored.expiresAt }));
    // Answers cached for another golfer (or for the browser alone) are not this one's.
    if (parseStoredSession(event.oldValue)?.user?.id !== stored.user.id) {
      dispatch(api.util.resetApiState());
    }
  });
}

/** A failed scheduled refresh for want of a network is tried again after this long. */
const RETRY_REFRESH_MS = 30_000;

/**
 * Keeps a signed-in session alive: a refresh 60 s before the access token expires (at once if
 * already due). A new session restarts the timer; signing out stops it.
 */
export function registerSessionListeners(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    actionCreator: sessionEstablished,
    effect: async (action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      let dueIn = Date.parse(action.payload.expiresAt) - REFRESH_LEAD_MS - Date.now();
      for (;;) {
        const ended = await listenerApi.condition(
          (next) => sessionCleared.match(next) || sessionExpired.match(next),
          Math.max(0, dueIn),
        );
        if (ended) return;
        const stored = loadStoredSession();
        if (!stored) return;
        const renewed = await refreshSession(stored.token);
        if (renewed === 'rejected') {
          listenerApi.dispatch(sessionExpired());
          return;
        }
        if (renewed !== 'unreachable') {
          const user = renewed.user ?? action.payload.user;
          listenerApi.dispatch(sessionEstablished({ user, expiresAt: renewed.expiresAt }));
          return;
        }
        dueIn = RETRY_REFRESH_MS;
      }
    },
  });
}
