import type { AuthConfig } from '@teewatch/contracts';
import { useGetAuthConfigQuery } from '../api/auth.api';

export type AuthMethods = AuthConfig['methods'];

/**
 * Used when the configuration call fails (core spec §7: a fallback config). The email methods are
 * tried, since the server answers for itself; providers stay disabled, never broken (DECISIONS).
 */
const fallbackMethods: AuthMethods = {
  password: true,
  magicLink: true,
  google: false,
  facebook: false,
  github: false,
  apple: false,
};

/** Which sign-in methods are on; null while the server has not said yet. */
export function useAuthMethods(): AuthMethods | null {
  const { data, isError } = useGetAuthConfigQuery();
  if (data) return data.methods;
  return isError ? fallbackMethods : null;
}
