import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorBody } from '../../lib/api-error';

/**
 * What the product says where the prototype said "Firebase not initialized" (docs/decisions.md,
 * "Sign-in unavailable").
 */
export const SIGN_IN_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again.';
export const NETWORK_ERROR = 'Network error. Please try again.';

/** What a password form reports, as a failed call, when the server offers no password sign-in. */
export const passwordSignInOff: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: SIGN_IN_UNAVAILABLE,
};

/**
 * The text a sign-in form shows for a failed call: the server's own words for what the golfer can
 * act on (wrong password, locked, not verified, a field), `fallback` when the server failed.
 */
export function authErrorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string,
): string {
  if (!error || !('status' in error)) return fallback;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return NETWORK_ERROR;
  if (error.status === 'CUSTOM_ERROR') return error.error;
  if (typeof error.status !== 'number' || error.status >= 500) return fallback;
  const body = apiErrorBody(error.data);
  if (!body) return fallback;
  return body.fields?.[0]?.message ?? body.message;
}

/** The HTTP status of a failed call, when it has one. */
export function errorStatus(error: FetchBaseQueryError | SerializedError | undefined) {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}
