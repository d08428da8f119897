import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type ErrorCode, errorCodes } from '@teewatch/contracts';
import { apiErrorCode, apiErrorFields, apiErrorMessage } from '../../lib/api-error';

/** Our own words for the answers a call is known to give: by code, or by the input refused. */
export interface KnownFailures {
  codes?: Partial<Record<ErrorCode, string>>;
  /** For VALIDATION_FAILED, by the first field the API names. */
  fields?: Record<string, string>;
}

/**
 * What a golfer reads when a call fails: our text for an answer we know, in the golfer's
 * language; the server's own words only for an answer we do not.
 */
export function failureText(
  error: FetchBaseQueryError | SerializedError | undefined,
  known: KnownFailures,
): string {
  const code = apiErrorCode(error);
  const field = code === errorCodes.validationFailed ? apiErrorFields(error)[0]?.field : undefined;
  return (
    (field !== undefined ? known.fields?.[field] : undefined) ??
    (code !== undefined ? known.codes?.[code as ErrorCode] : undefined) ??
    apiErrorMessage(error)
  );
}
