import { defineMessages } from '../../../lib/i18n';

/**
 * Failed calls of this page as a golfer reads them, by the API's error code. The English is the
 * API's own message for that code; an unknown code shows the API's message as it came.
 */
export const callErrorMessages = defineMessages('resilience.callErrors', {
  byCode: {
    SERVICE_UNAVAILABLE: 'TeeWatch is briefly unavailable. Please try again in a few seconds.',
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
    IDEMPOTENCY_KEY_IN_USE:
      'A request with this Idempotency-Key is still being answered. Try again in a moment.',
    IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request.',
  },
  timeout: 'The server took too long to answer. Please try again.',
});
