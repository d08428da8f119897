import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';

/** The signed-in caller, as the auth guard sets it from a valid `Authorization: Bearer` token. */
export interface RequestUser {
  userId: string;
  sessionFamilyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: RequestUser;
  }
}

export const SIGNED_IN = 'teewatch:signedIn';

/** The route needs a signed-in caller: 401 UNAUTHENTICATED (or TOKEN_EXPIRED) otherwise. */
export const SignedIn = () => applyDecorators(SetMetadata(SIGNED_IN, true), ApiBearerAuth());

/** The signed-in caller of a @SignedIn() route. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestUser =>
    context.switchToHttp().getRequest<FastifyRequest>().user!,
);
