// Child processes for the start command and the end-to-end server: each writes to its own log
// file, and all stop together.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

export class ProcessGroup {
  constructor(logDir) {
    this.logDir = logDir;
    this.children = [];
    this.stopping = false;
    mkdirSync(logDir, { recursive: true });
  }

  /**
   * Starts `node script` with `env` (`script` may be `[...nodeFlags, script]`); calls onExit if it
   * dies while the group is running.
   */
  start(name, script, env, onExit, logFlags = 'w') {
    const logFile = path.join(this.logDir, `${name}.log`);
    const log = createWriteStream(logFile, { flags: logFlags });
    const child = spawn(process.execPath, [script].flat(), {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on('exit', (code, signal) => {
      if (!this.stopping) onExit?.(name, code ?? signal, logFile);
    });
    this.children.push({ name, child, logFile, script, env });
    return child;
  }

  /** Starts a stopped process again as it was first started (its log file continues). */
  restart(name, onExit) {
    const index = this.children.findIndex((entry) => entry.name === name);
    const { script, env } = this.children[index];
    this.children.splice(index, 1);
    return this.start(name, script, env, onExit, 'a');
  }

  tail(logFile, lines = 20) {
    return readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
  }

  /**
   * SIGTERM to all, then waits up to `graceMs`: longer than the slowest drain (a worker finishing
   * deliveries whose provider calls may each take 8 s; scans give up at once and are re-planned).
   */
  async stop(graceMs = 40_000) {
    this.stopping = true;
    const running = this.children.filter(
      ({ child }) => child.exitCode === null && child.signalCode === null,
    );
    await Promise.all(
      running.map(
        ({ child }) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}

export async function waitForHttp(url, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Whether the process runs (a killed one its parent has not reaped yet does not, on Linux). */
export function processRuns(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
}
