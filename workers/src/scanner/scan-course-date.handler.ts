import { Injectable } from '@nestjs/common';
import { TeeTimesService } from '@teewatch/backend/modules/tee-times/tee-times.service';
import { jobs } from '@teewatch/contracts';
import { type Job } from 'bullmq';
import { type JobHandler } from '../runtime/job-handler.js';

@Injectable()
export class ScanCourseDateHandler implements JobHandler {
  readonly queue = 'scan' as const;
  readonly name = 'scan-course-date';

  constructor(private readonly teeTimes: TeeTimesService) {}

  handle(job: Job, stopping: AbortSignal) {
    const { linkId, date } = jobs['scan-course-date'].payload.parse(job.data);
    return this.teeTimes.scanCourseDate(linkId, date, stopping);
  }
}
