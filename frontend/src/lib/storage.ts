/**
 * Every key TeeWatch keeps in this browser; all carry the product prefix (docs/decisions.md,
 * "Storage keys").
 */
export const storageKeys = {
  access: 'teewatch:access',
  theme: 'teewatch:theme',
  /** MUI keeps the names of the light and dark schemes here, next to the mode. */
  colorScheme: 'teewatch:color-scheme',
  session: 'teewatch:session',
  /** The accessibility settings dialog's choices, one object per browser. */
  accessibility: 'teewatch:accessibility',
  /**
   * Set by "Continue without account": browsing without signing in (docs/decisions.md,
   * "Continue without account").
   */
  guest: 'teewatch:guest',
  /** The latest sign-in failures, for the sign-in recovery panel (10 kept). */
  authErrors: 'teewatch:auth-errors',
  /** The latest social sign-in attempts, for the social sign-in panel (10 kept). */
  socialAttempts: 'teewatch:social-attempts',
} as const;

/** Storage can be unavailable (private mode, blocked cookies): the app then simply forgets. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives for this page only.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
