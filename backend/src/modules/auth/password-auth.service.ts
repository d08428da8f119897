import { Inject, Injectable } from '@nestjs/common';
import {
  defaultLanguage,
  type Language,
  type PasswordResetRequest,
  type SessionTokens,
  type SignInRequest,
  type SignUpRequest,
} from '@teewatch/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { type UserRow } from '../../db/schema/index.js';
import { ActivityService } from '../users/activity.service.js';
import { UsersService } from '../users/users.service.js';
import { AuthEmailThrottle } from './auth-email-throttle.js';
import { alreadyRegisteredEmail, confirmEmailEmail, passwordResetEmail } from './auth-emails.js';
import { AuthMailer } from './auth-mailer.js';
import {
  accountLocked,
  authTexts,
  commonPassword,
  emailNotVerified,
  invalidCredentials,
  invalidEmailLink,
} from './auth.errors.js';
import { EmailTokensRepository } from './email-tokens.repository.js';
import { LoginThrottle } from './login-throttle.js';
import { PasswordHasher } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import { appUrl } from './redirects.js';
import { hashSecretToken, newSecretToken } from '../../infra/crypto/secret-tokens.js';
import { SessionsService } from './sessions.service.js';
import { SignInEvents } from './sign-in-events.js';

/** The same answer for every address, so nobody learns which emails have accounts. */
const signUpAnswer = {
  success: true,
  message: 'Check your email: we sent you a link to finish creating your account.',
} as const;
const resetAnswer = {
  success: true,
  message: 'If an account exists for that email, we sent a link to reset its password.',
} as const;
const resetDoneAnswer = {
  success: true,
  message: 'Your password has been reset. Sign in with your new password.',
} as const;

/** Sign-up with a confirmed address, sign-in with a password, and password reset. */
@Injectable()
export class PasswordAuthService {
  constructor(
    private readonly users: UsersService,
    private readonly activity: ActivityService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly emailTokens: EmailTokensRepository,
    private readonly mailer: AuthMailer,
    private readonly emailThrottle: AuthEmailThrottle,
    private readonly loginThrottle: LoginThrottle,
    private readonly signInEvents: SignInEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A new address gets an unverified account (in the language the request names) and a
   * confirmation link; a known one gets a note that it already has an account. Both cost a
   * password hash, so timing tells nothing either.
   */
  async signUp(request: SignUpRequest, clientIp: string): Promise<typeof signUpAnswer> {
    if (passwordProblem(request.password)) throw commonPassword();
    await this.emailThrottle.consume(request.email, clientIp);
    const passwordHash = await this.hasher.hash(request.password);
    const created = await this.users.createPasswordAccount(
      request.email,
      request.name,
      passwordHash,
      request.language,
    );
    if (created) {
      await this.activity.record(created.id, 'signed_up', 'Created your TeeWatch account');
      await this.sendConfirmation(created);
    } else {
      const existing = await this.users.findByEmail(request.email);
      const urls = {
        signIn: appUrl(this.config.APP_ORIGIN, '/login'),
        reset: appUrl(this.config.APP_ORIGIN, '/forgot-password'),
      };
      this.mailer.dispatch({
        to: request.email,
        type: 'email_confirmation',
        email: alreadyRegisteredEmail(
          existing?.displayName ?? null,
          urls,
          request.language ?? existing?.language ?? defaultLanguage,
        ),
        userId: existing?.id,
      });
    }
    return signUpAnswer;
  }

  /** Opens the confirmation link: the address is verified and the browser signed in. */
  async verifyEmail(token: string, grantId: string | null): Promise<SessionTokens> {
    const userId = await this.emailTokens.consume('confirm_email', hashSecretToken(token));
    const user = userId && (await this.users.findById(userId));
    if (!user) throw invalidEmailLink(authTexts.confirmationLinkInvalid);
    if (await this.users.markEmailVerified(user.id)) {
      await this.activity.record(user.id, 'email_verified', 'Confirmed your email address');
    }
    return this.signIn((await this.users.findById(user.id))!, 'email_link', grantId);
  }

  /**
   * Checks the password under the guessing limits. Unknown addresses and accounts without a
   * password fail exactly like a wrong password, after the same amount of hashing work.
   */
  async login(
    request: SignInRequest,
    client: { ip: string; trustedDevice: string | undefined },
    grantId: string | null,
  ) {
    const trusted = this.loginThrottle.isTrustedDevice(request.email, client.trustedDevice);
    await this.loginThrottle.assertAllowed(request.email, client.ip, trusted);
    const user = await this.users.findByEmail(request.email);
    const matches = user?.passwordHash
      ? await this.hasher.verify(user.passwordHash, request.password)
      : await this.hasher.verifyNothing(request.password);
    if (!user || !matches) {
      const locked = await this.loginThrottle.recordFailure(request.email, client.ip, trusted);
      const lockMinutes = this.config.LOGIN_LOCK_MINUTES;
      throw locked ? accountLocked(lockMinutes, lockMinutes * 60) : invalidCredentials();
    }
    await this.loginThrottle.recordSuccess(request.email, client.ip);
    if (!user.emailVerifiedAt) {
      if (await this.emailThrottle.tryConsume(user.email)) await this.sendConfirmation(user);
      throw emailNotVerified();
    }
    return {
      tokens: await this.signIn(user, 'password', grantId),
      trustedDevice: this.loginThrottle.trustedDeviceToken(request.email),
    };
  }

  /**
   * Emails a reset link when the address has an account, in the language the request names (the
   * account's otherwise); answers the same either way.
   */
  async requestReset(
    { email, language }: PasswordResetRequest,
    clientIp: string,
  ): Promise<typeof resetAnswer> {
    await this.emailThrottle.consume(email, clientIp);
    const user = await this.users.findByEmail(email);
    if (user) {
      const token = await this.newEmailToken(user.id, 'reset_password', this.resetTtlMs());
      this.mailer.dispatch({
        to: user.email,
        type: 'password_reset',
        email: passwordResetEmail(
          user.displayName,
          appUrl(this.config.APP_ORIGIN, '/reset-password', { token }),
          this.config.PASSWORD_RESET_TTL_MINUTES,
          language ?? user.language ?? defaultLanguage,
        ),
        userId: user.id,
      });
    }
    return resetAnswer;
  }

  /**
   * Sets the new password from a reset link. It also proves the address, unlocks the account
   * and signs it out everywhere. A refused password leaves the link usable.
   */
  async confirmReset(token: string, password: string): Promise<typeof resetDoneAnswer> {
    const tokenHash = hashSecretToken(token);
    if (!(await this.emailTokens.isLive('reset_password', tokenHash))) {
      throw invalidEmailLink(authTexts.resetLinkInvalid);
    }
    if (passwordProblem(password)) throw commonPassword();
    const passwordHash = await this.hasher.hash(password);
    const userId = await this.emailTokens.consume('reset_password', tokenHash);
    const user = userId && (await this.users.findById(userId));
    if (!user) throw invalidEmailLink(authTexts.resetLinkInvalid);
    await this.users.setPassword(user.id, passwordHash);
    await this.emailTokens.retireAll(user.id, 'reset_password');
    await this.sessions.revokeAll(user.id, 'password_reset');
    await this.loginThrottle.unlock(user.email);
    await this.activity.record(user.id, 'password_reset', 'Reset your password');
    return resetDoneAnswer;
  }

  private async signIn(user: UserRow, method: 'password' | 'email_link', grantId: string | null) {
    const tokens = await this.sessions.start(user, method);
    await this.activity.record(
      user.id,
      'signed_in',
      method === 'password'
        ? 'Signed in with your password'
        : 'Signed in from your confirmation email',
    );
    await this.signInEvents.signedIn({ userId: user.id, grantId, method });
    return tokens;
  }

  /** In the account's language: sign-up stored the one the request named. */
  private async sendConfirmation(user: UserRow): Promise<void> {
    const language: Language = user.language ?? defaultLanguage;
    const hours = this.config.EMAIL_CONFIRMATION_TTL_HOURS;
    const token = await this.newEmailToken(user.id, 'confirm_email', hours * 3600 * 1000);
    this.mailer.dispatch({
      to: user.email,
      type: 'email_confirmation',
      email: confirmEmailEmail(
        user.displayName,
        appUrl(this.config.APP_ORIGIN, '/auth/verify-email', { token }),
        hours,
        language,
      ),
      userId: user.id,
    });
  }

  private async newEmailToken(
    userId: string,
    kind: 'confirm_email' | 'reset_password',
    ttlMs: number,
  ): Promise<string> {
    const token = newSecretToken();
    await this.emailTokens.insert(
      userId,
      kind,
      hashSecretToken(token),
      new Date(Date.now() + ttlMs),
    );
    return token;
  }

  private resetTtlMs(): number {
    return this.config.PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
  }
}
