import { Injectable } from '@nestjs/common';
import { AlertsService } from '@teewatch/backend/modules/alerts/alerts.service';
import { AutoBookingService } from '@teewatch/backend/modules/one-click-booking/auto-booking.service';
import { type DomainEventMessage, domainEvents } from '@teewatch/contracts';
import { type Job } from 'bullmq';
import { type JobHandler } from '../runtime/job-handler.js';

/**
 * TeeTimeFound: record a match (and an AlertMatched event) for every active alert the slot fits,
 * and offer it to the automatic bookings waiting on its date.
 */
@Injectable()
export class MatchTeeTimeHandler implements JobHandler {
  readonly queue = 'match' as const;
  readonly name = 'TeeTimeFound';

  constructor(
    private readonly alerts: AlertsService,
    private readonly agent: AutoBookingService,
  ) {}

  async handle(job: Job<DomainEventMessage<'TeeTimeFound'>>) {
    const { teeTimeId } = domainEvents.TeeTimeFound.payload.parse(job.data.payload);
    await this.alerts.matchTeeTime(teeTimeId);
    await this.agent.offer(teeTimeId);
  }
}

/** TeeTimeGone: the slot's matches are no longer open. */
@Injectable()
export class CloseMatchesHandler implements JobHandler {
  readonly queue = 'match' as const;
  readonly name = 'TeeTimeGone';

  constructor(private readonly alerts: AlertsService) {}

  handle(job: Job<DomainEventMessage<'TeeTimeGone'>>) {
    const { teeTimeId } = domainEvents.TeeTimeGone.payload.parse(job.data.payload);
    return this.alerts.teeTimeGone(teeTimeId);
  }
}
