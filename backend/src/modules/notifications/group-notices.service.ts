import { Inject, Injectable } from '@nestjs/common';
import { defaultLanguage } from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { EmailService } from '../email/email.service.js';
import { PushChannel } from './channels/push.channel.js';
import { groupNotice } from './group-notice-texts.js';
import { GroupNoticesRepository } from './group-notices.repository.js';
import { PreferencesService } from './preferences.service.js';

/**
 * AlertMatched on a group alert: every other member of the group hears of the tee time at once,
 * by push and, when their preferences send email, by email (the maker is told like any alert's
 * owner), each in their own language. Each member is claimed before being told, so a replay
 * tells nobody twice (docs/gamification.md, "Golf groups").
 */
@Injectable()
export class GroupNoticesService {
  constructor(
    private readonly repository: GroupNoticesRepository,
    private readonly preferences: PreferencesService,
    private readonly push: PushChannel,
    private readonly email: EmailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tellMembers(alertMatchIds: string[]): Promise<number> {
    let told = 0;
    for (const member of await this.repository.membersToTell(alertMatchIds)) {
      if (!(await this.repository.claim(member.alertMatchId, member.userId))) continue;
      const { push, email } = groupNotice(
        {
          groupName: member.groupName,
          teeTime: member,
          pageUrl: `${this.config.APP_ORIGIN}/dashboard#groups`,
        },
        member.language ?? defaultLanguage,
      );
      const owner = { userId: member.userId, grantId: null };
      await this.push.sendToAll(
        owner,
        { ...push, url: '/dashboard#groups', tag: `teewatch-group-${member.alertMatchId}` },
        { topic: member.alertMatchId.replace(/-/g, ''), ttlSeconds: this.config.PUSH_TTL_SECONDS },
      );
      if ((await this.preferences.defaults(owner)).email) {
        await this.email.send({
          to: member.email,
          type: 'tee_time_alert',
          ...email,
          userId: member.userId,
          idempotencyKey: `group-${member.alertMatchId}-${member.userId}`,
        });
      }
      told += 1;
    }
    return told;
  }
}
