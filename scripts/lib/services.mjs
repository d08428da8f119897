// Finds PostgreSQL and Redis for the start and test commands, starting them when they are local
// and stopped, or saying in one line what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export function portAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const hostPort = (url, defaultPort) => {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || defaultPort),
    local: ['127.0.0.1', 'localhost', '::1'].includes(parsed.hostname),
  };
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForPort(host, port, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await portAnswers(host, port)) return true;
    await sleep(250);
  }
  return false;
}

/** Makes sure PostgreSQL answers at `databaseUrl`; starts the local Debian cluster if it is stopped. */
export async function ensurePostgres(databaseUrl) {
  const { host, port, local } = hostPort(databaseUrl, 5432);
  if (await portAnswers(host, port)) return;
  if (local && existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
        stdio: 'inherit',
      });
    }
    if (await waitForPort(host, port, 20)) return;
  }
  throw new Error(
    `PostgreSQL does not answer at ${host}:${port}. Install it (Debian: apt-get install -y postgresql) or set DATABASE_URL.`,
  );
}

/** Makes sure Redis answers at `redisUrl`; starts `redis-server` from PATH when it is local and stopped. */
export async function ensureRedis(redisUrl, dataDir) {
  const { host, port, local } = hostPort(redisUrl, 6379);
  if (await portAnswers(host, port)) return;
  const found = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
  if (local && found) {
    mkdirSync(dataDir, { recursive: true });
    spawnSync(
      'redis-server',
      [
        '--daemonize',
        'yes',
        '--bind',
        host,
        '--port',
        String(port),
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dataDir,
        '--logfile',
        path.join(dataDir, 'redis.log'),
      ],
      { stdio: 'inherit' },
    );
    if (await waitForPort(host, port, 10)) return;
  }
  throw new Error(
    `Redis does not answer at ${host}:${port}. Install it (Debian: apt-get install -y redis-server) or set REDIS_URL.`,
  );
}
