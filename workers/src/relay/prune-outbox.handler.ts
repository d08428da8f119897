import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@teewatch/backend/config/config.module';
import { type AppConfig } from '@teewatch/backend/config/config.schema';
import { OutboxService } from '@teewatch/backend/infra/outbox/outbox.service';
import { type JobHandler } from '../runtime/job-handler.js';

/** Daily: forgets events published longer ago than OUTBOX_RETENTION_DAYS. */
@Injectable()
export class PruneOutboxHandler implements JobHandler {
  readonly queue = 'maintenance' as const;
  readonly name = 'prune-outbox';

  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle(): Promise<{ deleted: number }> {
    return { deleted: await this.outbox.prunePublished(this.config.OUTBOX_RETENTION_DAYS) };
  }
}
