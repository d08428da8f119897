import { accessGrantResponseSchema } from '@teewatch/contracts';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';
import type { AccessGrant } from './types';

/**
 * The saved welcome-card data, or null. Anything unreadable or off-schema is removed, so a
 * damaged entry shows the gate once instead of breaking every load.
 */
export function loadSavedGrant(): AccessGrant | null {
  const raw = readStorage(storageKeys.access);
  if (raw === null) return null;
  try {
    const parsed = accessGrantResponseSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through and discard it.
  }
  removeStorage(storageKeys.access);
  return null;
}

export function saveGrant(grant: AccessGrant): void {
  writeStorage(storageKeys.access, JSON.stringify(grant));
}

export function clearSavedGrant(): void {
  removeStorage(storageKeys.access);
}
