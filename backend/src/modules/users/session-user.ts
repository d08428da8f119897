import { type AccountType, type SessionUser } from '@teewatch/contracts';
import { type UserRow } from '../../db/schema/index.js';

/** The account as sign-in answers and the dashboard show it. */
export function toSessionUser(user: UserRow, linkedProviders: string[]): SessionUser {
  const displayName = user.displayName?.trim() || null;
  const providers = new Set<AccountType>();
  if (user.passwordHash || user.accountType === 'email') providers.add('email');
  for (const provider of linkedProviders) providers.add(provider as AccountType);
  return {
    id: user.id,
    email: user.email,
    displayName,
    firstName: displayName?.split(/\s+/)[0] ?? null,
    accountType: user.accountType as AccountType,
    providers: [...providers],
    language: user.language,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}
