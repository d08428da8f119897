import { readFileSync } from 'node:fs';

/** A real platform answer kept in test/platform-answers/captured (its README says where from). */
export function capturedText(file: string): string {
  return readFileSync(
    new URL(`../../../../test/platform-answers/captured/${file}`, import.meta.url),
    'utf8',
  );
}

/** A captured JSON answer, parsed. */
export const capturedJson = (file: string): unknown => JSON.parse(capturedText(file));
