import type { SessionTokens, SessionUser } from '@teewatch/contracts';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

/**
 * What this browser keeps under `teewatch:session`: the session token pair
 * (docs/product-rules.md, "Sessions and tokens").
 */
export interface StoredSession {
  token: string;
  refreshToken: string;
  /** When the access token expires (ISO 8601); the refresh is scheduled from it. */
  expiresAt: string;
  /** Null for tokens that arrived in an address, until /me says whose they are. */
  user: SessionUser | null;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.token === 'string' &&
    typeof entry.refreshToken === 'string' &&
    typeof entry.expiresAt === 'string' &&
    // An object, or null until /me has answered.
    typeof entry.user === 'object'
  );
}

/** A stored session read from its text (as kept, or as a storage event carries it), or null. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The saved session, or null. A damaged entry is removed so it cannot break every load. */
export function loadStoredSession(): StoredSession | null {
  const raw = readStorage(storageKeys.session);
  const stored = parseStoredSession(raw);
  if (raw !== null && stored === null) removeStorage(storageKeys.session);
  return stored;
}

export function saveStoredSession(session: StoredSession): void {
  writeStorage(storageKeys.session, JSON.stringify(session));
}

export function clearStoredSession(): void {
  removeStorage(storageKeys.session);
}

export function storedSessionFromTokens(tokens: SessionTokens): StoredSession {
  return {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    expiresAt: tokens.expiresAt,
    user: tokens.user,
  };
}

/**
 * A token pair that arrived without its answer (in an address, from the OAuth popup). The expiry
 * is read from the JWT's `exp` only to schedule the refresh; the server still validates the token.
 * An unreadable token counts as expired, so start-up refreshes it at once.
 */
export function storedSessionFromAddressTokens(token: string, refreshToken: string): StoredSession {
  return { token, refreshToken, expiresAt: accessTokenExpiry(token), user: null };
}

function accessTokenExpiry(token: string): string {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    if (typeof exp === 'number') return new Date(exp * 1000).toISOString();
  } catch {
    // Not a readable JWT: treated as expired below.
  }
  return new Date(0).toISOString();
}

/**
 * "Continue without account": browsing on; signing in clears it (docs/decisions.md,
 * "Continue without account").
 */
export function setGuest(): void {
  writeStorage(storageKeys.guest, 'true');
}

export function clearGuest(): void {
  removeStorage(storageKeys.guest);
}
