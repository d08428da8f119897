import { Injectable } from '@nestjs/common';
import { TeeTimesService } from '@teewatch/backend/modules/tee-times/tee-times.service';
import { type JobHandler } from '../runtime/job-handler.js';

@Injectable()
export class PruneTeeTimesHandler implements JobHandler {
  readonly queue = 'plan' as const;
  readonly name = 'prune-tee-times';

  constructor(private readonly teeTimes: TeeTimesService) {}

  handle() {
    return this.teeTimes.prunePast();
  }
}
