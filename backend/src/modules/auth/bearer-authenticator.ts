import { Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { type RequestUser } from './auth.decorators.js';
import { unauthenticated } from './auth.errors.js';
import { SessionsService } from './sessions.service.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Reads `Authorization: Bearer <access token>` once per request (the access guard and the auth
 * guard both ask). No header: undefined. A bad, expired or ended token: 401.
 */
@Injectable()
export class BearerAuthenticator {
  private readonly outcomes = new WeakMap<FastifyRequest, Promise<RequestUser | undefined>>();

  constructor(private readonly sessions: SessionsService) {}

  authenticate(request: FastifyRequest): Promise<RequestUser | undefined> {
    let outcome = this.outcomes.get(request);
    if (!outcome) {
      outcome = this.check(request.headers.authorization);
      this.outcomes.set(request, outcome);
    }
    return outcome;
  }

  private async check(header: string | undefined): Promise<RequestUser | undefined> {
    if (header === undefined) return undefined;
    const token = BEARER.exec(header)?.[1];
    if (!token) throw unauthenticated();
    return this.sessions.authenticate(token);
  }
}
