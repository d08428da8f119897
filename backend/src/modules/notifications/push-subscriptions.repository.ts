import { Inject, Injectable } from '@nestjs/common';
import { and, eq, or, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { type Owner, ownedBy, ownerColumns } from '../../infra/owners/owner.js';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

@Injectable()
export class PushSubscriptionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Saves a browser's subscription. An endpoint another owner holds moves to this one only when the
   * caller presents the same keys (the secret only that browser holds); false when it does not.
   */
  async save(owner: Owner, target: StoredSubscription): Promise<boolean> {
    const rows = await this.db
      .insert(pushSubscriptions)
      .values({ ...ownerColumns(owner), ...target })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...ownerColumns(owner), p256dh: target.p256dh, auth: target.auth },
        setWhere: or(
          ownedBy(pushSubscriptions, owner),
          and(eq(pushSubscriptions.p256dh, target.p256dh), eq(pushSubscriptions.auth, target.auth)),
        ),
      })
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  }

  async delete(owner: Owner, endpoint: string): Promise<number> {
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(pushSubscriptions, owner)))
      .returning({ id: pushSubscriptions.id });
    return rows.length;
  }

  async forget(id: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async markDelivered(subscriptionId: string): Promise<void> {
    await this.db
      .update(pushSubscriptions)
      .set({ lastDeliveredAt: sql`now()` })
      .where(eq(pushSubscriptions.id, subscriptionId));
  }

  ownedBy(owner: Owner) {
    return this.db.select().from(pushSubscriptions).where(ownedBy(pushSubscriptions, owner));
  }
}
