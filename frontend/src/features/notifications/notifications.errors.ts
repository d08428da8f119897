import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorBody } from '../../lib/api-error';

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The API's own message, without the status prefix, when the body is the standard error shape. */
export function serverMessage(error: CallError): string | undefined {
  if (!error || !('status' in error)) return undefined;
  return apiErrorBody(error.data)?.message;
}

/** The server's message for one field (`value`, `code`), for showing beside that input. */
export function serverFieldMessage(error: CallError, field: string): string | undefined {
  if (!error || !('status' in error)) return undefined;
  return apiErrorBody(error.data)?.fields?.find((entry) => entry.field === field)?.message;
}
