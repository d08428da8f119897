import { Inject, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { readGrantToken } from '../access/access-grant.cookie.js';
import { AccessService } from '../access/access.service.js';

/**
 * What sign-in routes read from the browser besides the body. They are open without an access
 * grant (a new browser must be able to sign in), so the grant, when there is one, is looked up
 * here: signing in moves that browser's things to the account.
 */
@Injectable()
export class RequestContext {
  constructor(
    private readonly access: AccessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async grantIdOf(request: FastifyRequest): Promise<string | null> {
    if (request.accessGrant) return request.accessGrant.grantId;
    const token = readGrantToken(request);
    const grant = token ? await this.access.findGrant(token) : undefined;
    return grant?.grantId ?? null;
  }

  /** Cookies are Secure whenever the app is served over https. */
  get secureCookies(): boolean {
    return this.config.APP_ORIGIN.startsWith('https:');
  }
}
