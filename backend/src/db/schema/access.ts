import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accessCodeTypes } from '@teewatch/contracts';

export const accessCodeType = pgEnum('access_code_type', accessCodeTypes);

/** Private-beta codes. `code` is shown to people; `codeKey` (upper-case, no dashes) is looked up. */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull().unique(),
    type: accessCodeType('type').notNull(),
    maxUses: integer('max_uses').notNull(),
    remainingUses: integer('remaining_uses').notNull(),
    invitedByName: text('invited_by_name'),
    /** The account that created a friend invitation; accounts arrive with the accounts issue. */
    inviterUserId: uuid('inviter_user_id'),
    /**
     * The account a friend invitation made friends with its inviter, set once: signing in again
     * from that browser later does not make friends again two golfers who parted.
     */
    redeemedByUserId: uuid('redeemed_by_user_id'),
    features: text('features').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('access_codes_uses_in_range', sql`${table.remainingUses} between 0 and ${table.maxUses}`),
    index('access_codes_inviter_idx').on(table.inviterUserId),
  ],
);

/**
 * One row per browser let in by a code. The browser holds a random token in an HttpOnly cookie;
 * only its SHA-256 is stored. The grant's id owns an anonymous golfer's alerts and subscriptions.
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accessCodeId: uuid('access_code_id')
      .notNull()
      .references(() => accessCodes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('access_grants_code_idx').on(table.accessCodeId),
    index('access_grants_expires_idx').on(table.expiresAt),
  ],
);

export type AccessCodeRow = typeof accessCodes.$inferSelect;
export type NewAccessCode = typeof accessCodes.$inferInsert;
export type AccessGrantRow = typeof accessGrants.$inferSelect;
