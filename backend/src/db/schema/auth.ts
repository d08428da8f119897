import { type Language, languages, type UserRole } from '@teewatch/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** `('en', 'es', 'fr', 'de')`: the languages a stored one may be. */
const knownLanguages = sql.raw(`(${languages.map((language) => `'${language}'`).join(', ')})`);

/**
 * A golfer's account. `email` is stored lower-cased (the check makes sure of it) so lookups and
 * uniqueness ignore case. `password_hash` is an argon2id PHC string, absent for accounts made by
 * a magic link or a social provider. An unverified account cannot sign in with its password.
 * `language` is what TeeWatch writes to the golfer in, null until they choose (English then).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    displayName: text('display_name'),
    passwordHash: text('password_hash'),
    /** How the account was made: email, google, facebook or github. */
    accountType: text('account_type').notNull(),
    /** en, es, fr or de (docs/i18n.md); null when the golfer never chose. */
    language: text('language').$type<Language>(),
    /** golfer or admin (the operator console); admin is given by a command, never by sign-up. */
    role: text('role').$type<UserRole>().notNull().default('golfer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_language_known', sql`${table.language} in ${knownLanguages}`),
    check('users_role_known', sql`${table.role} in ('golfer', 'admin')`),
  ],
);

/** A social sign-in linked to an account: the provider's subject identifies the person there. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('identities_provider_subject_idx').on(table.provider, table.subject),
    index('identities_user_idx').on(table.userId),
  ],
);

/**
 * One signed-in browser: its refresh tokens rotate within the family. A family ends at
 * `expires_at` whatever happens (absolute lifetime), or when revoked (logout, password reset,
 * or a rotated refresh token presented again).
 */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the browser signed in: password, email_link, magic_link, google, facebook, github. */
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('session_families_user_idx').on(table.userId)],
);

/** Refresh tokens, stored only as SHA-256. A rotated token is kept to recognise its reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/**
 * A magic link: only the SHA-256 of its token and of the asking browser's secret are kept. Opening
 * the link sets `used_at` once, signs that browser in and holds a second session family for the
 * asking browser, handed over (fresh tokens minted) to its first poll presenting the secret.
 */
export const magicLinks = pgTable(
  'magic_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    browserSecretHash: text('browser_secret_hash').notNull(),
    email: text('email').notNull(),
    /** A path of the app to land on after signing in. */
    redirectPath: text('redirect_path').notNull(),
    /** The language the link was asked for in: an account the link makes keeps it. */
    language: text('language').$type<Language>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    heldFamilyId: uuid('held_family_id').references(() => sessionFamilies.id, {
      onDelete: 'set null',
    }),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('magic_links_expires_idx').on(table.expiresAt),
    check('magic_links_language_known', sql`${table.language} in ${knownLanguages}`),
  ],
);

/** Single-use emailed tokens: confirm an address (24 h) or reset a password (1 h); SHA-256 only. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_tokens_user_kind_idx').on(table.userId, table.kind)],
);

/** What a golfer did, for the dashboard's Recent Activity. */
export const userActivity = pgTable(
  'user_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_activity_user_created_idx').on(table.userId, table.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
export type SessionFamilyRow = typeof sessionFamilies.$inferSelect;
export type MagicLinkRow = typeof magicLinks.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type UserActivityRow = typeof userActivity.$inferSelect;
