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
