import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorCode, apiErrorMessage } from '../../lib/api-error';
import { currentLanguage } from '../../lib/i18n';

/**
 * What a failed call says. The server writes English: in English its message is shown as it is,
 * in another language the book's text for the error's code, where the book has one.
 */
export function errorText(
  error: FetchBaseQueryError | SerializedError | undefined,
  byCode: Readonly<Record<string, string>>,
): string {
  const code = apiErrorCode(error);
  const translated =
    currentLanguage() !== 'en' && code && Object.hasOwn(byCode, code) ? byCode[code] : undefined;
  return translated ?? apiErrorMessage(error);
}
