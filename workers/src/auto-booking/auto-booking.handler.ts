import { Injectable } from '@nestjs/common';
import { AutoBookingService } from '@teewatch/backend/modules/one-click-booking/auto-booking.service';
import { type DomainEventMessage, domainEvents, jobs } from '@teewatch/contracts';
import { type Job } from 'bullmq';
import { type JobHandler } from '../runtime/job-handler.js';

/** BookingQueued: book now if a fitting slot is already open. */
@Injectable()
export class BookingQueuedHandler implements JobHandler {
  readonly queue = 'booking' as const;
  readonly name = 'BookingQueued';

  constructor(private readonly agent: AutoBookingService) {}

  handle(job: Job<DomainEventMessage<'BookingQueued'>>) {
    const { autoBookingId } = domainEvents.BookingQueued.payload.parse(job.data.payload);
    return this.agent.lookNow(autoBookingId);
  }
}

/** attempt-auto-booking: try one open slot for one automatic booking, once. */
@Injectable()
export class AttemptAutoBookingHandler implements JobHandler {
  readonly queue = 'booking' as const;
  readonly name = 'attempt-auto-booking';

  constructor(private readonly agent: AutoBookingService) {}

  handle(job: Job) {
    const { autoBookingId, teeTimeId } = jobs['attempt-auto-booking'].payload.parse(job.data);
    return this.agent.attempt(autoBookingId, teeTimeId);
  }
}
