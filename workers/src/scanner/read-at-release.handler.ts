import { Injectable } from '@nestjs/common';
import { ReleaseReads } from '@teewatch/backend/modules/tee-times/release-reads';
import { jobs } from '@teewatch/contracts';
import { type Job } from 'bullmq';
import { type JobHandler } from '../runtime/job-handler.js';

/** Reads a course-date hard around its release (ReleaseReads.watch). */
@Injectable()
export class ReadAtReleaseHandler implements JobHandler {
  readonly queue = 'scan' as const;
  readonly name = 'read-at-release';

  constructor(private readonly releases: ReleaseReads) {}

  handle(job: Job, stopping: AbortSignal) {
    const { linkId, date, opensAt } = jobs['read-at-release'].payload.parse(job.data);
    return this.releases.watch(linkId, date, new Date(opensAt), stopping);
  }
}
