import type { SessionTokens, SessionUser } from '@teewatch/contracts';
import {
  clearStoredSession,
  loadStoredSession,
  saveStoredSession,
  storedSessionFromTokens,
  type StoredSession,
} from './session-storage';

/**
 * The session's own calls. They go around RTK Query on purpose: the API client's base query needs
 * the refresh itself, and a refresh must never trigger another refresh.
 */
const sessionApi = `${window.location.origin}/api/auth/magic-link`;

/**
 * The refresh runs this long before the access token expires (docs/product-rules.md,
 * "Sessions and tokens").
 */
export const REFRESH_LEAD_MS = 60_000;

/** `rejected`: the server refused the tokens. `unreachable`: no answer, the tokens may be fine. */
export type SessionFailure = 'rejected' | 'unreachable';

async function call(path: string, init: RequestInit): Promise<Response | 'unreachable'> {
  try {
    return await fetch(`${sessionApi}${path}`, { credentials: 'include', ...init });
  } catch {
    return 'unreachable';
  }
}

function failureOf(response: Response): SessionFailure {
  return response.status >= 500 || response.status === 429 ? 'unreachable' : 'rejected';
}

/** The body as JSON, or undefined when it is not JSON (its contract check then fails). */
async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** GET /me with the access token: whose tokens these are. */
export async function fetchSessionUser(token: string): Promise<SessionUser | SessionFailure> {
  const response = await call('/me', { headers: { Authorization: `Bearer ${token}` } });
  if (response === 'unreachable') return response;
  if (!response.ok) return failureOf(response);
  // A 200 that breaks its contract says nothing about the tokens: as if no answer came.
  const { sessionUserResponseSchema } = await import('@teewatch/contracts/auth');
  const body = sessionUserResponseSchema.safeParse(await jsonOf(response));
  return body.success ? body.data.user : 'unreachable';
}

async function postRefresh(refreshToken: string): Promise<SessionTokens | SessionFailure> {
  const response = await call('/refresh', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  if (response === 'unreachable') return response;
  if (!response.ok) return failureOf(response);
  const { sessionTokensSchema } = await import('@teewatch/contracts/auth');
  const body = sessionTokensSchema.safeParse(await jsonOf(response));
  return body.success ? body.data : 'unreachable';
}

let refreshInFlight: Promise<StoredSession | SessionFailure> | null = null;

/**
 * Trades the stored refresh token for a new pair, once at a time. Refresh tokens rotate and a reused
 * one revokes the whole family, so concurrent callers (the scheduler, several 401s, other tabs via
 * the Web Locks API where the browser has it) share one call, and a pair that someone else already
 * renewed since `staleToken` was read is used as it is. A refused refresh clears the stored session.
 */
export function refreshSession(staleToken: string): Promise<StoredSession | SessionFailure> {
  refreshInFlight ??= withRefreshLock(() => refreshStored(staleToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function refreshStored(staleToken: string): Promise<StoredSession | SessionFailure> {
  const stored = loadStoredSession();
  if (!stored) return 'rejected';
  const renewedElsewhere =
    stored.token !== staleToken && Date.parse(stored.expiresAt) - Date.now() > REFRESH_LEAD_MS;
  if (renewedElsewhere) return stored;

  const result = await postRefresh(stored.refreshToken);
  // While the call ran, the golfer may have signed out (keep it that way) or in again (keep that).
  const current = loadStoredSession();
  if (current === null) return 'rejected';
  if (current.refreshToken !== stored.refreshToken) return current;
  if (result === 'rejected') clearStoredSession();
  if (typeof result === 'string') return result;
  const renewed = storedSessionFromTokens(result);
  saveStoredSession(renewed);
  return renewed;
}

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('teewatch:session-refresh', task) as Promise<T>) : task();
}

/** POST /logout: revokes the refresh token's family on the server. True when the server agreed. */
export async function revokeSession(session: StoredSession): Promise<boolean> {
  const response = await call('/logout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ refreshToken: session.refreshToken }),
  });
  return response !== 'unreachable' && response.ok;
}
