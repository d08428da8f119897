import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');
const positiveInt = z.coerce
  .number({ error: 'must be a whole number above 0' })
  .int('must be a whole number above 0')
  .positive('must be a whole number above 0');
const optionalIssuer = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'must be a URL like https://accounts.google.com' }),
]);

/**
 * Signs access tokens outside production only: anyone can read it here, so a production start
 * without a JWT_SECRET of its own is refused (see refineAuthConfig).
 */
export const DEV_JWT_SECRET = 'teewatch-development-only-jwt-secret-0123456789';

/**
 * Accounts and sign-in. A social provider is on only when its issuer, client id and secret are
 * all set; GitHub has no OpenID Connect issuer of its own, so it needs one that stands in for it.
 */
export const authConfigShape = {
  /** `production` makes the checks below strict; nothing else reads it. */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_JWT_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
  /** A signed-in browser must sign in again after this long, however often it refreshes. */
  SESSION_MAX_DAYS: positiveInt.default(30),
  MAGIC_LINK_TTL_MINUTES: positiveInt.default(10),
  /** Puts the emailed link in the send answer (`npm start` only; refused in production). */
  MAGIC_LINK_DEBUG: bool.default(false),
  EMAIL_CONFIRMATION_TTL_HOURS: positiveInt.default(24),
  PASSWORD_RESET_TTL_MINUTES: positiveInt.default(60),
  /** Consecutive failed sign-ins that lock an account, and for how long. */
  LOGIN_LOCK_AFTER_FAILURES: positiveInt.default(5),
  LOGIN_LOCK_MINUTES: positiveInt.default(15),
  /** Hard caps on failed sign-ins per hour, per account and per client IP. */
  LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: positiveInt.default(100),
  LOGIN_FAILURES_PER_IP_PER_HOUR: positiveInt.default(100),
  /** Sign-up, reset and magic-link emails one address, or one client IP, may ask for per hour. */
  AUTH_EMAILS_PER_ADDRESS_PER_HOUR: positiveInt.default(10),
  AUTH_EMAILS_PER_IP_PER_HOUR: positiveInt.default(50),
  OAUTH_GOOGLE_ISSUER: optionalIssuer.default('https://accounts.google.com'),
  OAUTH_GOOGLE_CLIENT_ID: z.string().default(''),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().default(''),
  OAUTH_FACEBOOK_ISSUER: optionalIssuer.default('https://www.facebook.com'),
  OAUTH_FACEBOOK_CLIENT_ID: z.string().default(''),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().default(''),
  OAUTH_GITHUB_ISSUER: optionalIssuer.default(''),
  OAUTH_GITHUB_CLIENT_ID: z.string().default(''),
  OAUTH_GITHUB_CLIENT_SECRET: z.string().default(''),
};

type AuthSettings = {
  [K in keyof typeof authConfigShape]: z.infer<(typeof authConfigShape)[K]>;
};

/** What production must not run with: a public signing key, debug links, or plain-http issuers. */
export function refineAuthConfig(config: AuthSettings, context: z.RefinementCtx): void {
  if (config.NODE_ENV !== 'production') return;
  const problem = (path: keyof AuthSettings, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (config.JWT_SECRET === DEV_JWT_SECRET) {
    problem('JWT_SECRET', 'must be set in production (32 or more random characters)');
  }
  if (config.MAGIC_LINK_DEBUG) {
    problem('MAGIC_LINK_DEBUG', 'must be false in production (it puts sign-in links in answers)');
  }
  for (const key of [
    'OAUTH_GOOGLE_ISSUER',
    'OAUTH_FACEBOOK_ISSUER',
    'OAUTH_GITHUB_ISSUER',
  ] as const) {
    if (config[key].startsWith('http:')) problem(key, 'must be an https URL in production');
  }
}
