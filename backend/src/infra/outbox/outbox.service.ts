import { Injectable } from '@nestjs/common';
import { type DomainEventPayload, type DomainEventType, domainEvents } from '@teewatch/contracts';
import { type DbExecutor } from '../../db/database.js';
import { OutboxRepository } from './outbox.repository.js';

/** How services emit domain events: inside their own transaction, so the event and the change commit together. */
@Injectable()
export class OutboxService {
  constructor(private readonly repository: OutboxRepository) {}

  async record<T extends DomainEventType>(
    tx: DbExecutor,
    type: T,
    payload: DomainEventPayload<T>,
  ): Promise<string> {
    const valid = domainEvents[type].payload.parse(payload);
    return this.repository.insert(tx, type, valid);
  }

  countUnpublished(): Promise<number> {
    return this.repository.countUnpublished();
  }

  /** Deletes events published more than `days` ago; unpublished events are never pruned. */
  prunePublished(days: number, now = new Date()): Promise<number> {
    return this.repository.deletePublishedBefore(new Date(now.getTime() - days * 24 * 3600 * 1000));
  }
}
