import { apiErrorCode } from '../../lib/api-error';
import type { CallError } from '../../lib/form/useForm';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

/** Where a sign-in went wrong; a social one offers Retry Google Sign-In. */
export type AuthErrorContext = 'password' | 'magic-link' | 'social' | 'session';

export interface LoggedAuthError {
  code: string;
  message: string;
  context: AuthErrorContext;
  email?: string;
  at: number;
}

/** How many this browser keeps; the recovery panel shows the latest two. */
const KEPT = 10;
export const AUTH_ERRORS_SHOWN = 2;

/** The sign-in failures this browser saw, newest first (docs/offline.md, "Sign-in recovery"). */
export function loggedAuthErrors(): LoggedAuthError[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.authErrors) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is LoggedAuthError =>
            typeof item?.code === 'string' &&
            typeof item.message === 'string' &&
            typeof item.at === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/** The code a failed sign-in call is logged under: the API's own, else what happened to it. */
export function authErrorCode(error: CallError): string {
  const code = apiErrorCode(error);
  if (code) return code;
  return 'status' in error && error.status === 'FETCH_ERROR' ? 'NETWORK_ERROR' : 'UNKNOWN';
}

export function logAuthError(error: Omit<LoggedAuthError, 'at'>): void {
  const kept = [{ ...error, at: Date.now() }, ...loggedAuthErrors()].slice(0, KEPT);
  writeStorage(storageKeys.authErrors, JSON.stringify(kept));
}

/**
 * What each code means for the golfer, and how loudly it is shown (docs/offline.md,
 * "Sign-in recovery").
 */
export const authErrorAdvice: Record<string, { message: string; severity: 'error' | 'warning' }> = {
  INVALID_CREDENTIALS: { message: 'The email or password was not right.', severity: 'error' },
  ACCOUNT_LOCKED: {
    message:
      'Too many tries locked the account for a while. Try again later, or reset the password.',
    severity: 'error',
  },
  EMAIL_NOT_VERIFIED: {
    message: 'Confirm your email address from the message we sent before signing in.',
    severity: 'error',
  },
  SOCIAL_AUTH_DENIED: { message: 'The sign-in was cancelled or not allowed.', severity: 'warning' },
  NETWORK_ERROR: {
    message: 'TeeWatch could not be reached: check the connection.',
    severity: 'error',
  },
  SESSION_EXPIRED: { message: 'Your session ended. Please sign in again.', severity: 'warning' },
  RATE_LIMITED: {
    message: 'Too many attempts. Wait a few minutes, then try again.',
    severity: 'error',
  },
};
