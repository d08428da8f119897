import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type ContactKind, errorCodes } from '@teewatch/contracts';
import { apiErrorBody, apiErrorCode, apiErrorMessage } from '../../lib/api-error';
import { messagesFor } from '../../lib/i18n';
import { notificationErrorMessages } from './notifications.errors.messages';

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The API's own message, without the status prefix, when the body is the standard error shape. */
function serverMessage(error: CallError): string | undefined {
  if (!error || !('status' in error)) return undefined;
  return apiErrorBody(error.data)?.message;
}

/** The server's message for one field (`value`, `code`), for showing beside that input. */
function serverFieldMessage(error: CallError, field: string): string | undefined {
  if (!error || !('status' in error)) return undefined;
  return apiErrorBody(error.data)?.fields?.find((entry) => entry.field === field)?.message;
}

/**
 * Check Now refused as too soon: how long to wait, in the golfer's language. The wait is read
 * from the server's message ("Try again in 42 seconds.") because RTK Query's error keeps the body
 * but not the Retry-After header; a message without one is shown as it came.
 */
export function checkNowWaitText(error: CallError): string {
  const message = serverMessage(error);
  const seconds = /(\d+) seconds?\b/.exec(message ?? '')?.[1];
  if (seconds === undefined) return message ?? apiErrorMessage(error);
  return messagesFor(notificationErrorMessages).checkedRecently(Number(seconds));
}

/**
 * Why a contacts call failed, in the golfer's language for the answers we know; otherwise the
 * server's message for `field` (the input it is shown beside), else its message for the call.
 */
export function contactErrorText(
  error: CallError,
  kind: ContactKind,
  field?: 'value' | 'code',
): string {
  const text = messagesFor(notificationErrorMessages);
  switch (apiErrorCode(error)) {
    case errorCodes.verificationFailed:
      return text.wrongCode;
    case errorCodes.contactNotFound:
      return text.contactNotFound;
    case errorCodes.contactNotVerified:
      return text.optedOut;
    case errorCodes.smsDailyCapReached:
      return text.textLimit;
    case errorCodes.providerUnavailable:
      return text.notSent[kind];
    default:
      return (field && serverFieldMessage(error, field)) ?? apiErrorMessage(error);
  }
}
