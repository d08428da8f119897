import type { ActivityItem, AccountType, SessionUser } from '@teewatch/contracts';
import { currentLanguage, currentLocale, messagesFor } from '../../lib/i18n';
import { authFormatMessages } from './auth.format.messages';

/**
 * "Google Account" or "Email Account"; the other providers say theirs (docs/product-rules.md,
 * "Sign-in pages").
 */
export function accountTypeLabel(type: AccountType): string {
  return messagesFor(authFormatMessages).accountTypes[type];
}

/** How the dashboard greets the golfer. */
export function greetingName(user: SessionUser): string {
  return user.firstName ?? user.displayName ?? user.email;
}

/** An account made in the last ten minutes is new: its golfer is welcomed, not welcomed back. */
const NEW_ACCOUNT_MS = 10 * 60_000;

export function isNewAccount(user: SessionUser | null | undefined, now = Date.now()): boolean {
  return user != null && now - Date.parse(user.createdAt) < NEW_ACCOUNT_MS;
}

/**
 * "Welcome, {name}!" the first time, "Welcome back, {name}!" after (docs/product-rules.md,
 * "Sign-in pages"), for a page that shows the name as an element of its own.
 */
export function greetingSentence(user: SessionUser, now = Date.now()): (name: string) => string {
  const texts = messagesFor(authFormatMessages);
  return isNewAccount(user, now) ? texts.welcome : texts.welcomeBack;
}

/** "Welcome, Pat!" the first time, "Welcome back, Pat!" after. */
export function greeting(user: SessionUser, now = Date.now()): string {
  return greetingSentence(user, now)(greetingName(user));
}

/** The toast a magic link's sign-in shows. */
export function signedInToast(user: SessionUser | null | undefined) {
  const texts = messagesFor(authFormatMessages);
  const { title, description } = isNewAccount(user) ? texts.newAccountToast : texts.returningToast;
  return { title, description, variant: 'success' as const };
}

/**
 * What an activity says: the server writes English, so English shows its text; the other
 * languages their text for its kind, or the server's for a kind they do not know.
 */
export function activityText(item: ActivityItem): string {
  if (currentLanguage() === 'en') return item.text;
  const known: Partial<Record<string, string>> = messagesFor(authFormatMessages).activity;
  return known[item.kind] ?? item.text;
}

const activityTimes = new Map<string, Intl.DateTimeFormat>();

/** Times are shown in Denver time (docs/decisions.md, "Denver time"), in the golfer's language. */
export function formatActivityTime(iso: string): string {
  const locale = currentLocale();
  let format = activityTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Denver',
    });
    activityTimes.set(locale, format);
  }
  return format.format(new Date(iso));
}
