import { Injectable } from '@nestjs/common';
import { AutoBookingService } from '@teewatch/backend/modules/one-click-booking/auto-booking.service';
import { BASELINE_SCAN_PRIORITY } from '@teewatch/backend/modules/tee-times/scan-planner';
import { TeeTimesService } from '@teewatch/backend/modules/tee-times/tee-times.service';
import { jobs } from '@teewatch/contracts';
import { type Job } from 'bullmq';
import { type JobHandler } from '../runtime/job-handler.js';

@Injectable()
export class ScanCourseDateHandler implements JobHandler {
  readonly queue = 'scan' as const;
  readonly name = 'scan-course-date';

  constructor(
    private readonly teeTimes: TeeTimesService,
    private readonly agent: AutoBookingService,
  ) {}

  async handle(job: Job, stopping: AbortSignal) {
    const { linkId, date } = jobs['scan-course-date'].payload.parse(job.data);
    const watched = (job.opts.priority ?? BASELINE_SCAN_PRIORITY) < BASELINE_SCAN_PRIORITY;
    const outcome = await this.teeTimes.scanCourseDate(linkId, date, stopping, { watched });
    // A first read publishes no TeeTimeFound, so the agent would never hear of the slots it found.
    if (outcome.status === 'ok' && outcome.firstRead && outcome.openSlots > 0) {
      await this.agent.lookAgainOn(date);
    }
    return outcome;
  }
}
