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

/** The end of an alert's ten-minute interval: one push about the matches that waited. */
@Injectable()
export class FlushAlertPushesHandler implements JobHandler {
  readonly queue = 'notify' as const;
  readonly name = 'flush-alert-pushes';

  constructor(private readonly notifications: NotificationsService) {}

  handle(job: Job) {
    const { alertId } = jobs['flush-alert-pushes'].payload.parse(job.data);
    return this.notifications.flushAlertPushes(alertId);
  }
}
