import { messagesFor } from '../../../lib/i18n';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error';
import type { CallError } from '../../../lib/form/useForm';
import { callErrorMessages } from './call-error.messages';

/** The text for a failed call in the golfer's language; the API's own words for a code we do not know. */
export function callErrorText(error: CallError): string {
  const texts = messagesFor(callErrorMessages);
  if ('status' in error && error.status === 'TIMEOUT_ERROR') return texts.timeout;
  const code = apiErrorCode(error);
  return code !== undefined && Object.hasOwn(texts.byCode, code)
    ? texts.byCode[code as keyof typeof texts.byCode]
    : apiErrorMessage(error);
}
