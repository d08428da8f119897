import type { AuthConfig } from '@teewatch/contracts';
import { useGetAuthConfigQuery } from '../api/auth.api';

export type AuthMethods = AuthConfig['methods'];

/**
 * Used when the configuration call fails (a fallback, as the original client had). The email
 * methods are tried, since the server answers for itself; providers stay disabled
 * (docs/decisions.md, "Providers are disabled, never broken").
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
