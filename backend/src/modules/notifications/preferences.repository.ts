import { Inject, Injectable } from '@nestjs/common';
import { type NotificationPreferences } from '@teewatch/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Database } from '../../db/database.js';
import { DATABASE } from '../../db/database.module.js';
import { notificationPreferences, type NotificationPreferencesRow } from '../../db/schema/index.js';
import { type Owner, ownedBy, ownerColumns } from '../../infra/owners/owner.js';

const columnsOf = (preferences: NotificationPreferences) => ({
  email: preferences.email,
  sms: preferences.sms,
  push: preferences.push,
  frequency: preferences.frequency,
  quietHoursEnabled: preferences.quietHours.enabled,
  quietStartHour: Number(preferences.quietHours.start.slice(0, 2)),
  quietEndHour: Number(preferences.quietHours.end.slice(0, 2)),
  updatedAt: sql`now()`,
});

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

export function toPreferences(row: NotificationPreferencesRow): NotificationPreferences {
  return {
    email: row.email,
    sms: row.sms,
    push: row.push,
    frequency: row.frequency as NotificationPreferences['frequency'],
    quietHours: {
      enabled: row.quietHoursEnabled,
      start: hour(row.quietStartHour),
      end: hour(row.quietEndHour),
    },
  };
}

@Injectable()
export class PreferencesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findDefault(owner: Owner): Promise<NotificationPreferencesRow | undefined> {
    const [row] = await this.db
      .select()
      .from(notificationPreferences)
      .where(and(ownedBy(notificationPreferences, owner), isNull(notificationPreferences.alertId)));
    return row;
  }

  async findForAlert(alertId: string): Promise<NotificationPreferencesRow | undefined> {
    const [row] = await this.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.alertId, alertId));
    return row;
  }

  async saveDefault(owner: Owner, preferences: NotificationPreferences): Promise<void> {
    const values = columnsOf(preferences);
    // One default row per owner; the partial unique indexes make a race end in an update.
    await this.db
      .insert(notificationPreferences)
      .values({ ...ownerColumns(owner), ...values })
      .onConflictDoUpdate(
        owner.userId
          ? {
              target: notificationPreferences.ownerUserId,
              targetWhere: sql`${notificationPreferences.alertId} is null and ${notificationPreferences.ownerUserId} is not null`,
              set: values,
            }
          : {
              target: notificationPreferences.ownerGrantId,
              targetWhere: sql`${notificationPreferences.alertId} is null and ${notificationPreferences.ownerUserId} is null`,
              set: values,
            },
      );
  }

  async saveForAlert(
    owner: Owner,
    alertId: string,
    preferences: NotificationPreferences,
  ): Promise<void> {
    const values = columnsOf(preferences);
    await this.db
      .insert(notificationPreferences)
      .values({ ...ownerColumns(owner), alertId, ...values })
      .onConflictDoUpdate({
        target: notificationPreferences.alertId,
        targetWhere: sql`${notificationPreferences.alertId} is not null`,
        set: values,
      });
  }
}
