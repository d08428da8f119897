import { type FastifyReply, type FastifyRequest } from 'fastify';

/** HttpOnly, so page scripts never see the grant; SameSite=Lax, so other sites cannot use it. */
export const ACCESS_COOKIE = 'teewatch_access';

export function readGrantToken(request: FastifyRequest): string | undefined {
  return request.cookies[ACCESS_COOKIE] || undefined;
}

export function setGrantCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
): void {
  reply.setCookie(ACCESS_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}
