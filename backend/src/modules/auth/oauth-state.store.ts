import { Inject, Injectable } from '@nestjs/common';
import { type Language, type OAuthProvider } from '@teewatch/contracts';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { REDIS } from '../../infra/redis/redis.module.js';

/** What a social sign-in must remember between sending the browser away and its return. */
export interface OAuthFlow {
  provider: OAuthProvider;
  codeVerifier: string;
  nonce: string;
  mode: 'page' | 'popup';
  redirectPath: string;
  /** The language the sign-in was started in, if named: an account it makes keeps it. */
  language?: Language;
}

/** A sign-in left unfinished this long is forgotten. */
export const OAUTH_FLOW_SECONDS = 600;

/** Unfinished social sign-ins, keyed by their `state`; each can be taken once. */
@Injectable()
export class OAuthStateStore {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.QUEUE_PREFIX}:oauth-flow:`;
  }

  async save(state: string, flow: OAuthFlow): Promise<void> {
    await this.redis.set(this.prefix + state, JSON.stringify(flow), 'EX', OAUTH_FLOW_SECONDS);
  }

  async take(state: string): Promise<OAuthFlow | undefined> {
    const stored = await this.redis.getdel(this.prefix + state);
    return stored ? (JSON.parse(stored) as OAuthFlow) : undefined;
  }
}
