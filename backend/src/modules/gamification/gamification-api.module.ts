import { Module, type OnModuleInit } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SignInEvents } from '../auth/sign-in-events.js';
import { AchievementsController, GamificationController } from './gamification.controller.js';
import { GamificationModule } from './gamification.module.js';
import { GamificationService } from './gamification.service.js';

/**
 * The API side of gamification. A sign-in settles the golfer's achievements: the welcome bonus of
 * a new account, and what the alerts a browser brought to the account have earned. Imported after
 * OwnersModule, so its listener runs after those alerts have moved.
 */
@Module({
  imports: [AuthModule, GamificationModule],
  controllers: [GamificationController, AchievementsController],
})
export class GamificationApiModule implements OnModuleInit {
  constructor(
    private readonly events: SignInEvents,
    private readonly gamification: GamificationService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(({ userId }) => this.gamification.recordActivityQuietly(userId));
  }
}
