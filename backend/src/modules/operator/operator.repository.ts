import { Inject, Injectable } from '@nestjs/common';
import { type UserRole } from '@teewatch/contracts';
import { eq, gt, isNull, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { bookings, deliveries, outbox, users } from '../../db/schema/index.js';

/** What the operator console reads straight from the store, and who may read it. */
@Injectable()
export class OperatorRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async roleOf(userId: string): Promise<UserRole | undefined> {
    const [row] = await this.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    return row?.role;
  }

  /** Sets the role of the account with this email; answers the email, or null when none has it. */
  async setRole(email: string, role: UserRole): Promise<string | null> {
    const [row] = await this.db
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning({ email: users.email });
    return row?.email ?? null;
  }

  /** Deliveries made since `since`, per channel and status. */
  deliveriesSince(since: Date) {
    return this.db
      .select({
        channel: deliveries.channel,
        status: deliveries.status,
        count: sql<number>`count(*)::int`,
      })
      .from(deliveries)
      .where(gt(deliveries.createdAt, since))
      .groupBy(deliveries.channel, deliveries.status);
  }

  /** Bookings started since `since`, per status. */
  bookingsSince(since: Date) {
    return this.db
      .select({ status: bookings.status, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(gt(bookings.createdAt, since))
      .groupBy(bookings.status);
  }

  /** Unpublished outbox events, and when the oldest of them occurred. */
  async outboxBacklog(): Promise<{ unpublished: number; oldest: Date | null }> {
    const [row] = await this.db
      .select({
        unpublished: sql<number>`count(*)::int`,
        oldest: sql<Date | null>`min(${outbox.occurredAt})`,
      })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    return {
      unpublished: row?.unpublished ?? 0,
      oldest: row?.oldest ? new Date(row.oldest) : null,
    };
  }
}
