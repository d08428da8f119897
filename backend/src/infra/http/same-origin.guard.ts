import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { errorCodes } from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser says come from another site (Fetch Metadata,
 * then Origin). Requests from non-browser clients carry neither header and pass.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    const foreignOrigin = origin !== undefined && origin !== new URL(this.config.APP_ORIGIN).origin;
    if (crossSite || foreignOrigin) {
      throw new AppError(
        403,
        errorCodes.crossSiteRequest,
        'Requests must come from the TeeWatch app.',
      );
    }
    return true;
  }
}
