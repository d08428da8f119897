import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from './own-redis.js';

/** Where the machine's PostgreSQL keeps its programs (Debian: /usr/lib/postgresql/<major>/bin). */
function postgresBin(program: string): string {
  const major = execFileSync('pg_config', ['--version'], { encoding: 'utf8' }).match(/(\d+)/)![1];
  return `/usr/lib/postgresql/${major}/bin/${program}`;
}

/** PostgreSQL refuses to run as root; as root, its programs run as the postgres user. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

async function accepts(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A PostgreSQL server of the test's own (never the machine's): a fresh cluster in a temporary
 * directory on a free port, without fsync, that the test can stop, kill and start again with
 * its data intact.
 */
export class OwnPostgres {
  private process?: ChildProcess;

  private constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  static async start(): Promise<OwnPostgres> {
    const home = mkdtempSync(path.join(tmpdir(), 'teewatch-pg-'));
    const user = runAs();
    if ('uid' in user) chownSync(home, user.uid, user.gid);
    const dataDir = path.join(home, 'data');
    execFileSync(
      postgresBin('initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--no-instructions'],
      { stdio: 'ignore', ...user },
    );
    const postgres = new OwnPostgres(await freePort(), dataDir);
    await postgres.start();
    return postgres;
  }

  /** The URL of one database on this server (create it with `createDatabase`). */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    const settings = ['listen_addresses=127.0.0.1', 'fsync=off'].flatMap((each) => ['-c', each]);
    this.process = spawn(
      postgresBin('postgres'),
      ['-D', this.dataDir, '-p', String(this.port), '-k', this.dataDir, ...settings],
      { stdio: 'ignore', ...runAs() },
    );
    for (let waited = 0; !(await accepts(this.url())); waited += 100) {
      if (waited > 20_000) throw new Error(`postgres did not start on ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops as an operator's fast shutdown does: open connections are ended, nothing is lost. */
  stop(): Promise<void> {
    return this.end('SIGINT');
  }

  /** Ends the server at once, as a crash or a killed container would. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** Kills the server and deletes its cluster. */
  async remove(): Promise<void> {
    await this.kill();
    rmSync(path.dirname(this.dataDir), { recursive: true, force: true });
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const running = this.process;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  }
}
