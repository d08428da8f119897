import { Injectable } from '@nestjs/common';
import { FormsRepository } from '@teewatch/backend/modules/forms/forms.repository';
import { type JobHandler } from '../runtime/job-handler.js';

/** Form-demo submissions are kept this long (docs/forms.md). */
export const FORM_SUBMISSIONS_KEEP_DAYS = 30;

/** Daily: forgets form-demo submissions older than the month they are kept. */
@Injectable()
export class PruneFormSubmissionsHandler implements JobHandler {
  readonly queue = 'maintenance' as const;
  readonly name = 'prune-form-submissions';

  constructor(private readonly forms: FormsRepository) {}

  async handle(): Promise<{ deleted: number }> {
    const before = new Date(Date.now() - FORM_SUBMISSIONS_KEEP_DAYS * 24 * 3600 * 1000);
    return { deleted: await this.forms.pruneBefore(before) };
  }
}
