import type { OAuthProvider } from '@teewatch/contracts';
import { currentLanguage } from '../../lib/i18n';

export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * Where to go after signing in: a path of this app only, so a crafted `?redirect=` can never send
 * a golfer (and their fresh session) to another site.
 */
export function safeRedirectPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (candidate.includes('\\')) return DEFAULT_AFTER_SIGN_IN;
  return candidate;
}

/** Full-page social sign-in (in the golfer's language, kept on an account it makes): the API sends the browser back to `redirect` with the tokens. */
export function fullPageSignInUrl(provider: OAuthProvider, redirect: string): string {
  const query = new URLSearchParams({ redirect, mode: 'page', language: currentLanguage() });
  return `/api/auth/${provider}?${query.toString()}`;
}

/** Popup social sign-in: the popup ends on /auth/popup-done, which reports to this window. */
export function popupSignInUrl(provider: OAuthProvider): string {
  return `/api/auth/${provider}?mode=popup&language=${currentLanguage()}`;
}

export const providerLabels: Record<OAuthProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
};
