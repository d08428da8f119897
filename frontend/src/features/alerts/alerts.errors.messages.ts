import type { ErrorCode } from '@teewatch/contracts';
import { defineMessages } from '../../lib/i18n';

/** The server's words as it sent them: they are the product's English texts. */
const asSent = (fromServer: string) => fromServer;

/**
 * The API's refusals of alert calls, by error code. English shows the server's own message; the
 * other languages say what that code means in their words (the server writes English only).
 */
export const alertErrorMessages = defineMessages('alerts.errors', {
  byCode: {
    VALIDATION_FAILED: asSent,
    ALERT_NOT_FOUND: asSent,
    ALERT_LIMIT_REACHED: asSent,
    ACCESS_REQUIRED: asSent,
    RATE_LIMITED: asSent,
    INTERNAL_ERROR: asSent,
    SERVICE_UNAVAILABLE: asSent,
  } satisfies Partial<Record<ErrorCode, (fromServer: string) => string>>,
});
