// What the benchmarks and load runs share: waiting, percentiles, and reading a process's use.
import { readFileSync } from 'node:fs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The p-th percentile (nearest rank) of numbers sorted ascending. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** CPU seconds a process has used so far, from /proc. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(stat[11]) + Number(stat[12])) / 100;
}

/** A process's resident memory in MB, from /proc. */
export function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}
