import {
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { OutboxRelay } from '@teewatch/backend/infra/outbox/outbox-relay';
import { QueueRegistry } from '@teewatch/backend/infra/queue/queue.registry';
import { jobs } from '@teewatch/contracts';

/** Keeps the outbox relay running and the housekeeping scheduled while this role is up. */
@Injectable()
export class RelayRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
    private readonly queues: QueueRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const maintenance = this.queues.get('maintenance');
    await maintenance.upsertJobScheduler(
      'prune-outbox-daily',
      { pattern: '0 4 * * *', tz: 'America/Denver' },
      { name: 'prune-outbox', data: {}, opts: jobs['prune-outbox'].options() },
    );
    await maintenance.upsertJobScheduler(
      'prune-idempotency-keys-hourly',
      { pattern: '17 * * * *' },
      {
        name: 'prune-idempotency-keys',
        data: {},
        opts: jobs['prune-idempotency-keys'].options(),
      },
    );
    await maintenance.upsertJobScheduler(
      'prune-form-submissions-daily',
      { pattern: '30 4 * * *', tz: 'America/Denver' },
      {
        name: 'prune-form-submissions',
        data: {},
        opts: jobs['prune-form-submissions'].options(),
      },
    );
    this.relay.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.relay.stop();
  }
}
