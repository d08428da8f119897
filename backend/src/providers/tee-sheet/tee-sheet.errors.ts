import { type ProviderLink, type TeeSheetPlatform } from './tee-sheet.provider.js';

/**
 * Why a tee-sheet call failed, so the scanner can decide what to do next: retry later
 * (timeout, network, unavailable, rate_limited, breaker_open), fix the course's configuration
 * (rejected, unauthorized), or look at the platform's changed format (malformed).
 */
export const teeSheetErrorKinds = [
  /** No answer within the request timeout. */
  'timeout',
  /** The connection failed (refused, reset, DNS). */
  'network',
  /** 429 after every retry; `retryAfterMs` says when the platform allows the next request. */
  'rate_limited',
  /** 5xx after every retry. */
  'unavailable',
  /** 401 or 403: a restricted booking class, a wrong api key, bot protection. */
  'unauthorized',
  /** The platform refused the course's ids: a 4xx such as Chronogolf's 422, or foreUP's bare `false`. */
  'rejected',
  /** An answer that is not the expected JSON: HTML, a non-array, no usable slot. */
  'malformed',
  /** The platform's circuit breaker is open; no request was sent. */
  'breaker_open',
  /** The caller's AbortSignal fired. */
  'aborted',
] as const;
export type TeeSheetErrorKind = (typeof teeSheetErrorKinds)[number];

export interface TeeSheetErrorDetails {
  status?: number;
  retryAfterMs?: number;
  cause?: unknown;
}

export class TeeSheetError extends Error {
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly kind: TeeSheetErrorKind,
    readonly platform: TeeSheetPlatform,
    message: string,
    details: TeeSheetErrorDetails = {},
  ) {
    super(`${platform}: ${message}`, details.cause === undefined ? {} : { cause: details.cause });
    this.name = 'TeeSheetError';
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** Transient failures worth another attempt after a pause. */
export const isRetryable = (kind: TeeSheetErrorKind): boolean =>
  kind === 'timeout' || kind === 'network' || kind === 'unavailable' || kind === 'rate_limited';

/** A course link handed to another platform's adapter: a wiring mistake, refused before any call. */
export const wrongPlatform = (platform: TeeSheetPlatform, link: ProviderLink): TeeSheetError =>
  new TeeSheetError('rejected', platform, `cannot fetch a ${link.platform} course`);
