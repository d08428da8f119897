import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type FastifyRequest } from 'fastify';
import { IS_PUBLIC } from '../../infra/http/public.decorator.js';
import { BearerAuthenticator } from '../auth/bearer-authenticator.js';
import { readGrantToken } from './access-grant.cookie.js';
import { accessRequired } from './access.errors.js';
import { type AccessGrant, AccessService } from './access.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    accessGrant?: AccessGrant;
  }
}

/**
 * Every product call needs a valid access grant or a signed-in session (an account holder was let
 * in when the account was made); routes marked @Public() are the exceptions.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
    private readonly bearer: BearerAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = readGrantToken(request);
    const grant = token ? await this.access.findGrant(token) : undefined;
    if (grant) {
      request.accessGrant = grant;
      return true;
    }
    // A bad or expired token answers 401 here, so the client refreshes rather than re-gating.
    if (await this.bearer.authenticate(request)) return true;
    throw accessRequired();
  }
}
