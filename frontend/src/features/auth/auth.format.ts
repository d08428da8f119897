import type { AccountType, SessionUser } from '@teewatch/contracts';

/**
 * "Google Account" or "Email Account"; the other providers say theirs (docs/product-rules.md,
 * "Sign-in pages").
 */
export const accountTypeLabels: Record<AccountType, string> = {
  email: 'Email Account',
  google: 'Google Account',
  facebook: 'Facebook Account',
  github: 'GitHub Account',
};

/** How the dashboard greets the golfer. */
export function greetingName(user: SessionUser): string {
  return user.firstName ?? user.displayName ?? user.email;
}

/** An account made in the last ten minutes is new: its golfer is welcomed, not welcomed back. */
const NEW_ACCOUNT_MS = 10 * 60_000;

export function isNewAccount(user: SessionUser | null | undefined, now = Date.now()): boolean {
  return user != null && now - Date.parse(user.createdAt) < NEW_ACCOUNT_MS;
}

/** "Welcome, Pat!" the first time, "Welcome back, Pat!" after (docs/product-rules.md, "Sign-in pages"). */
export function greeting(user: SessionUser, now = Date.now()): string {
  return `${isNewAccount(user, now) ? 'Welcome' : 'Welcome back'}, ${greetingName(user)}!`;
}

/** The toast a magic link's sign-in shows. */
export function signedInToast(user: SessionUser | null | undefined) {
  return isNewAccount(user)
    ? {
        title: 'Welcome to TeeWatch!',
        description: 'Your account is ready and you are signed in.',
        variant: 'success' as const,
      }
    : { title: 'Welcome back!', description: 'You are signed in.', variant: 'success' as const };
}

const activityTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Denver',
});

/** Times are shown in Denver time (docs/decisions.md, "Denver time"). */
export function formatActivityTime(iso: string): string {
  return activityTime.format(new Date(iso));
}
