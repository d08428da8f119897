// Leaderboard benchmark at Colorado scale: 1,000,000 golfers with points in the ledger.
//
//   1. Rebuild: the global board built from PostgreSQL into an empty Redis, as after a loss
//      (target under 60 s).
//   2. Reads, through the service the API uses: a golfer's own rank and the top 50
//      (target p95 under 5 ms each), and the whole GET /api/gamification/leaderboard answer.
//   3. Awards: 1,000 payments a second for 5 seconds (ledger row, then the golfer's scores on the
//      three boards); afterwards every paid golfer's rank reflects their new total.
//
//   npm run bench:leaderboard          (builds first; about three minutes, most of it seeding)
import 'reflect-metadata';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import pg from 'pg';
import { run } from '../../scripts/lib/processes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const GOLFERS = Number(process.env.BENCH_GOLFERS ?? 1_000_000);
const READS = 2000;
const AWARDS_PER_SECOND = 1000;
const AWARD_SECONDS = 5;
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/teewatch_bench_leaderboard';
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: 'redis://127.0.0.1:6379/13',
  QUEUE_PREFIX: 'teewatch-bench-leaderboard',
  LOG_LEVEL: 'warn',
  DATABASE_POOL_SIZE: '20',
};
Object.assign(process.env, env);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (figures) => {
  const sorted = [...figures].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms`;
};

// A database of its own, migrated, with a million golfers and their ledgers.
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists teewatch_bench_leaderboard with (force)');
await admin.end();
run(process.execPath, ['backend/dist/db/migrate.js'], { cwd: root, env: process.env });
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
let started = performance.now();
await db.query(
  `insert into users (email, display_name, account_type, email_verified_at)
   select 'golfer-' || n || '@bench.example', 'Golfer ' || n, 'email', now()
     from generate_series(1, $1) n`,
  [GOLFERS],
);
// Everyone has the welcome bonus; most have earned more over the last two months.
await db.query(
  `insert into points_ledger (user_id, points, reason, source_key, created_at)
   select id, 500, 'Welcome to TeeWatch', 'achievement:welcome', now() - random() * interval '60 days'
     from users`,
);
await db.query(
  `insert into points_ledger (user_id, points, reason, source_key, created_at)
   select id, (random() * 20000)::int, 'Bench', 'bench:history', now() - random() * interval '60 days'
     from users where random() < 0.8`,
);
await db.query('analyze');
console.log(
  `seeded ${GOLFERS.toLocaleString('en-US')} golfers in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);

const redis = new Redis(env.REDIS_URL);
const old = await redis.keys(`${env.QUEUE_PREFIX}:*`);
if (old.length > 0) await redis.del(...old);

// The backend's own services, as the API process holds them.
const { parseConfig } = await import(`${root}/backend/dist/config/config.schema.js`);
const { CoreModule } = await import(`${root}/backend/dist/core.module.js`);
const { GamificationModule } = await import(
  `${root}/backend/dist/modules/gamification/gamification.module.js`
);
const { LeaderboardService } = await import(
  `${root}/backend/dist/modules/gamification/leaderboard.service.js`
);
const { LeaderboardStore } = await import(
  `${root}/backend/dist/modules/gamification/leaderboard.store.js`
);
const { boardsAt } = await import(
  `${root}/backend/dist/modules/gamification/leaderboard-periods.js`
);
const { Module } = await import('@nestjs/common');
class BenchModule {}
Module({ imports: [CoreModule.forRoot(parseConfig(process.env)), GamificationModule] })(
  BenchModule,
);
const context = await NestFactory.createApplicationContext(BenchModule, { logger: ['error'] });
const leaderboards = context.get(LeaderboardService);
const store = context.get(LeaderboardStore);

// 1. Rebuild after a loss.
started = performance.now();
const ranked = await leaderboards.rebuild(boardsAt(new Date()).global);
const rebuildSeconds = (performance.now() - started) / 1000;
console.log(
  `rebuild of the global board: ${ranked.toLocaleString('en-US')} golfers in ${rebuildSeconds.toFixed(1)} s (target < 60 s)`,
);

// 2. Reads.
const { rows: sample } = await db.query('select id from users order by random() limit $1', [READS]);
const time = async (work) => {
  const at = performance.now();
  await work();
  return performance.now() - at;
};
const rankTimes = [];
const topTimes = [];
const answerTimes = [];
for (const [index, { id }] of sample.entries()) {
  rankTimes.push(await time(() => store.rankOf('global', id)));
  topTimes.push(await time(() => store.top('global', 50)));
  if (index < 500) answerTimes.push(await time(() => leaderboards.leaderboard(id, 'global')));
}
console.log(`a golfer's rank (${READS} golfers): ${summary(rankTimes)} (target p95 < 5 ms)`);
console.log(`top 50: ${summary(topTimes)} (target p95 < 5 ms)`);
console.log(`whole global board answer, 50 rows and the caller's place: ${summary(answerTimes)}`);

// 3. Awards at 1,000 a second: each a ledger row, then the golfer's three scores.
const { rows: payees } = await db.query('select id from users order by random() limit 1000');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
const awardTimes = [];
const paid = new Set();
let late = 0;
started = performance.now();
const inFlight = [];
for (let n = 0; n < AWARDS_PER_SECOND * AWARD_SECONDS; n += 1) {
  const due = started + (n * 1000) / AWARDS_PER_SECOND;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  else if (wait < -50) late += 1;
  const userId = payees[n % payees.length].id;
  paid.add(userId);
  inFlight.push(
    (async () => {
      const at = performance.now();
      await pool.query(
        `insert into points_ledger (user_id, points, reason, source_key)
         values ($1, $2, 'Bench award', 'bench:' || gen_random_uuid())`,
        [userId, 10 + (n % 90)],
      );
      await leaderboards.recordPayment(userId);
      awardTimes.push(performance.now() - at);
    })(),
  );
}
await Promise.all(inFlight);
const awardSeconds = (performance.now() - started) / 1000;
const applied = awardTimes.length / awardSeconds;
console.log(
  `awards: ${awardTimes.length} in ${awardSeconds.toFixed(2)} s = ${applied.toFixed(0)}/s ` +
    `(target 1,000/s; ${late} started over 50 ms late); each applied in ${summary(awardTimes)}`,
);

// Every paid golfer's score on the board is their ledger total now.
const { rows: totals } = await db.query(
  'select user_id, sum(points)::int as total from points_ledger where user_id = any($1) group by user_id',
  [[...paid]],
);
const scores = await store.pointsOf('global', [...paid]);
const stale = totals.filter((row) => scores.get(row.user_id) !== row.total).length;
console.log(`ranks current after the awards: ${totals.length - stale} of ${totals.length} golfers`);

await pool.end();
await context.close();
await redis.quit();
await db.end();
const failed =
  rebuildSeconds >= 60 ||
  percentile(
    [...rankTimes].sort((a, b) => a - b),
    95,
  ) >= 5 ||
  percentile(
    [...topTimes].sort((a, b) => a - b),
    95,
  ) >= 5 ||
  stale > 0;
process.exit(failed ? 1 : 0);
