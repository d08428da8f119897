import type { OperatorChannel } from '@teewatch/contracts/operator';

/** A platform's requests by outcome, as ok and everything else (each error kind). */
export function requestCounts(requests: Record<string, number>): { ok: number; errors: number } {
  let ok = 0;
  let errors = 0;
  for (const [outcome, count] of Object.entries(requests)) {
    if (outcome === 'ok') ok += count;
    else errors += count;
  }
  return { ok, errors };
}

/**
 * A channel's messages sent and failed, and the share of all its outcomes that failed (null when
 * it has none to reckon from).
 */
export function deliveryFigures(outcomes: OperatorChannel['outcomes']): {
  sent: number;
  failed: number;
  failureRate: number | null;
} {
  const total = Object.values(outcomes).reduce((sum, count) => sum + count, 0);
  const failed = outcomes.failed ?? 0;
  return { sent: outcomes.sent ?? 0, failed, failureRate: total > 0 ? failed / total : null };
}
