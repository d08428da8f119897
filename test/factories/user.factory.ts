import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { type Database } from '../../backend/src/db/database.js';
import { type UserRow, users } from '../../backend/src/db/schema/index.js';
import { argon2Options } from '../../backend/src/modules/auth/password-hasher.js';

/** A verified email account; every field can be overridden, the email is unique per call. */
export async function aUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const { password, ...fields } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      email: `golfer-${randomUUID().slice(0, 8)}@example.com`,
      displayName: 'Pat Golfer',
      accountType: 'email',
      emailVerifiedAt: new Date(),
      passwordHash: password ? await hash(password, argon2Options) : null,
      ...fields,
    })
    .returning();
  return row!;
}
