import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AuthConfig, type Language, type OAuthProvider } from '@teewatch/contracts';
import * as oidc from 'openid-client';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { type UserRow } from '../../db/schema/index.js';
import { ActivityService } from '../users/activity.service.js';
import { UsersService } from '../users/users.service.js';
import { providerDisabled } from './auth.errors.js';
import { OAuthClients } from './oauth-clients.js';
import { type OAuthFlow, OAuthStateStore } from './oauth-state.store.js';
import { appUrl, safeLandingPath } from './redirects.js';
import { SessionsService } from './sessions.service.js';
import { SignInEvents } from './sign-in-events.js';

const providerLabels: Record<OAuthProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
};

export interface OAuthStart {
  /** Where to send the browser: the provider, or straight to the outcome when it is down. */
  location: string;
  /** Set as a cookie so the flow can only be finished in the browser that started it. */
  state?: string;
}

interface Identity {
  subject: string;
  email: string;
  name: string | null;
}

/**
 * Google, Facebook and GitHub sign-in: authorization code flow with PKCE (S256), state and
 * nonce. Accounts are linked by the provider's verified email. The outcome always lands on the
 * app: the requested page (full-page mode) or /auth/popup-done (popup mode), with tokens on
 * success, otherwise a status and an error code.
 */
@Injectable()
export class OAuthService {
  private readonly logger = new Logger(OAuthService.name);

  constructor(
    private readonly clients: OAuthClients,
    private readonly flows: OAuthStateStore,
    private readonly users: UsersService,
    private readonly activity: ActivityService,
    private readonly sessions: SessionsService,
    private readonly signInEvents: SignInEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Which sign-in methods this server offers (a provider without credentials is off). */
  signInMethods(): AuthConfig {
    return {
      success: true,
      methods: {
        password: true,
        magicLink: true,
        google: this.clients.isEnabled('google'),
        facebook: this.clients.isEnabled('facebook'),
        github: this.clients.isEnabled('github'),
        apple: false,
      },
      magicLinkMinutes: this.config.MAGIC_LINK_TTL_MINUTES,
    };
  }

  async start(
    provider: string,
    redirect: unknown,
    mode: unknown,
    language?: Language,
  ): Promise<OAuthStart> {
    if (!this.clients.isEnabled(provider)) throw providerDisabled();
    const flowMode = mode === 'popup' ? 'popup' : 'page';
    let configuration: oidc.Configuration;
    try {
      configuration = await this.clients.configuration(provider);
    } catch (error) {
      this.logger.warn({ err: error }, `${provider} sign-in is unreachable`);
      return { location: this.failure(provider, flowMode, 'provider_unavailable') };
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await this.flows.save(state, {
      provider,
      codeVerifier,
      nonce,
      mode: flowMode,
      redirectPath: safeLandingPath(
        typeof redirect === 'string' ? redirect : undefined,
        this.config.APP_ORIGIN,
      ),
      ...(language ? { language } : {}),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.clients.redirectUri(provider),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(flowMode === 'popup' ? { display: 'popup' } : {}),
    });
    return { location: url.toString(), state };
  }

  /** The provider sent the browser back: where the browser goes now. */
  async finish(
    provider: string,
    query: Record<string, string | undefined>,
    browserState: string | undefined,
    grantId: string | null,
  ): Promise<string> {
    if (!this.clients.isEnabled(provider))
      return this.failure(provider, 'page', 'provider_disabled');
    const state = query.state;
    const flow = state ? await this.flows.take(state) : undefined;
    if (!flow || flow.provider !== provider || browserState !== state) {
      return this.failure(provider, flow?.mode ?? 'page', 'invalid_state');
    }
    if (query.error === 'access_denied') return this.cancelled(provider, flow.mode);
    if (query.error) return this.failure(provider, flow.mode, errorCode(query.error));

    let identity: Identity | undefined;
    try {
      identity = await this.exchange(provider, flow, query, state!);
    } catch (error) {
      this.logger.warn({ err: error }, `${provider} sign-in could not be completed`);
      return this.failure(provider, flow.mode, 'exchange_failed');
    }
    if (!identity) return this.failure(provider, flow.mode, 'email_not_verified');

    const user = await this.accountFor(provider, identity, flow.language);
    const tokens = await this.sessions.start(user, provider);
    await this.activity.record(user.id, 'signed_in', `Signed in with ${providerLabels[provider]}`);
    await this.signInEvents.signedIn({ userId: user.id, grantId, method: provider });
    const signedIn = { token: tokens.token, refresh_token: tokens.refreshToken };
    return flow.mode === 'popup'
      ? appUrl(this.config.APP_ORIGIN, '/auth/popup-done', {
          provider,
          status: 'success',
          ...signedIn,
        })
      : appUrl(this.config.APP_ORIGIN, flow.redirectPath, signedIn);
  }

  /**
   * Code for tokens (PKCE verifier, state and the ID token's nonce checked), then who the person
   * is. Undefined when the provider does not vouch for the email address.
   */
  private async exchange(
    provider: OAuthProvider,
    flow: OAuthFlow,
    query: Record<string, string | undefined>,
    state: string,
  ): Promise<Identity | undefined> {
    const configuration = await this.clients.configuration(provider);
    const currentUrl = new URL(this.clients.redirectUri(provider));
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) currentUrl.searchParams.set(name, value);
    }
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    // Providers may keep profile claims out of the ID token and answer them at userinfo.
    const claims =
      typeof idToken.email === 'string'
        ? idToken
        : await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    if (typeof claims.email !== 'string' || claims.email_verified !== true) return undefined;
    return {
      subject: idToken.sub,
      email: claims.email.trim().toLowerCase(),
      name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null,
    };
  }

  /** The account this person signed in to before, or the one of their verified email, or a new one. */
  private async accountFor(
    provider: OAuthProvider,
    identity: Identity,
    language: Language | undefined,
  ): Promise<UserRow> {
    const linked = await this.users.findByIdentity(provider, identity.subject);
    const known = linked && (await this.users.findById(linked.userId));
    if (known) return known;
    const { user, created } = await this.users.ensureProvenAccount(identity.email, {
      displayName: identity.name,
      accountType: provider,
      language: language ?? null,
    });
    await this.users.linkIdentity(user.id, provider, identity.subject, identity.email);
    if (created) {
      await this.activity.record(
        user.id,
        'signed_up',
        `Created your TeeWatch account with ${providerLabels[provider]}`,
      );
    }
    return user;
  }

  private cancelled(provider: string, mode: OAuthFlow['mode']): string {
    return mode === 'popup'
      ? appUrl(this.config.APP_ORIGIN, '/auth/popup-done', { provider, status: 'cancelled' })
      : appUrl(this.config.APP_ORIGIN, '/login', { error: 'cancelled', provider });
  }

  private failure(provider: string, mode: OAuthFlow['mode'], error: string): string {
    return mode === 'popup'
      ? appUrl(this.config.APP_ORIGIN, '/auth/popup-done', { provider, status: 'error', error })
      : appUrl(this.config.APP_ORIGIN, '/login', { error, provider });
  }
}

/** A provider's error code as a short word, never text the provider chose to put in the page. */
function errorCode(raw: string): string {
  return /^[a-z_]{1,40}$/.test(raw) ? raw : 'provider_error';
}
