import { apiErrorBody, apiErrorMessage } from '../../lib/api-error';
import type { CallError } from '../../lib/form/useForm';
import { messagesFor } from '../../lib/i18n';
import { alertErrorMessages } from './alerts.errors.messages';

/**
 * What a golfer reads about a failed alert call: the book's text for the API's error code, in the
 * current language; for any other failure, what lib/api-error says.
 */
export function alertErrorText(error: CallError | undefined): string {
  // Only an HTTP answer carries the API's error body; network and parsing failures do not.
  const body =
    error && 'status' in error && typeof error.status === 'number'
      ? apiErrorBody(error.data)
      : undefined;
  const byCode: Partial<Record<string, (fromServer: string) => string>> =
    messagesFor(alertErrorMessages).byCode;
  const say = body && byCode[body.code];
  return body && say ? say(body.message) : apiErrorMessage(error);
}
