import { z } from 'zod';
import { languages } from './languages.js';

export { defaultLanguage, isLanguage, type Language, languages, localeTags } from './languages.js';

/**
 * Accounts and sign-in (issue 5). Every answer that could tell whether an email has an account
 * (sign-up, password reset, magic-link send) is the same for known and unknown addresses.
 */

const email = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .toLowerCase()
  .max(254, 'An email address has at most 254 characters')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** At least 8 characters and not a common password (docs/decisions.md, "Passwords"). */
export const PASSWORD_MIN_LENGTH = 8;
export const passwordRules = {
  tooShort: 'Password must be at least 8 characters',
  tooLong: 'Password must be at most 128 characters',
  common: 'This password is too common. Please choose another.',
  mismatch: 'Passwords do not match',
} as const;
/**
 * The golfer's language: an account keeps it (`users.language`); a request made before there is
 * an account (sign-up, magic link, password reset, ...) may name it for the email it sends.
 */
export const languageSchema = z.enum(languages, {
  error: `must be one of ${languages.join(', ')}`,
});

const password = z
  .string({ error: 'Please enter a password' })
  .min(PASSWORD_MIN_LENGTH, passwordRules.tooShort)
  .max(128, passwordRules.tooLong);

/** POST /api/auth/signup: answers 202 and emails a confirmation link (same answer for every email). */
export const signUpRequestSchema = z.strictObject({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(100),
  email,
  password,
  /** The language of the confirmation email, kept on the new account. */
  language: languageSchema.optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** POST /api/auth/verify-email: the token from the confirmation email; signs the browser in. */
export const emailTokenRequestSchema = z.strictObject({
  token: z.string().min(20).max(200),
});
export type EmailTokenRequest = z.infer<typeof emailTokenRequestSchema>;

/** POST /api/auth/login */
export const signInRequestSchema = z.strictObject({
  email,
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(128),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/auth/magic-link/send and POST /api/auth/magic-link (recovery). */
export const magicLinkSendRequestSchema = z.strictObject({
  email,
  /** A path of this app (or a URL on its origin) to land on after the link signs in. */
  redirectUrl: z.string().max(2048).optional(),
  /** The language of the email, kept on the account the link makes (if it makes one). */
  language: languageSchema.optional(),
});
export type MagicLinkSendRequest = z.infer<typeof magicLinkSendRequestSchema>;

/** POST /api/auth/reset-password: emails a reset link (same answer for every email). */
export const passwordResetRequestSchema = z.strictObject({
  email,
  /** The language of the email; the account's own language otherwise. */
  language: languageSchema.optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/reset-password/confirm: the token from the reset link and the new password. */
export const passwordResetConfirmSchema = z.strictObject({
  token: z.string().min(20).max(200),
  password,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /api/auth/magic-link/refresh and /logout. */
export const refreshRequestSchema = z.strictObject({
  refreshToken: z.string({ error: 'refreshToken is required' }).min(20).max(200),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** PATCH /api/users/me: the fields a golfer edits on their profile, at least one of them. */
export const updateProfileSchema = z
  .strictObject({
    name: z
      .string({ error: 'Please enter your name' })
      .trim()
      .min(1, 'Please enter your name')
      .max(100)
      .optional(),
    /** The language of the web app on every browser, and of every email, SMS and push. */
    language: languageSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.language !== undefined, {
    error: 'Please enter your name or choose a language',
    path: ['name'],
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;

export const oauthProviders = ['google', 'facebook', 'github'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

/**
 * GET /api/auth/{provider}: the language a social sign-in asks in, kept on the account it makes.
 * Only `language` is checked here; `redirect` and `mode` are read as they come.
 */
export const oauthStartQuerySchema = z.looseObject({ language: languageSchema.optional() });
export type OAuthStartQuery = z.infer<typeof oauthStartQuerySchema>;

export const accountTypes = ['email', ...oauthProviders] as const;
export const userRoles = ['golfer', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
export type AccountType = (typeof accountTypes)[number];

/** The signed-in golfer as every auth answer and GET /api/auth/magic-link/me give it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  /** How the account was made: the dashboard shows "Google Account" or "Email Account". */
  accountType: z.enum(accountTypes),
  providers: z.array(z.enum(accountTypes)),
  /** The language the golfer chose; null until they choose (TeeWatch then writes in English). */
  language: z.enum(languages).nullable(),
  /** `admin` opens the operator console (docs/operations.md); made by a command, never by sign-up. */
  role: z.enum(userRoles),
  createdAt: z.iso.datetime(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/magic-link/me, GET and PATCH /api/users/me. */
export const sessionUserResponseSchema = z.object({
  success: z.literal(true),
  user: sessionUserSchema,
});
export type SessionUserResponse = z.infer<typeof sessionUserResponseSchema>;

/** A token pair: `token` is the access JWT (15 minutes), `refreshToken` rotates on every use. */
export const sessionTokensSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  refreshToken: z.string(),
  /** When the access token expires (ISO 8601). */
  expiresAt: z.iso.datetime(),
  user: sessionUserSchema,
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** POST /api/auth/magic-link/send answer. `debugUrl` only when magic-link debugging is on. */
export const magicLinkSentSchema = z.object({
  success: z.literal(true),
  magicLinkId: z.string(),
  expiresAt: z.iso.datetime(),
  debugUrl: z.string().optional(),
});
export type MagicLinkSent = z.infer<typeof magicLinkSentSchema>;

/** GET /api/auth/magic-link/verify/{magicLinkId}: pending, or the tokens (once), or 410 expired. */
export const magicLinkVerifyResultSchema = z.discriminatedUnion('status', [
  z.object({ success: z.literal(true), status: z.literal('pending') }),
  sessionTokensSchema.extend({ status: z.literal('verified') }),
]);
export type MagicLinkVerifyResult = z.infer<typeof magicLinkVerifyResultSchema>;

/** GET /api/auth/config: which sign-in methods this server offers. */
export const authConfigSchema = z.object({
  success: z.literal(true),
  methods: z.object({
    password: z.boolean(),
    magicLink: z.boolean(),
    google: z.boolean(),
    facebook: z.boolean(),
    github: z.boolean(),
    apple: z.literal(false),
  }),
  magicLinkMinutes: z.number().int().positive(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** One line of the dashboard's Recent Activity. */
export const activityItemSchema = z.object({
  id: z.string(),
  /** A stable machine word: signed_in, alert_created, ... */
  kind: z.string(),
  /** What the golfer reads. */
  text: z.string(),
  at: z.iso.datetime(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/users/me/activity: the ten most recent, newest first. */
export const activityListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(activityItemSchema),
});
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;
