import { Inject, Injectable } from '@nestjs/common';
import { achievementCatalogue, defaultLanguage, levelFor } from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { GamificationService } from '../gamification/gamification.service.js';
import { EmailService } from '../email/email.service.js';
import { UsersService } from '../users/users.service.js';
import { achievementEmail, achievementPush, type AchievementNotice } from './achievement-texts.js';
import { PushChannel } from './channels/push.channel.js';
import { PreferencesService } from './preferences.service.js';

/**
 * AchievementUnlocked: tell the golfer by push, and by email when their preferences send email,
 * in their language.
 * Told once: the unlock is marked told before anything is sent, so a replay sends nothing.
 */
@Injectable()
export class AchievementNoticesService {
  constructor(
    private readonly gamification: GamificationService,
    private readonly users: UsersService,
    private readonly preferences: PreferencesService,
    private readonly push: PushChannel,
    private readonly email: EmailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tell(userId: string, achievementId: string) {
    const achievement = achievementCatalogue.find(({ id }) => id === achievementId);
    const user = await this.users.findById(userId);
    if (!achievement || !user) return 'nothing to tell';
    if (!(await this.gamification.claimTold(userId, achievementId))) return 'already told';
    const { totalPoints } = await this.gamification.stats(userId);
    const [before, after] = [levelFor(totalPoints - achievement.points), levelFor(totalPoints)];
    const notice: AchievementNotice = {
      achievementId: achievement.id,
      points: achievement.points,
      totalPoints,
      newLevel: after.level > before.level ? after.level : null,
      pageUrl: `${this.config.APP_ORIGIN}/achievements`,
    };
    const language = user.language ?? defaultLanguage;
    const owner = { userId, grantId: null };
    const pushed = this.push.sendToAll(owner, achievementPush(notice, language), {
      topic: `achievement${achievementId.replace(/-/g, '')}`.slice(0, 32),
      ttlSeconds: this.config.PUSH_TTL_SECONDS,
    });
    const wantsEmail = (await this.preferences.defaults(owner)).email;
    const emailed = wantsEmail
      ? this.email.send({
          to: user.email,
          type: 'achievement',
          ...achievementEmail(notice, language),
          userId,
          idempotencyKey: `achievement-${userId}-${achievementId}`,
        })
      : Promise.resolve({ status: 'not chosen' });
    const [pushResult, emailResult] = await Promise.all([pushed, emailed]);
    return { push: pushResult.sent, email: emailResult.status };
  }
}
