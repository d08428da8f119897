import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '@teewatch/contracts';

/**
 * The API's error when a body has its shape (`apiErrorSchema`): read by hand, since every page
 * needs it before the contracts' schemas load (docs/web-app-delivery.md, "Contracts load late").
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
  return { code: error.code, message: error.message, ...(fields ? { fields } : {}) };
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
  if (!error) return 'Something went wrong. Please try again.';
  if (!('status' in error)) return error.message ?? 'Something went wrong. Please try again.';
  switch (error.status) {
    case 'FETCH_ERROR':
      return 'Network error. Please check your connection and try again.';
    case 'TIMEOUT_ERROR':
      return 'The server took too long to answer. Please try again.';
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
