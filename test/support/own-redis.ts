import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A free TCP port on this machine, as the kernel hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => resolve(Boolean(socket.destroy())));
    socket.once('error', () => resolve(false));
  });
}

/**
 * A Redis of the test's own (never the machine's), on a free port, that the test can stop, kill
 * and start again on the same port. Without persistence unless asked for; with it, it keeps an
 * append-only file as the compose file's Redis does, so a restart finds the queues as they were.
 */
export class OwnRedis {
  private process?: ChildProcess;

  private constructor(
    readonly port: number,
    private readonly dataDir?: string,
  ) {}

  static async start(options: { persistent?: boolean } = {}): Promise<OwnRedis> {
    const dataDir = options.persistent
      ? await mkdtemp(path.join(os.tmpdir(), 'teewatch-redis-'))
      : undefined;
    const redis = new OwnRedis(await freePort(), dataDir);
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = spawn(
      'redis-server',
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--save', ''],
        ...(this.dataDir ? ['--dir', this.dataDir, '--appendonly', 'yes'] : ['--appendonly', 'no']),
      ],
      { stdio: 'ignore' },
    );
    for (let waited = 0; !(await answers(this.port)); waited += 50) {
      if (waited > 10_000) throw new Error(`redis-server did not start on ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Ends the server at once, as a crash or a killed container would. */
  kill(): Promise<void> {
    return this.end('SIGKILL');
  }

  /** Shuts the server down as `docker restart` would: it writes what it holds, then exits. */
  stop(): Promise<void> {
    return this.end('SIGTERM');
  }

  /** Kills the server and deletes its data. */
  async remove(): Promise<void> {
    await this.kill();
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const running = this.process;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  }
}
