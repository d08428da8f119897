import { createHash } from 'node:crypto';
import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { errorCodes } from '@teewatch/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import { AppError } from '../http/app-error.js';
import { ownerOf } from '../owners/owner.js';
import { canonicalJson } from './canonical-json.js';
import { IdempotencyRepository } from './idempotency.repository.js';

/** Visible ASCII, as the IETF Idempotency-Key draft and Stripe take it. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * Honours an `Idempotency-Key` header (docs/resilience.md, "Idempotency-Key"): the same key and
 * body get the first answer again, never a second action; the same key with another body gets
 * 422; a repeat while the first is still running gets 409. Without the header, nothing changes.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const key = request.headers['idempotency-key'];
    if (key === undefined) return next.handle();
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new AppError(
        400,
        errorCodes.validationFailed,
        'The Idempotency-Key header must be 1 to 255 visible characters.',
        [{ field: 'Idempotency-Key', message: 'must be 1 to 255 visible characters' }],
      );
    }
    const owner = ownerOf(request);
    const ownerKey = owner.userId ? `user:${owner.userId}` : `grant:${owner.grantId}`;
    const use = {
      ownerKey,
      key,
      request: `${request.method} ${request.routeOptions.url}`,
      requestHash: createHash('sha256').update(canonicalJson(request.body)).digest('hex'),
    };
    const claim = await this.keys.claim(use);
    switch (claim.kind) {
      case 'replay':
        void reply.header('Idempotent-Replayed', 'true');
        return of(claim.response);
      case 'mismatch':
        throw new AppError(
          422,
          errorCodes.idempotencyKeyReused,
          'This Idempotency-Key was already used for a different request.',
        );
      case 'in-progress':
        throw new AppError(
          409,
          errorCodes.idempotencyKeyInUse,
          'A request with this Idempotency-Key is still being answered. Try again in a moment.',
          undefined,
          { 'Retry-After': '1' },
        );
      case 'claimed': {
        const status =
          this.reflector.get<number>(HTTP_CODE_METADATA, context.getHandler()) ??
          (request.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
        return next.handle().pipe(
          mergeMap((body) => from(this.keys.finish(ownerKey, key, status, body).then(() => body))),
          catchError((error: unknown) =>
            from(this.keys.release(ownerKey, key)).pipe(mergeMap(() => throwError(() => error))),
          ),
        );
      }
    }
  }
}
