import { date, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What the form demo sent (docs/forms.md). Its password is checked against the rules and never
 * kept.
 */
export const formSubmissions = pgTable('form_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: uuid('owner_user_id'),
  ownerGrantId: uuid('owner_grant_id'),
  email: text('email').notNull(),
  phone: text('phone'),
  players: smallint('players').notNull(),
  preferredDate: date('preferred_date'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
