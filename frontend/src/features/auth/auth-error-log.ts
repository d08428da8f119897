import { apiErrorCode } from '../../lib/api-error';
import type { CallError } from '../../lib/form/useForm';
import { messagesFor } from '../../lib/i18n';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { authErrorAdviceMessages } from './auth-error-log.messages';

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

type AdvisedCode = keyof typeof authErrorAdviceMessages.english;

/** How loudly each code is shown; its words are in auth-error-log.messages.ts. */
const adviceSeverity: Record<AdvisedCode, 'error' | 'warning'> = {
  INVALID_CREDENTIALS: 'error',
  ACCOUNT_LOCKED: 'error',
  EMAIL_NOT_VERIFIED: 'error',
  SOCIAL_AUTH_DENIED: 'warning',
  NETWORK_ERROR: 'error',
  SESSION_EXPIRED: 'warning',
  RATE_LIMITED: 'error',
};

function isAdvised(code: string): code is AdvisedCode {
  return Object.hasOwn(adviceSeverity, code);
}

/**
 * What a code means for the golfer, and how loudly it is shown (docs/offline.md,
 * "Sign-in recovery"); nothing for a code without advice.
 */
export function authErrorAdvice(
  code: string,
): { message: string; severity: 'error' | 'warning' } | undefined {
  if (!isAdvised(code)) return undefined;
  return { message: messagesFor(authErrorAdviceMessages)[code], severity: adviceSeverity[code] };
}
