import { Injectable } from '@nestjs/common';
import { type DomainEventPayload, type DomainEventType, domainEvents } from '@teewatch/contracts';
import { type DbExecutor } from '../../db/database.js';
import { OutboxRepository } from './outbox.repository.js';

/** One domain event, its payload checked against its type. */
export type DomainEvent = {
  [T in DomainEventType]: { type: T; payload: DomainEventPayload<T> };
}[DomainEventType];

/** How services emit domain events: inside their own transaction, so the event and the change commit together. */
@Injectable()
export class OutboxService {
  constructor(private readonly repository: OutboxRepository) {}

  async record<T extends DomainEventType>(
    tx: DbExecutor,
    type: T,
    payload: DomainEventPayload<T>,
  ): Promise<string> {
    const [id] = await this.recordAll(tx, [{ type, payload } as DomainEvent]);
    return id!;
  }

  /** Several events in one statement (a scan can find dozens of slots at once). */
  recordAll(tx: DbExecutor, events: DomainEvent[]): Promise<string[]> {
    return this.repository.insert(
      tx,
      events.map(({ type, payload }) => ({
        type,
        payload: domainEvents[type].payload.parse(payload),
      })),
    );
  }

  countUnpublished(): Promise<number> {
    return this.repository.countUnpublished();
  }

  /** Deletes events published more than `days` ago; unpublished events are never pruned. */
  prunePublished(days: number, now = new Date()): Promise<number> {
    return this.repository.deletePublishedBefore(new Date(now.getTime() - days * 24 * 3600 * 1000));
  }
}
