import { createDatabase, createPool } from '../../backend/src/db/database.js';
import { migrateDatabase } from '../../backend/src/db/migrate.js';
import { seed } from '../../backend/src/db/seed.js';
import {
  type MessagingSandbox,
  startMessagingSandbox,
} from '../../sandbox/src/messaging/messaging-test-support.fixture.js';
import { golfersWithAMatchEach } from '../factories/matched-golfer.factory.js';
import { OwnPostgres } from './own-postgres.js';
import { freePort, OwnRedis } from './own-redis.js';
import {
  exitedProcesses,
  killProjectProcesses,
  type ProjectProcess,
  startProjectProcess,
  untilAnswers,
} from './project-process.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A backlog of golfers each waiting for one email, worked through by the API and a notifier as
 * processes of their own, on a PostgreSQL and a Redis of their own that a test can break. The
 * SES stand-in records every email and sends its delivery events to the API's webhook.
 */
export class DeliveryBacklog {
  private readonly processes: ProjectProcess[] = [];
  private addresses: string[] = [];
  readonly apiOrigin: string;

  private constructor(
    readonly postgres: OwnPostgres,
    readonly redis: OwnRedis,
    private readonly messaging: MessagingSandbox,
    apiPort: number,
  ) {
    this.apiOrigin = `http://127.0.0.1:${apiPort}`;
  }

  static async prepare(options: { persistentRedis?: boolean } = {}): Promise<DeliveryBacklog> {
    const [postgres, redis, apiPort] = await Promise.all([
      OwnPostgres.start(),
      OwnRedis.start({ persistent: options.persistentRedis }),
      freePort(),
    ]);
    const databaseUrl = postgres.url('teewatch');
    await migrateDatabase(databaseUrl);
    await seed(databaseUrl, '', 1);
    const messaging = await startMessagingSandbox({
      sesEventsWebhook: `http://127.0.0.1:${apiPort}/api/webhooks/ses-events`,
    });
    return new DeliveryBacklog(postgres, redis, messaging, apiPort);
  }

  /** Queues `count` deliveries, starts the API and the notifier, and waits until `fraction` are sent. */
  async startAndWaitFor(count: number, fraction: number): Promise<void> {
    const pool = createPool(this.postgres.url('teewatch'), 3);
    this.addresses = await golfersWithAMatchEach({ pool, db: createDatabase(pool) }, count);
    await pool.end();
    const port = this.apiOrigin.split(':').at(-1)!;
    const messaging = this.messaging.url;
    this.start('backend/dist/main.js', {
      PORT: port,
      SES_EVENTS_CERT_URLS: `^${messaging.replace(/\./g, '\\.')}/ses/`,
    });
    await untilAnswers(`${this.apiOrigin}/api/health`);
    this.start('workers/dist/main.js', { WORKER_ROLES: 'notifier,relay' });
    while (this.sent() < count * fraction) await sleep(20);
  }

  /** How many golfers have had at least one email. */
  sent(): number {
    return this.emailsTo().size;
  }

  /** Waits until every golfer has an email or `limitMs` has passed; answers the time taken. */
  async drain(limitMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < limitMs && this.sent() < this.addresses.length) await sleep(250);
    return Date.now() - started;
  }

  /** Golfers without an email, golfers with more than one, and processes that exited. */
  async outcome(): Promise<{ lost: number; twice: number; exited: number }> {
    await sleep(2000); // a repeat would show by now
    const counts = this.emailsTo();
    return {
      lost: this.addresses.filter((address) => !counts.has(address)).length,
      twice: [...counts.values()].filter((count) => count > 1).length,
      exited: exitedProcesses(this.processes).length,
    };
  }

  async close(): Promise<void> {
    killProjectProcesses(this.processes);
    await this.messaging.close();
    await this.redis.remove();
    await this.postgres.remove();
  }

  private start(main: string, env: Record<string, string>): void {
    this.processes.push(
      startProjectProcess(main, {
        DATABASE_URL: this.postgres.url('teewatch'),
        REDIS_URL: this.redis.url,
        QUEUE_PREFIX: 'chaos-backlog',
        SES_ENDPOINT: `${this.messaging.url}/ses`,
        ...env,
      }),
    );
  }

  private emailsTo(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const email of this.messaging.context.emails) {
      for (const to of email.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    }
    return counts;
  }
}
