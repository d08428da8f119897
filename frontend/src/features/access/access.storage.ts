import { accessCodeTypes } from '@teewatch/contracts';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';
import type { AccessGrant } from './types';

/**
 * Whether a saved entry has what the welcome card reads. Checked by hand at start-up, before any
 * schema has loaded; the grant check that follows replaces it with the server's own answer.
 */
function isSavedGrant(value: unknown): value is AccessGrant {
  const grant = value as Partial<AccessGrant> | null;
  return (
    typeof grant === 'object' &&
    grant !== null &&
    grant.success === true &&
    accessCodeTypes.includes(grant.type as AccessGrant['type']) &&
    typeof grant.usesRemaining === 'number' &&
    typeof grant.user?.name === 'string' &&
    Array.isArray(grant.user.features) &&
    typeof grant.inviteInfo?.description === 'string'
  );
}

/**
 * The saved welcome-card data, or null. Anything unreadable or misshapen is removed, so a
 * damaged entry shows the gate once instead of breaking every load.
 */
export function loadSavedGrant(): AccessGrant | null {
  const raw = readStorage(storageKeys.access);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSavedGrant(parsed)) return parsed;
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
