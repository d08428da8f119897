import { Global, Module } from '@nestjs/common';
import { LiveAnnouncer } from '../live/live-announcer.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService } from './outbox.service.js';

@Global()
@Module({
  providers: [OutboxRepository, OutboxService, OutboxRelay, LiveAnnouncer],
  exports: [OutboxService, OutboxRelay, LiveAnnouncer],
})
export class OutboxModule {}
