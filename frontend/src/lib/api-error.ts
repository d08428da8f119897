import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorSchema } from '@teewatch/contracts';

/** The API's error code (e.g. ACCESS_REQUIRED) when the body is the standard error shape. */
export function apiErrorCode(error: FetchBaseQueryError | SerializedError | undefined) {
  if (!error || !('status' in error)) return undefined;
  const parsed = apiErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data.error.code : undefined;
}

/** The inputs the API refused and why (a 400 VALIDATION_FAILED names them), in its order. */
export function apiErrorFields(error: FetchBaseQueryError | SerializedError | undefined) {
  if (!error || !('status' in error)) return [];
  const parsed = apiErrorSchema.safeParse(error.data);
  return parsed.success ? (parsed.data.error.fields ?? []) : [];
}

/**
 * The one text for a failed call (docs/product-rules.md, "Error texts"): `${status}: ${text}`,
 * where text is the API's error message, else the raw body, else the status text.
 */
export function apiErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return 'Something went wrong. Please try again.';
  if (!('status' in error)) return error.message ?? 'Something went wrong. Please try again.';
  switch (error.status) {
    case 'FETCH_ERROR':
      return 'Network error. Please check your connection and try again.';
    case 'TIMEOUT_ERROR':
      return 'The server took too long to answer. Please try again.';
    case 'PARSING_ERROR':
      return `${error.originalStatus}: ${error.data || statusText(error.originalStatus)}`;
    case 'CUSTOM_ERROR':
      return error.error;
    default: {
      const parsed = apiErrorSchema.safeParse(error.data);
      if (parsed.success) return `${error.status}: ${parsed.data.error.message}`;
      if (typeof error.data === 'string' && error.data.length > 0) {
        return `${error.status}: ${error.data}`;
      }
      return `${error.status}: ${statusText(error.status)}`;
    }
  }
}

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function statusText(status: number): string {
  return statusTexts[status] ?? 'Request failed';
}
