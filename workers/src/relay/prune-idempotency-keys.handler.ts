import { Injectable } from '@nestjs/common';
import { IdempotencyRepository } from '@teewatch/backend/infra/idempotency/idempotency.repository';
import { type JobHandler } from '../runtime/job-handler.js';

/** Hourly: forgets Idempotency-Keys older than the 24 hours they are kept. */
@Injectable()
export class PruneIdempotencyKeysHandler implements JobHandler {
  readonly queue = 'maintenance' as const;
  readonly name = 'prune-idempotency-keys';

  constructor(private readonly keys: IdempotencyRepository) {}

  async handle(): Promise<{ deleted: number }> {
    return { deleted: await this.keys.prune() };
  }
}
