import { Injectable } from '@nestjs/common';
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '@teewatch/contracts';
import { type Owner } from '../../infra/owners/owner.js';
import { PreferencesRepository, toPreferences } from './preferences.repository.js';

function merge(
  base: NotificationPreferences,
  patch: NotificationPreferencesPatch,
): NotificationPreferences {
  return {
    email: patch.email ?? base.email,
    sms: patch.sms ?? base.sms,
    push: patch.push ?? base.push,
    frequency: patch.frequency ?? base.frequency,
    quietHours: { ...base.quietHours, ...patch.quietHours },
  };
}

/**
 * A golfer's notification preferences: their defaults (the settings panel), which an alert may
 * override. Nothing stored means the defaults (docs/product-rules.md, "Notification timing and
 * quiet hours").
 */
@Injectable()
export class PreferencesService {
  constructor(private readonly repository: PreferencesRepository) {}

  async defaults(owner: Owner): Promise<NotificationPreferences> {
    const row = await this.repository.findDefault(owner);
    return row ? toPreferences(row) : defaultNotificationPreferences;
  }

  async updateDefaults(
    owner: Owner,
    patch: NotificationPreferencesPatch,
  ): Promise<NotificationPreferences> {
    const next = merge(await this.defaults(owner), patch);
    await this.repository.saveDefault(owner, next);
    return next;
  }

  /** What governs an alert: its own preferences, else its owner's defaults. */
  async forAlert(owner: Owner, alertId: string): Promise<NotificationPreferences> {
    const row = await this.repository.findForAlert(alertId);
    return row ? toPreferences(row) : this.defaults(owner);
  }

  /** The caller must own the alert; the alerts module checks that before calling. */
  async updateForAlert(
    owner: Owner,
    alertId: string,
    patch: NotificationPreferencesPatch,
  ): Promise<NotificationPreferences> {
    const next = merge(await this.forAlert(owner, alertId), patch);
    await this.repository.saveForAlert(owner, alertId, next);
    return next;
  }
}
