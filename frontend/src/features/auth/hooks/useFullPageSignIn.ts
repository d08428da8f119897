import { useCallback } from 'react';
import type { OAuthProvider } from '@teewatch/contracts';
import { fullPageSignInUrl } from '../auth.redirect';

/**
 * Full-page social sign-in (docs/product-rules.md, "Sign-in pages"): the browser leaves for the
 * provider and comes back.
 */
export function useFullPageSignIn(redirectPath: string) {
  return useCallback(
    (provider: OAuthProvider) => window.location.assign(fullPageSignInUrl(provider, redirectPath)),
    [redirectPath],
  );
}
