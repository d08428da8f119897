import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module.js';
import { EmailModule } from '../email/email.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccessTokens } from './access-tokens.js';
import { AuthEmailThrottle } from './auth-email-throttle.js';
import { AuthMailer } from './auth-mailer.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { BearerAuthenticator } from './bearer-authenticator.js';
import { EmailTokensRepository } from './email-tokens.repository.js';
import { LoginThrottle } from './login-throttle.js';
import { MagicLinkController } from './magic-link.controller.js';
import { MagicLinkService } from './magic-link.service.js';
import { MagicLinksRepository } from './magic-links.repository.js';
import { OAuthClients } from './oauth-clients.js';
import { OAuthStateStore } from './oauth-state.store.js';
import { OAuthController } from './oauth.controller.js';
import { OAuthService } from './oauth.service.js';
import { PasswordAuthService } from './password-auth.service.js';
import { PasswordHasher } from './password-hasher.js';
import { RequestContext } from './request-context.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { SignInEvents } from './sign-in-events.js';

/**
 * Signing in: passwords, magic links, Google/Facebook/GitHub, and sessions. Other modules use
 * the guard (registered globally in AppModule), the @SignedIn()/@CurrentUser() decorators, and
 * SignInEvents to hear about sign-ins.
 */
@Module({
  imports: [UsersModule, EmailModule, AccessModule],
  // OAuthController last: its `auth/:provider` must not shadow the fixed paths of the others.
  controllers: [AuthController, MagicLinkController, OAuthController],
  providers: [
    AccessTokens,
    AuthEmailThrottle,
    AuthGuard,
    AuthMailer,
    BearerAuthenticator,
    EmailTokensRepository,
    LoginThrottle,
    MagicLinkService,
    MagicLinksRepository,
    OAuthClients,
    OAuthService,
    OAuthStateStore,
    PasswordAuthService,
    PasswordHasher,
    RequestContext,
    SessionsRepository,
    SessionsService,
    SignInEvents,
  ],
  exports: [AuthGuard, BearerAuthenticator, SignInEvents],
})
export class AuthModule {}
