import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorBody } from '../../lib/api-error';
import { messagesFor } from '../../lib/i18n';
import { authErrorsMessages } from './auth.errors.messages';
import { refusedFieldText } from './auth.validation';

/**
 * What a password form reports, as a failed call, when the server offers no password sign-in;
 * authErrorMessage knows it and says sign-in is unavailable.
 */
export const passwordSignInOff: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: 'PASSWORD_SIGN_IN_OFF',
};

/**
 * The text a sign-in form shows for a failed call: the server's own words for what the golfer can
 * act on (wrong password, locked, not verified, a field), `fallback` when the server failed. The
 * API error's message is already in the golfer's language when TeeWatch knows it (lib/api-error).
 */
export function authErrorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string,
): string {
  if (!error || !('status' in error)) return fallback;
  if (error === passwordSignInOff) return messagesFor(authErrorsMessages).signInUnavailable;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return messagesFor(authErrorsMessages).network;
  }
  if (error.status === 'CUSTOM_ERROR') return apiErrorBody(error.data)?.message ?? error.error;
  if (typeof error.status !== 'number' || error.status >= 500) return fallback;
  const body = apiErrorBody(error.data);
  if (!body) return fallback;
  const refusedField = body.fields?.[0]?.message;
  return refusedField === undefined ? body.message : refusedFieldText(refusedField);
}

/** The HTTP status of a failed call, when it has one. */
export function errorStatus(error: FetchBaseQueryError | SerializedError | undefined) {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}
