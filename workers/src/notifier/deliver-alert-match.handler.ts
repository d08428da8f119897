import { Injectable } from '@nestjs/common';
import { NotificationsService } from '@teewatch/backend/modules/notifications/notifications.service';
import { type DomainEventMessage, domainEvents, jobs } from '@teewatch/contracts';
import { type Job } from 'bullmq';
import { type JobHandler } from '../runtime/job-handler.js';

/** AlertMatched: tell the golfer, on each channel, once. */
@Injectable()
export class DeliverAlertMatchHandler implements JobHandler {
  readonly queue = 'notify' as const;
  readonly name = 'AlertMatched';

  constructor(private readonly notifications: NotificationsService) {}

  handle(job: Job<DomainEventMessage<'AlertMatched'>>) {
    const { alertMatchId } = domainEvents.AlertMatched.payload.parse(job.data.payload);
    return this.notifications.deliverMatch(alertMatchId);
  }
}

/** Held-back deliveries are due (interval, digest or quiet hours over): one message about them. */
@Injectable()
export class FlushDeliveriesHandler implements JobHandler {
  readonly queue = 'notify' as const;
  readonly name = 'flush-deliveries';

  constructor(private readonly notifications: NotificationsService) {}

  handle(job: Job) {
    const { alertId, channel } = jobs['flush-deliveries'].payload.parse(job.data);
    return this.notifications.flushDeliveries(alertId, channel);
  }
}
