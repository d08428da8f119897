import { Module } from '@nestjs/common';
import { GamificationRepository } from './gamification.repository.js';
import { GamificationService } from './gamification.service.js';
import { LeaderboardRepository } from './leaderboard.repository.js';
import { LeaderboardService } from './leaderboard.service.js';
import { LeaderboardStore } from './leaderboard.store.js';

/**
 * The points ledger and achievements. Alerts and bookings settle a golfer's achievements after
 * their actions; the notifier tells of unlocks. The HTTP side is GamificationApiModule.
 */
@Module({
  providers: [
    GamificationRepository,
    GamificationService,
    LeaderboardRepository,
    LeaderboardService,
    LeaderboardStore,
  ],
  exports: [GamificationService, LeaderboardService],
})
export class GamificationModule {}
