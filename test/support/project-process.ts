import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { testEnv } from './test-env.js';

/** One of the project's built processes (the API or the workers), started alone so it can fail alone. */
export interface ProjectProcess {
  name: string;
  child: ChildProcess;
  /** Its last output lines, kept to explain an exit. */
  output: string[];
}

/** Starts `main` (for instance `workers/dist/main.js`) with the test environment and `env` over it. */
export function startProjectProcess(main: string, env: Record<string, string>): ProjectProcess {
  const child = spawn(process.execPath, [path.resolve(main)], {
    env: { ...process.env, ...testEnv, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.splice(0, Math.max(0, output.push(String(chunk)) - 20));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { name: main, child, output };
}

/** The processes that exited on their own, each reported with its last output. */
export function exitedProcesses(processes: ProjectProcess[]): ProjectProcess[] {
  const exited = processes.filter(({ child }) => child.exitCode !== null);
  for (const { name, child, output } of exited) {
    console.error(`${name} exited (${child.exitCode}):\n${output.join('')}`);
  }
  return exited;
}

/** Ends whatever is still running, at once. */
export function killProjectProcesses(processes: ProjectProcess[]): void {
  for (const { child } of processes) if (child.exitCode === null) child.kill('SIGKILL');
}

/** Waits until `url` answers 2xx. */
export async function untilAnswers(url: string): Promise<void> {
  const answers = () =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await answers())) await new Promise((resolve) => setTimeout(resolve, 100));
}
