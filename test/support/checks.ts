import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The fault and attack suites (test/chaos, test/security) measure as they assert: each check
 * records its figure and verdict here, and `npm run test:chaos` / `test:security` print them as a
 * table. `npm test` runs the same checks in their short form; TEEWATCH_FULL=1 runs them in full.
 */
export const fullRun = process.env.TEEWATCH_FULL === '1';

/** How many tries a check makes: its full number, or a short one inside `npm test`. */
export const tries = (full: number, short: number) => (fullRun ? full : short);

const resultsDir = path.resolve(import.meta.dirname, '../../.teewatch/results');

export function recordCheck(
  suite: 'chaos' | 'security',
  check: string,
  figure: string,
  passed: boolean,
) {
  mkdirSync(resultsDir, { recursive: true });
  appendFileSync(
    path.join(resultsDir, `${suite}-checks.jsonl`),
    `${JSON.stringify({ check, figure, verdict: passed ? 'pass' : 'FAIL' })}\n`,
  );
}
