// Finds PostgreSQL and Redis for the start and test commands, starting them when they are local
// and stopped, or saying in one line what is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  embeddedPostgresRunsOn,
  startEmbeddedPostgres,
  stopEmbeddedPostgres,
} from './embedded-postgres.mjs';
import { processRuns } from './processes.mjs';

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
    user: decodeURIComponent(parsed.username) || 'postgres',
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

/** The Debian PostgreSQL clusters (postgresql-common) configured for `port`. */
function debianClustersOn(port) {
  const listed = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  if (listed.status !== 0) return [];
  return listed.stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , clusterPort]) => Number(clusterPort) === port)
    .map(([version, name]) => ({ version, name }));
}

/**
 * Makes sure PostgreSQL answers at `databaseUrl`: starts the local Debian cluster if it is stopped,
 * or else, given `embeddedDir`, TeeWatch's own server from the embedded-postgres package with its
 * data there. Returns `{ stop }` when the server is TeeWatch's own (started now, or left running by
 * an earlier start that was killed), so the caller stops it when it stops.
 */
export async function ensurePostgres(databaseUrl, { embeddedDir } = {}) {
  const { host, port, local, user } = hostPort(databaseUrl, 5432);
  const own = embeddedDir && { stop: () => stopEmbeddedPostgres(embeddedDir) };
  if (await portAnswers(host, port)) {
    return own && embeddedPostgresRunsOn(embeddedDir, port) ? own : undefined;
  }
  const debianClusters = local ? debianClustersOn(port) : [];
  for (const { version, name } of debianClusters) {
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'start'], {
      stdio: 'inherit',
    });
  }
  if (debianClusters.length > 0 && (await waitForPort(host, port, 20))) return undefined;
  if (local && own) {
    await startEmbeddedPostgres(
      { host: host === 'localhost' ? '127.0.0.1' : host, port, user },
      embeddedDir,
    );
    console.log(
      `No PostgreSQL answered at ${host}:${port}: started TeeWatch's own there (embedded-postgres, data in ${embeddedDir}).`,
    );
    return own;
  }
  throw new Error(
    `PostgreSQL does not answer at ${host}:${port}. Install it (Debian: apt-get install -y postgresql) or set DATABASE_URL.`,
  );
}

/**
 * Makes sure Redis answers at `redisUrl`; starts `redis-server` from PATH when it is local and
 * nothing answers, with its files in `dataDir`. Returns `{ stop }` when that Redis is TeeWatch's
 * own (started now, or left running by an earlier start that was killed).
 */
export async function ensureRedis(redisUrl, dataDir) {
  const { host, port, local } = hostPort(redisUrl, 6379);
  const pidFile = path.join(dataDir, `redis-${port}.pid`);
  const own = {
    stop: () => {
      spawnSync('redis-cli', ['-h', host, '-p', String(port), 'shutdown', 'nosave']);
    },
  };
  if (await portAnswers(host, port)) return pidFileRuns(pidFile) ? own : undefined;
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
        '--pidfile',
        pidFile,
        '--logfile',
        path.join(dataDir, 'redis.log'),
      ],
      { stdio: 'inherit' },
    );
    if (await waitForPort(host, port, 10)) {
      console.log(
        `No Redis answered at ${host}:${port}: started redis-server from the PATH there.`,
      );
      return own;
    }
  }
  throw new Error(
    `Redis does not answer at ${host}:${port}. Install it (Debian: apt-get install -y redis-server, macOS: brew install redis) or set REDIS_URL.`,
  );
}

/** Whether the process named in `pidFile` runs. */
function pidFileRuns(pidFile) {
  return existsSync(pidFile) && processRuns(Number(readFileSync(pidFile, 'utf8')));
}
