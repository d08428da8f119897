import { Injectable } from '@nestjs/common';
import { AchievementNoticesService } from '@teewatch/backend/modules/notifications/achievement-notices.service';
import { type DomainEventMessage, domainEvents } from '@teewatch/contracts';
import { type Job } from 'bullmq';
import { type JobHandler } from '../runtime/job-handler.js';

/** AchievementUnlocked: tell the golfer what they earned (push, and email if they chose it). */
@Injectable()
export class AchievementUnlockedHandler implements JobHandler {
  readonly queue = 'notify' as const;
  readonly name = 'AchievementUnlocked';

  constructor(private readonly notices: AchievementNoticesService) {}

  handle(job: Job<DomainEventMessage<'AchievementUnlocked'>>) {
    const { userId, achievementId } = domainEvents.AchievementUnlocked.payload.parse(
      job.data.payload,
    );
    return this.notices.tell(userId, achievementId);
  }
}
