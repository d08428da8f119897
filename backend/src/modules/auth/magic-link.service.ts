import { Inject, Injectable } from '@nestjs/common';
import {
  defaultLanguage,
  type MagicLinkSendRequest,
  type MagicLinkSent,
  type MagicLinkVerifyResult,
} from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { isUuid } from '../../infra/http/uuid.js';
import { ActivityService } from '../users/activity.service.js';
import { UsersService } from '../users/users.service.js';
import { AuthEmailThrottle } from './auth-email-throttle.js';
import { magicLinkEmail } from './auth-emails.js';
import { AuthMailer } from './auth-mailer.js';
import { magicLinkExpired, magicLinkNotFound } from './auth.errors.js';
import { MagicLinksRepository } from './magic-links.repository.js';
import { appUrl, safeLandingPath } from './redirects.js';
import {
  hashSecretToken,
  matchesSecretHash,
  newSecretToken,
} from '../../infra/crypto/secret-tokens.js';
import { SessionsService } from './sessions.service.js';
import { SignInEvents } from './sign-in-events.js';

export interface MagicLinkRequested {
  answer: MagicLinkSent;
  /** Only the asking browser gets this (an HttpOnly cookie); its polls must present it. */
  browserSecret: string;
  expiresAt: Date;
}

/**
 * Passwordless sign-in. A link works once, for a short time, and signs in two browsers: the one
 * it is opened in, and the one that asked for it (which polls, presenting its secret).
 */
@Injectable()
export class MagicLinkService {
  constructor(
    private readonly links: MagicLinksRepository,
    private readonly users: UsersService,
    private readonly activity: ActivityService,
    private readonly sessions: SessionsService,
    private readonly mailer: AuthMailer,
    private readonly emailThrottle: AuthEmailThrottle,
    private readonly signInEvents: SignInEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Emails a link to any address (the account is made when the link is opened), in the language
   * the request names, else the account's.
   */
  async send(
    request: MagicLinkSendRequest,
    purpose: 'sign_in' | 'recovery',
    clientIp: string,
  ): Promise<MagicLinkRequested> {
    await this.emailThrottle.consume(request.email, clientIp);
    const token = newSecretToken();
    const browserSecret = newSecretToken();
    const minutes = this.config.MAGIC_LINK_TTL_MINUTES;
    const expiresAt = new Date(Date.now() + minutes * 60 * 1000);
    const id = await this.links.insert({
      tokenHash: hashSecretToken(token),
      browserSecretHash: hashSecretToken(browserSecret),
      email: request.email,
      redirectPath: safeLandingPath(request.redirectUrl, this.config.APP_ORIGIN),
      expiresAt,
      language: request.language ?? null,
    });
    const url = appUrl(this.config.APP_ORIGIN, '/api/auth/magic-link/callback', { id, token });
    const account = await this.users.findByEmail(request.email);
    const language = request.language ?? account?.language ?? defaultLanguage;
    this.mailer.dispatch({
      to: request.email,
      type: 'magic_link',
      email: magicLinkEmail(url, minutes, purpose, language),
      userId: account?.id,
    });
    const answer: MagicLinkSent = {
      success: true,
      magicLinkId: id,
      expiresAt: expiresAt.toISOString(),
      ...(this.config.MAGIC_LINK_DEBUG ? { debugUrl: url } : {}),
    };
    return { answer, browserSecret, expiresAt };
  }

  /**
   * Opens a link: where to send the browser next. The first opening wins; it signs this browser
   * in and holds a session for the asking one. Any later, late or wrong one lands on "expired".
   */
  async open(id: unknown, token: unknown, grantId: string | null): Promise<string> {
    const expired = appUrl(this.config.APP_ORIGIN, '/magic-login', { error: 'expired' });
    if (typeof id !== 'string' || !isUuid(id) || typeof token !== 'string' || !token)
      return expired;
    const link = await this.links.consume(id, hashSecretToken(token));
    if (!link) return expired;

    const { user, created } = await this.users.ensureProvenAccount(link.email, {
      displayName: null,
      accountType: 'email',
      language: link.language,
    });
    if (created) await this.activity.record(user.id, 'signed_up', 'Created your TeeWatch account');
    const tokens = await this.sessions.start(user, 'magic_link');
    const heldFamilyId = await this.sessions.openFamily(user.id, 'magic_link');
    await this.links.attachSession(link.id, user.id, heldFamilyId);
    await this.activity.record(user.id, 'signed_in', 'Signed in with a magic link');
    await this.signInEvents.signedIn({ userId: user.id, grantId, method: 'magic_link' });
    return appUrl(this.config.APP_ORIGIN, '/auth/magic-link', {
      token: tokens.token,
      refresh_token: tokens.refreshToken,
      redirect: link.redirectPath,
    });
  }

  /**
   * The asking browser's poll: pending until the link is opened, then its tokens exactly once,
   * then 410. Without that browser's secret the link is not found, whatever its state.
   */
  async poll(
    id: string,
    browserSecret: string | undefined,
    grantId: string | null,
  ): Promise<MagicLinkVerifyResult> {
    if (!isUuid(id) || !browserSecret) throw magicLinkNotFound();
    const link = await this.links.findById(id);
    if (!link || !matchesSecretHash(browserSecret, link.browserSecretHash)) {
      throw magicLinkNotFound();
    }
    if (link.heldFamilyId && !link.handedOverAt) {
      const familyId = await this.links.handOver(id);
      const tokens = familyId ? await this.sessions.collect(familyId) : undefined;
      if (!tokens) throw magicLinkExpired();
      await this.signInEvents.signedIn({ userId: tokens.user.id, grantId, method: 'magic_link' });
      return { ...tokens, status: 'verified' };
    }
    // Opened a moment ago and still being signed in: the session is about to be held.
    const opening = link.usedAt !== null && link.heldFamilyId === null && !link.handedOverAt;
    if (opening || (!link.usedAt && link.expiresAt > new Date())) {
      return { success: true, status: 'pending' };
    }
    throw magicLinkExpired();
  }
}
