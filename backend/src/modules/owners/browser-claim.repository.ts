import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import {
  alerts,
  bookingOptimizations,
  contacts,
  emailAttempts,
  notificationPreferences,
  pushSubscriptions,
  smsMessages,
} from '../../db/schema/index.js';

/** Moves what a browser's access grant owns to an account, in one transaction. */
@Injectable()
export class BrowserClaimRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async claim(grantId: string, userId: string): Promise<{ alerts: number }> {
    return this.db.transaction(async (tx) => {
      const unclaimed = <T extends typeof alerts | typeof pushSubscriptions | typeof contacts>(
        table: T,
      ) => and(eq(table.ownerGrantId, grantId), isNull(table.ownerUserId));

      const moved = await tx
        .update(alerts)
        .set({ ownerUserId: userId })
        .where(unclaimed(alerts))
        .returning({ id: alerts.id });
      await tx
        .update(pushSubscriptions)
        .set({ ownerUserId: userId })
        .where(unclaimed(pushSubscriptions));

      // A contact the account already has stays single; the browser's copy goes.
      const known = tx
        .select({ value: contacts.value })
        .from(contacts)
        .where(eq(contacts.ownerUserId, userId));
      await tx.delete(contacts).where(and(unclaimed(contacts), inArray(contacts.value, known)));
      await tx.update(contacts).set({ ownerUserId: userId }).where(unclaimed(contacts));

      // The browser's settings become the account's only if the account has none yet.
      const accountHasDefaults = sql`exists (select 1 from ${notificationPreferences} p
        where p.owner_user_id = ${userId} and p.alert_id is null)`;
      await tx
        .update(notificationPreferences)
        .set({ ownerUserId: userId })
        .where(
          and(
            eq(notificationPreferences.ownerGrantId, grantId),
            isNull(notificationPreferences.ownerUserId),
            sql`(${notificationPreferences.alertId} is not null or not ${accountHasDefaults})`,
          ),
        );
      await tx
        .delete(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.ownerGrantId, grantId),
            isNull(notificationPreferences.ownerUserId),
          ),
        );

      for (const table of [emailAttempts, smsMessages, bookingOptimizations]) {
        await tx
          .update(table)
          .set({ ownerUserId: userId })
          .where(and(eq(table.ownerGrantId, grantId), isNull(table.ownerUserId)));
      }
      return { alerts: moved.length };
    });
  }
}
