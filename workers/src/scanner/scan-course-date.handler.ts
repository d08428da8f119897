import { Injectable } from '@nestjs/common';
import { AutoBookingService } from '@teewatch/backend/modules/one-click-booking/auto-booking.service';
import { BASELINE_SCAN_PRIORITY } from '@teewatch/backend/modules/tee-times/scan-planner';
import { TeeTimesService } from '@teewatch/backend/modules/tee-times/tee-times.service';
import { jobs } from '@teewatch/contracts';
import { DelayedError, type Job } from 'bullmq';
import { type JobHandler } from '../runtime/job-handler.js';

/**
 * How long a watched read that found its platform's scan slots all busy waits before it tries
 * again: about one request at a platform's pace, so it is first in line when a slot frees.
 */
export const HANDED_BACK_RETRY_MS = 1000;

@Injectable()
export class ScanCourseDateHandler implements JobHandler {
  readonly queue = 'scan' as const;
  readonly name = 'scan-course-date';

  constructor(
    private readonly teeTimes: TeeTimesService,
    private readonly agent: AutoBookingService,
  ) {}

  async handle(job: Job, stopping: AbortSignal, token?: string) {
    const { linkId, date } = jobs['scan-course-date'].payload.parse(job.data);
    const watched = (job.opts.priority ?? BASELINE_SCAN_PRIORITY) < BASELINE_SCAN_PRIORITY;
    const outcome = await this.teeTimes.scanCourseDate(linkId, date, stopping, { watched });
    // A watched read keeps its place rather than wait for the planner's next turn: dropped, the
    // platform's budget sat unused meanwhile (docs/platforms.md, "Request pacing"). A baseline
    // read is dropped: the planner gives the baseline only what the watched reads leave.
    if (outcome.status === 'handed_back' && watched && token && !stopping.aborted) {
      await job.moveToDelayed(Date.now() + HANDED_BACK_RETRY_MS, token);
      throw new DelayedError();
    }
    // A first read publishes no TeeTimeFound, so the agent would never hear of the slots it found.
    if (outcome.status === 'ok' && outcome.firstRead && outcome.openSlots > 0) {
      await this.agent.lookAgainOn(date);
    }
    return outcome;
  }
}
