import { createPublicKey, verify } from 'node:crypto';

/** What a valid VAPID authorization says about its sender. */
export interface VapidClaims {
  subject: string;
  /** The sender's public key as given in `k=` (base64url, uncompressed P-256 point). */
  publicKey: string;
  expiresAt: number;
}

export class VapidError extends Error {}

const maxLifetimeSeconds = 24 * 60 * 60;
/** Clock skew tolerated between sender and push service. */
const leewaySeconds = 60;

/**
 * Checks an `Authorization: vapid t=<JWT>, k=<key>` header as a push service does (RFC 8292): an
 * ES256 JWT signed by the key in k, whose aud is the push service's origin, exp in the future and at
 * most 24 hours away, and sub a mailto: or https: contact. Throws VapidError saying what is wrong.
 */
export function verifyVapid(
  authorization: string | undefined,
  audience: string,
  nowSeconds: number,
): VapidClaims {
  if (!authorization) throw new VapidError('missing Authorization header (VAPID required)');
  const scheme = /^vapid\s+(.*)$/i.exec(authorization.trim());
  if (!scheme) throw new VapidError('Authorization is not of the "vapid t=..., k=..." scheme');
  const parameters = new Map<string, string>();
  for (const part of scheme[1]!.split(',')) {
    const equals = part.indexOf('=');
    if (equals > 0) parameters.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim());
  }
  const token = parameters.get('t');
  const key = parameters.get('k');
  if (!token || !key) throw new VapidError('Authorization lacks t= (the JWT) or k= (the key)');

  const keyBytes = Buffer.from(key, 'base64url');
  if (keyBytes.length !== 65 || keyBytes[0] !== 4) {
    throw new VapidError('k= is not an uncompressed P-256 public key');
  }
  const segments = token.split('.');
  if (segments.length !== 3) throw new VapidError('t= is not a JWT');
  const [headerPart, payloadPart, signaturePart] = segments as [string, string, string];
  const header = parseSegment(headerPart, 'header');
  if (header.alg !== 'ES256') throw new VapidError(`JWT alg is ${String(header.alg)}, not ES256`);

  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: keyBytes.subarray(1, 33).toString('base64url'),
      y: keyBytes.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signature = Buffer.from(signaturePart, 'base64url');
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    signature,
  );
  if (!signed) throw new VapidError('JWT signature does not verify with k=');

  const claims = parseSegment(payloadPart, 'claims');
  if (claims.aud !== audience) {
    throw new VapidError(
      `JWT aud is ${JSON.stringify(claims.aud)}, not this push service's origin ${audience}`,
    );
  }
  if (typeof claims.exp !== 'number') throw new VapidError('JWT has no numeric exp');
  if (claims.exp <= nowSeconds - leewaySeconds) throw new VapidError('JWT has expired');
  if (claims.exp > nowSeconds + maxLifetimeSeconds + leewaySeconds) {
    throw new VapidError('JWT exp is more than 24 hours away');
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    throw new VapidError('JWT sub must be a mailto: or https: contact');
  }
  return { subject: claims.sub, publicKey: key, expiresAt: claims.exp };
}

function parseSegment(segment: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new VapidError(`JWT ${what} is not base64url JSON`);
}
