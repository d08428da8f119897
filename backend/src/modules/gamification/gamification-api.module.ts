import { Module, type OnModuleInit } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SignInEvents } from '../auth/sign-in-events.js';
import { FriendsController } from './friends.controller.js';
import { FriendsRepository } from './friends.repository.js';
import { FriendsService } from './friends.service.js';
import { AchievementsController, GamificationController } from './gamification.controller.js';
import { GamificationModule } from './gamification.module.js';
import { GamificationService } from './gamification.service.js';

/**
 * The API side of gamification. A sign-in connects a golfer invited by a friend's code with that
 * friend, counts the day active and settles the golfer's achievements: the welcome bonus of a new
 * account, and what the alerts a browser brought to the account have earned. Imported after
 * OwnersModule, so its listener runs after those alerts have moved.
 */
@Module({
  imports: [AuthModule, GamificationModule],
  controllers: [GamificationController, AchievementsController, FriendsController],
  providers: [FriendsRepository, FriendsService],
})
export class GamificationApiModule implements OnModuleInit {
  constructor(
    private readonly events: SignInEvents,
    private readonly gamification: GamificationService,
    private readonly friends: FriendsService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(async ({ userId, grantId }) => {
      await this.friends.connectInvited(userId, grantId);
      await this.gamification.recordActivityQuietly(userId);
    });
  }
}
