import { Injectable } from '@nestjs/common';
import { BookingNoticesService } from '@teewatch/backend/modules/notifications/booking-notices.service';
import { type DomainEventMessage, domainEvents } from '@teewatch/contracts';
import { type Job } from 'bullmq';
import { type JobHandler } from '../runtime/job-handler.js';

/** BookingSucceeded: tell the golfer the course has their tee time (with its calendar file). */
@Injectable()
export class BookingSucceededHandler implements JobHandler {
  readonly queue = 'notify' as const;
  readonly name = 'BookingSucceeded';

  constructor(private readonly notices: BookingNoticesService) {}

  handle(job: Job<DomainEventMessage<'BookingSucceeded'>>) {
    const { bookingId } = domainEvents.BookingSucceeded.payload.parse(job.data.payload);
    return this.notices.tell(bookingId);
  }
}

/** BookingFailed: tell the golfer nothing was booked, and why. */
@Injectable()
export class BookingFailedHandler implements JobHandler {
  readonly queue = 'notify' as const;
  readonly name = 'BookingFailed';

  constructor(private readonly notices: BookingNoticesService) {}

  handle(job: Job<DomainEventMessage<'BookingFailed'>>) {
    const { bookingId } = domainEvents.BookingFailed.payload.parse(job.data.payload);
    return this.notices.tell(bookingId);
  }
}
