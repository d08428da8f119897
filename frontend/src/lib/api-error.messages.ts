import { defineMessages } from './i18n';

/** What a golfer reads when a call fails (docs/product-rules.md, "Error texts"). */
export const apiErrorMessages = defineMessages('lib.apiError', {
  unexpected: 'Something went wrong. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  unreadableAnswer: 'The server sent an answer this page cannot read. Please reload and try again.',
  requestFailed: 'Request failed',
  /** An HTTP status in words, when the answer held nothing better. */
  statuses: {
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
  },
  /**
   * The server's own message, in English as it came. Another language says the texts it knows
   * (server-errors.ts, loaded with that language) and passes on the others as they came.
   */
  serverMessage: (code: string, message: string) => message,
});
