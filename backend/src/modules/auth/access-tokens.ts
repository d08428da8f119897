import { Inject, Injectable } from '@nestjs/common';
import { errors, jwtVerify, SignJWT } from 'jose';
import { APP_CONFIG } from '../../config/config.module.js';
import { type AppConfig } from '../../config/config.schema.js';
import { Clock } from '../../infra/time/clock.js';
import { tokenExpired, unauthenticated } from './auth.errors.js';

/** Who a valid access token speaks for: the account and the signed-in browser (session family). */
export interface AccessClaims {
  userId: string;
  sessionFamilyId: string;
}

const ISSUER = 'teewatch';

/** Short-lived access JWTs (HS256): `sub` is the account, `sid` the session family. */
@Injectable()
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly ttlSeconds: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(config.JWT_SECRET);
    this.ttlSeconds = config.ACCESS_TOKEN_TTL_SECONDS;
  }

  async sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({ sid: claims.sessionFamilyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The claims of a token this server signed; 401 TOKEN_EXPIRED or UNAUTHENTICATED otherwise. */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['sub', 'sid', 'exp'],
        currentDate: this.clock.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
        throw unauthenticated();
      return { userId: payload.sub, sessionFamilyId: payload.sid };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw tokenExpired();
      throw unauthenticated();
    }
  }
}
