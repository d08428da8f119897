import { Inject, Injectable } from '@nestjs/common';
import { type OAuthProvider, oauthProviders } from '@teewatch/contracts';
import * as oidc from 'openid-client';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';

interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const DISCOVERY_TIMEOUT_SECONDS = 5;

/**
 * The OpenID Connect client of each configured provider. Discovery happens at first use and is
 * kept; a provider that could not be reached is tried again next time rather than remembered
 * as broken. A plain-http issuer (the local sandbox; refused in production) is allowed as is.
 */
@Injectable()
export class OAuthClients {
  private readonly settings = new Map<OAuthProvider, ProviderSettings>();
  private readonly discovered = new Map<OAuthProvider, Promise<oidc.Configuration>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const byProvider: Record<OAuthProvider, ProviderSettings> = {
      google: {
        issuer: config.OAUTH_GOOGLE_ISSUER,
        clientId: config.OAUTH_GOOGLE_CLIENT_ID,
        clientSecret: config.OAUTH_GOOGLE_CLIENT_SECRET,
      },
      facebook: {
        issuer: config.OAUTH_FACEBOOK_ISSUER,
        clientId: config.OAUTH_FACEBOOK_CLIENT_ID,
        clientSecret: config.OAUTH_FACEBOOK_CLIENT_SECRET,
      },
      github: {
        issuer: config.OAUTH_GITHUB_ISSUER,
        clientId: config.OAUTH_GITHUB_CLIENT_ID,
        clientSecret: config.OAUTH_GITHUB_CLIENT_SECRET,
      },
    };
    for (const provider of oauthProviders) {
      const settings = byProvider[provider];
      if (settings.issuer && settings.clientId && settings.clientSecret) {
        this.settings.set(provider, settings);
      }
    }
  }

  isEnabled(provider: string): provider is OAuthProvider {
    return this.settings.has(provider as OAuthProvider);
  }

  /** Where the provider sends the browser back; registered with the provider as is. */
  redirectUri(provider: OAuthProvider): string {
    return new URL(`/api/auth/${provider}/callback`, this.config.APP_ORIGIN).toString();
  }

  configuration(provider: OAuthProvider): Promise<oidc.Configuration> {
    let configuration = this.discovered.get(provider);
    if (!configuration) {
      configuration = this.discover(this.settings.get(provider)!);
      this.discovered.set(provider, configuration);
      configuration.catch(() => this.discovered.delete(provider));
    }
    return configuration;
  }

  private discover({ issuer, clientId, clientSecret }: ProviderSettings) {
    return oidc.discovery(
      new URL(issuer),
      clientId,
      clientSecret,
      oidc.ClientSecretBasic(clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        execute: issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      },
    );
  }
}
