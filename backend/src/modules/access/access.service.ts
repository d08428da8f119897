import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { type AccessGrantResponse, accessCodeKey, type Language } from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { type AccessCodeRow } from '../../db/schema/index.js';
import { expiredCode, unknownCode, usedUpCode } from './access.errors.js';
import { AccessRepository } from './access.repository.js';
import { accessTexts, featuresOf } from './access-texts.js';
import { AccessThrottle } from './access.throttle.js';
import { hashSecretToken, newSecretToken } from '../../infra/crypto/secret-tokens.js';

export interface AccessGrant {
  grantId: string;
  code: AccessCodeRow;
  expiresAt: Date;
}

/**
 * How long a grant found is remembered. Every product call asks for the browser's grant, and a
 * grant never changes and is never withdrawn before it lapses, so a few seconds' memory saves
 * that query on all but the first call of a burst (docs/operations.md, "Load").
 */
const GRANT_REMEMBERED_MS = 10_000;

export interface ValidationOutcome {
  response: AccessGrantResponse;
  /** Set when a new grant was made: the browser's cookie value and when it lapses. */
  newGrant?: { token: string; expiresAt: Date };
}

@Injectable()
export class AccessService {
  constructor(
    private readonly repository: AccessRepository,
    private readonly throttle: AccessThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Grants found lately, by token hash; never past their own expiry. */
  private readonly recentGrants = new LRUCache<string, AccessGrant>({
    max: 10_000,
    ttl: GRANT_REMEMBERED_MS,
  });

  /**
   * Lets a browser in with a code. A browser that already holds a grant from this code is answered
   * again without spending a use; anyone else spends one. Every attempt takes one of the client's
   * tries first; a right code gives it back (the guessing limits of AccessThrottle). The answer's
   * sentences are in `language`.
   */
  async validate(
    rawCode: string,
    presentedToken: string | undefined,
    clientIp: string,
    language: Language,
  ): Promise<ValidationOutcome> {
    const texts = accessTexts[language];
    await this.throttle.takeTry(clientIp);
    const code = await this.repository.findCodeByKey(accessCodeKey(rawCode));
    if (!code) return this.throttle.failWith(unknownCode());
    await this.throttle.giveBackTry(clientIp);

    const existing = presentedToken ? await this.findGrant(presentedToken) : undefined;
    if (existing?.code.id === code.id)
      return { response: this.describe(code, texts.welcomeBack, language) };

    if (code.expiresAt && code.expiresAt <= new Date())
      return this.throttle.failWith(expiredCode());
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + this.config.ACCESS_GRANT_DAYS * 24 * 3600 * 1000);
    const granted = await this.repository.consumeUseAndGrant(
      code.id,
      hashSecretToken(token),
      expiresAt,
    );
    // The update also refuses a code that expired since it was read; report what is true now.
    if (!granted) {
      const now = await this.repository.findCodeById(code.id);
      return this.throttle.failWith(
        now?.expiresAt && now.expiresAt <= new Date() ? expiredCode() : usedUpCode(),
      );
    }
    return {
      response: this.describe(granted.code, this.welcome(granted.code, language), language),
      newGrant: { token, expiresAt },
    };
  }

  /** The active grant a cookie token stands for, if any. */
  async findGrant(token: string, now = new Date()): Promise<AccessGrant | undefined> {
    const tokenHash = hashSecretToken(token);
    const known = this.recentGrants.get(tokenHash);
    if (known && known.expiresAt > now) return known;
    const grant = await this.repository.findActiveGrant(tokenHash, now);
    if (grant) {
      const ttl = Math.min(GRANT_REMEMBERED_MS, grant.expiresAt.getTime() - now.getTime());
      this.recentGrants.set(tokenHash, grant, { ttl });
    }
    return grant;
  }

  /** The grant's welcome card, with its code as it is now (its uses left change). */
  async describeGrant(grant: AccessGrant, language: Language): Promise<AccessGrantResponse> {
    const code = (await this.repository.findCodeById(grant.code.id)) ?? grant.code;
    return this.describe(code, accessTexts[language].active, language);
  }

  private welcome(code: AccessCodeRow, language: Language): string {
    const texts = accessTexts[language];
    return code.type === 'friend_invite' && code.invitedByName
      ? texts.welcomeInvited(code.invitedByName)
      : texts.welcomeBeta;
  }

  private describe(code: AccessCodeRow, message: string, language: Language): AccessGrantResponse {
    const texts = accessTexts[language];
    const inviter = code.invitedByName;
    const description =
      code.type !== 'friend_invite'
        ? texts.betaCode
        : inviter
          ? texts.friendInvitationFrom(inviter)
          : texts.friendInvitation;
    return {
      success: true,
      message,
      type: code.type,
      usesRemaining: code.remainingUses,
      invitedBy: code.invitedByName,
      expiresAt: code.expiresAt?.toISOString() ?? null,
      user: {
        name: inviter ? texts.guestOf(inviter) : texts.betaGolfer,
        features: featuresOf(code.features, language),
      },
      inviteInfo: { description, usesRemaining: code.remainingUses },
    };
  }
}
