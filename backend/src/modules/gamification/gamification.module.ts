import { Module } from '@nestjs/common';
import { GamificationRepository } from './gamification.repository.js';
import { GamificationService } from './gamification.service.js';

/**
 * The points ledger and achievements. Alerts and bookings settle a golfer's achievements after
 * their actions; the notifier tells of unlocks. The HTTP side is GamificationApiModule.
 */
@Module({
  providers: [GamificationRepository, GamificationService],
  exports: [GamificationService],
})
export class GamificationModule {}
