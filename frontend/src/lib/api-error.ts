import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '@teewatch/contracts';
import { apiErrorMessages } from './api-error.messages';
import { messagesFor } from './i18n';

/**
 * The API's error when a body has its shape (`apiErrorSchema`): read by hand, since every page
 * needs it before the contracts' schemas load (docs/web-app-delivery.md, "Contracts load late").
 * The server writes English; its message is given in the golfer's language where TeeWatch knows it.
 */
export function apiErrorBody(body: unknown): ApiError['error'] | undefined {
  if (typeof body !== 'object' || body === null || (body as ApiError).success !== false) {
    return undefined;
  }
  const error = (body as { error?: unknown }).error as Partial<ApiError['error']> | undefined;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') return undefined;
  const fields = Array.isArray(error.fields)
    ? error.fields.filter(
        (item): item is { field: string; message: string } =>
          typeof item?.field === 'string' && typeof item.message === 'string',
      )
    : undefined;
  const message = messagesFor(apiErrorMessages).serverMessage(error.code, error.message);
  return { code: error.code, message, ...(fields ? { fields } : {}) };
}

/** The API's error code (e.g. ACCESS_REQUIRED) when the body is the standard error shape. */
export function apiErrorCode(error: FetchBaseQueryError | SerializedError | undefined) {
  if (!error || !('status' in error)) return undefined;
  return apiErrorBody(error.data)?.code;
}

/** The inputs the API refused and why (a 400 VALIDATION_FAILED names them), in its order. */
export function apiErrorFields(error: FetchBaseQueryError | SerializedError | undefined) {
  if (!error || !('status' in error)) return [];
  return apiErrorBody(error.data)?.fields ?? [];
}

/**
 * The one text a golfer sees for a failed call (docs/product-rules.md, "Error texts"): the API's
 * error message, else the raw body, else the status text. The status code stays in the call's
 * error for the data layer; a golfer reads no "400: " in front of a sentence.
 */
export function apiErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  const text = messagesFor(apiErrorMessages);
  if (!error) return text.unexpected;
  if (!('status' in error)) return error.message ?? text.unexpected;
  switch (error.status) {
    case 'FETCH_ERROR':
      return text.network;
    case 'TIMEOUT_ERROR':
      return text.timeout;
    case 'PARSING_ERROR':
      return readable(error.data) ?? statusText(error.originalStatus);
    case 'CUSTOM_ERROR':
      return error.error;
    default: {
      return apiErrorBody(error.data)?.message ?? readable(error.data) ?? statusText(error.status);
    }
  }
}

/** A plain-text body as it came; an empty one, or a proxy's HTML error page, is no message. */
function readable(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  const text = body.trim();
  return text.length > 0 && !text.startsWith('<') ? text : undefined;
}

function statusText(status: number): string {
  const { statuses, requestFailed } = messagesFor(apiErrorMessages);
  return Object.hasOwn(statuses, status)
    ? statuses[status as keyof typeof statuses]
    : requestFailed;
}
