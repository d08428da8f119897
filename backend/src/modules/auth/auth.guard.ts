import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type FastifyRequest } from 'fastify';
import { IS_PUBLIC } from '../../infra/http/public.decorator.js';
import { SIGNED_IN } from './auth.decorators.js';
import { unauthenticated } from './auth.errors.js';
import { BearerAuthenticator } from './bearer-authenticator.js';

/**
 * Sets `request.user` from a Bearer token on every product route, so a signed-in golfer's calls
 * act for the account. A token that is bad or expired is a 401 there (the client refreshes once),
 * even where signing in is optional. Public routes ignore tokens: an expired one must not stand
 * in the way of signing in again or refreshing. @SignedIn() routes need a user.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly bearer: BearerAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const user = await this.bearer.authenticate(request);
    if (user) request.user = user;
    if (!user && this.reflector.getAllAndOverride<boolean>(SIGNED_IN, targets)) {
      throw unauthenticated();
    }
    return true;
  }
}
