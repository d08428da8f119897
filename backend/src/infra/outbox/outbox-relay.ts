import { Inject, Injectable, Logger } from '@nestjs/common';
import { type DomainEventMessage, type DomainEventType, domainEvents } from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { type OutboxRow } from '../../db/schema/index.js';
import { LiveAnnouncer } from '../live/live-announcer.js';
import { liveEventTypes } from '../live/live-channel.js';
import { QueueRegistry } from '../queue/queue.registry.js';
import { OutboxRepository } from './outbox.repository.js';

const BATCH_SIZE = 100;

/**
 * Moves committed outbox events onto their BullMQ queue with jobId = event id: a crash between
 * enqueue and stamping re-sends the event, and BullMQ drops the duplicate job id.
 */
@Injectable()
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private loop?: Promise<void>;
  private stopping = false;
  private wake?: () => void;

  constructor(
    private readonly repository: OutboxRepository,
    private readonly queues: QueueRegistry,
    private readonly live: LiveAnnouncer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Publishes one batch; returns how many events went out. */
  relayOnce(): Promise<number> {
    return this.repository.publishBatch(BATCH_SIZE, (rows) => this.publish(rows));
  }

  start(): void {
    this.stopping = false;
    this.loop ??= this.run();
  }

  /** Finishes the batch in flight, then returns. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let sent = 0;
      try {
        sent = await this.relayOnce();
      } catch (error) {
        this.logger.error(`Outbox relay failed: ${(error as Error).message}`);
      }
      if (sent < BATCH_SIZE) await this.pause(this.config.OUTBOX_POLL_MS);
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async publish(rows: OutboxRow[]) {
    const published: string[] = [];
    for (const row of rows) {
      const type = row.type as DomainEventType;
      const definition = domainEvents[type];
      if (!definition) {
        return { published, failed: { id: row.id, error: `Unknown event type ${row.type}` } };
      }
      const message: DomainEventMessage = {
        eventId: row.id,
        type,
        occurredAt: row.occurredAt.toISOString(),
        payload: row.payload as DomainEventMessage['payload'],
      };
      try {
        await this.queues.get(definition.queue).add(type, message, { jobId: row.id });
        published.push(row.id);
        if (liveEventTypes.has(type)) await this.live.announce(message);
      } catch (error) {
        return { published, failed: { id: row.id, error: (error as Error).message } };
      }
    }
    return { published };
  }
}
