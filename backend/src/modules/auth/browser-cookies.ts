import { type FastifyReply, type FastifyRequest } from 'fastify';

/** The secret only the browser that asked for a magic link holds; sent only to its poll. */
const MAGIC_LINK_COOKIE = 'teewatch_magic_link';
/** The `state` of a social sign-in, so it can only be finished in the browser that started it. */
const OAUTH_STATE_COOKIE = 'teewatch_oauth_state';
/** Marks a browser an account has signed in on with its password (the guessing limits). */
const TRUSTED_DEVICE_COOKIE = 'teewatch_trusted_device';
const SIGN_IN_PATH = '/api/auth/login';

const pollPath = (magicLinkId: string) => `/api/auth/magic-link/verify/${magicLinkId}`;
const OAUTH_PATH = '/api/auth';

export function setMagicLinkSecret(
  reply: FastifyReply,
  magicLinkId: string,
  secret: string,
  expiresAt: Date,
  secure: boolean,
): void {
  // One cookie per link (its own path), so asking again from another tab keeps both working.
  reply.setCookie(MAGIC_LINK_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: pollPath(magicLinkId),
    expires: expiresAt,
  });
}

export function readMagicLinkSecret(request: FastifyRequest): string | undefined {
  return request.cookies[MAGIC_LINK_COOKIE] || undefined;
}

export function clearMagicLinkSecret(reply: FastifyReply, magicLinkId: string): void {
  reply.clearCookie(MAGIC_LINK_COOKIE, { path: pollPath(magicLinkId) });
}

/** Lax, not Strict: the provider's redirect back is a navigation from another site. */
export function setOAuthState(
  reply: FastifyReply,
  state: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  reply.setCookie(OAUTH_STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: OAUTH_PATH,
    maxAge: maxAgeSeconds,
  });
}

export function readOAuthState(request: FastifyRequest): string | undefined {
  return request.cookies[OAUTH_STATE_COOKIE] || undefined;
}

export function clearOAuthState(reply: FastifyReply): void {
  reply.clearCookie(OAUTH_STATE_COOKIE, { path: OAUTH_PATH });
}

/** Sent only to the sign-in call, for a year: the browser keeps getting through a spread-out attack. */
export function setTrustedDevice(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(TRUSTED_DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: SIGN_IN_PATH,
    maxAge: 365 * 24 * 3600,
  });
}

export function readTrustedDevice(request: FastifyRequest): string | undefined {
  return request.cookies[TRUSTED_DEVICE_COOKIE] || undefined;
}
