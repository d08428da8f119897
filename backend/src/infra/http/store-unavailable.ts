/**
 * Whether an error means PostgreSQL or Redis cannot be reached right now (stopped, restarting,
 * hanging), as opposed to a bug: such a request is answered 503 with Retry-After, not 500.
 */
export function isStoreUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: string };
    if (code && unreachableCodes.has(code)) return true;
    // PostgreSQL's classes 08 (connection exception) and 57P (operator intervention: shutdown).
    if (code && (code.startsWith('08') || code.startsWith('57P'))) return true;
    if (unreachableMessages.some((pattern) => pattern.test(cause.message))) return true;
  }
  return false;
}

const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

const unreachableMessages = [
  // ioredis, without an offline queue, while disconnected; or a command Redis did not answer.
  /enableOfflineQueue options is false/,
  /^Command timed out$/,
  /^Connection is closed\.?$/,
  /max retries per request/i,
  // node-postgres
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
];
