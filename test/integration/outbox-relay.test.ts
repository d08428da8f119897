import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { eq } from 'drizzle-orm';
import { CoreModule } from '../../backend/src/core.module.js';
import { outbox } from '../../backend/src/db/schema/index.js';
import { OutboxRelay } from '../../backend/src/infra/outbox/outbox-relay.js';
import { OutboxService } from '../../backend/src/infra/outbox/outbox.service.js';
import { QueueRegistry } from '../../backend/src/infra/queue/queue.registry.js';
import { openTestDatabase, truncateAll } from '../support/database.js';
import { testConfig } from '../support/test-env.js';

const database = openTestDatabase();
let context: INestApplicationContext;
let events: OutboxService;
let relay: OutboxRelay;
let queues: QueueRegistry;

beforeAll(async () => {
  context = await NestFactory.createApplicationContext(CoreModule.forRoot(testConfig()), {
    logger: false,
  });
  events = context.get(OutboxService);
  relay = context.get(OutboxRelay);
  queues = context.get(QueueRegistry);
});
afterAll(async () => {
  await context.close();
  await database.close();
});
beforeEach(async () => {
  await truncateAll(database.pool);
  await Promise.all(queues.all().map((queue) => queue.obliterate({ force: true })));
});

describe('outbox relay', () => {
  it('moves a committed event onto its queue with the event id as job id', async () => {
    const eventId = await database.db.transaction((tx) =>
      events.record(tx, 'TeeTimeFound', { teeTimeId: 'tt-1', reason: 'new' }),
    );

    expect(await relay.relayOnce()).toBe(1);

    const job = await queues.get('match').getJob(eventId);
    expect(job?.name).toBe('TeeTimeFound');
    expect(job?.data).toMatchObject({
      eventId,
      type: 'TeeTimeFound',
      payload: { teeTimeId: 'tt-1', reason: 'new' },
    });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, eventId));
    expect(row?.publishedAt).toBeInstanceOf(Date);
    expect(await relay.relayOnce()).toBe(0);
  });

  it('publishes nothing for a transaction that rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await events.record(tx, 'BookingQueued', { autoBookingId: 'b-1' });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');

    expect(await relay.relayOnce()).toBe(0);
    expect(await queues.get('booking').getJobCounts('waiting')).toEqual({ waiting: 0 });
  });

  it('adds nothing when an event is relayed twice (crash between enqueue and stamp)', async () => {
    const eventId = await events.record(database.db, 'AlertMatched', {
      teeTimeId: 't-1',
      alertMatchIds: ['m-1'],
    });
    await relay.relayOnce();
    await database.db.update(outbox).set({ publishedAt: null }).where(eq(outbox.id, eventId));

    expect(await relay.relayOnce()).toBe(1);
    expect(await queues.get('notify').getJobCounts('waiting')).toEqual({ waiting: 1 });
  });

  it('refuses to record an event whose payload breaks its contract', async () => {
    await expect(
      events.record(database.db, 'TeeTimeFound', { teeTimeId: 'tt-1', reason: 'because' } as never),
    ).rejects.toThrow();
    expect(await events.countUnpublished()).toBe(0);
  });

  it('keeps relaying in the background until stopped', async () => {
    relay.start();
    try {
      const eventId = await events.record(database.db, 'BookingQueued', { autoBookingId: 'b-2' });
      await waitFor(async () => (await queues.get('booking').getJob(eventId)) !== undefined);
    } finally {
      await relay.stop();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
