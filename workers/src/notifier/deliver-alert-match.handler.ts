import { Injectable } from '@nestjs/common';
import { GroupNoticesService } from '@teewatch/backend/modules/notifications/group-notices.service';
import { NotificationsService } from '@teewatch/backend/modules/notifications/notifications.service';
import { type DomainEventMessage, domainEvents, jobs } from '@teewatch/contracts';
import { type Job } from 'bullmq';
import { type JobHandler } from '../runtime/job-handler.js';

/**
 * AlertMatched: a job per new match, so that each golfer is told (and retried) on their own; the
 * other members of a group alert's group are told too.
 */
@Injectable()
export class QueueMatchDeliveriesHandler implements JobHandler {
  readonly queue = 'notify' as const;
  readonly name = 'AlertMatched';

  constructor(
    private readonly notifications: NotificationsService,
    private readonly groupNotices: GroupNoticesService,
  ) {}

  async handle(job: Job<DomainEventMessage<'AlertMatched'>>) {
    const { alertMatchIds } = domainEvents.AlertMatched.payload.parse(job.data.payload);
    await this.notifications.queueDeliveries(alertMatchIds);
    return { groupMembersTold: await this.groupNotices.tellMembers(alertMatchIds) };
  }
}

/** One match: tell the golfer, on each channel, once. */
@Injectable()
export class DeliverAlertMatchHandler implements JobHandler {
  readonly queue = 'notify' as const;
  readonly name = 'deliver-alert-match';

  constructor(private readonly notifications: NotificationsService) {}

  handle(job: Job) {
    const { alertMatchId } = jobs['deliver-alert-match'].payload.parse(job.data);
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
