import type { OAuthProvider } from '@teewatch/contracts';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';
import type { PopupStatus } from './types';

export interface SocialAttempt {
  id: string;
  provider: OAuthProvider;
  status: 'pending' | PopupStatus;
  error?: string;
  at: number;
}

/** Kept per browser; the panel shows 5 and the issues card 2 (docs/offline.md, "Social sign-in"). */
const KEPT = 10;
export const ATTEMPTS_SHOWN = 5;
export const ISSUES_SHOWN = 2;

export function savedSocialAttempts(): SocialAttempt[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.socialAttempts) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is SocialAttempt =>
            typeof item?.id === 'string' &&
            typeof item.provider === 'string' &&
            typeof item.status === 'string' &&
            typeof item.at === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

export function saveSocialAttempts(attempts: SocialAttempt[]): SocialAttempt[] {
  const kept = attempts.slice(0, KEPT);
  writeStorage(storageKeys.socialAttempts, JSON.stringify(kept));
  return kept;
}

export function clearSocialAttempts(): void {
  removeStorage(storageKeys.socialAttempts);
}

export const isIssue = (attempt: SocialAttempt) =>
  attempt.status === 'denied' || attempt.status === 'cancelled' || attempt.status === 'error';
