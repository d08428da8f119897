// The figures the chaos and security checks record (test/support/checks.ts), as a table.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './bootstrap.mjs';

export const checksFile = (suite) =>
  path.join(root, '.teewatch', 'results', `${suite}-checks.jsonl`);

export function printCheckTable(suite) {
  const file = checksFile(suite);
  if (!existsSync(file)) return console.log(`(${suite}: no checks recorded)`);
  const rows = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const header = { check: 'check', figure: 'figure', verdict: 'verdict' };
  const width = (key) => Math.max(...[header, ...rows].map((row) => row[key].length));
  const line = (row) =>
    `| ${row.check.padEnd(width('check'))} | ${row.figure.padEnd(width('figure'))} | ${row.verdict.padEnd(width('verdict'))} |`;
  console.log(`\n${suite} checks`);
  console.log(line(header));
  console.log(
    `|${['check', 'figure', 'verdict'].map((key) => '-'.repeat(width(key) + 2)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}
