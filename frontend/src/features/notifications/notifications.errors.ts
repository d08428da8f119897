import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorSchema } from '@teewatch/contracts';

type CallError = FetchBaseQueryError | SerializedError | undefined;

/** The API's own message, without the status prefix, when the body is the standard error shape. */
export function serverMessage(error: CallError): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const parsed = apiErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data.error.message : undefined;
}

/** The server's message for one field (`value`, `code`), for showing beside that input. */
export function serverFieldMessage(error: CallError, field: string): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const parsed = apiErrorSchema.safeParse(error.data);
  if (!parsed.success) return undefined;
  return parsed.data.error.fields?.find((entry) => entry.field === field)?.message;
}
