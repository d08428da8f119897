import { oauthProviders, type OAuthProvider } from '@teewatch/contracts';

export const popupStatuses = ['success', 'cancelled', 'denied', 'error'] as const;
export type PopupStatus = (typeof popupStatuses)[number];

/**
 * What /auth/popup-done posts to the window that opened it: provider, status and error
 * (docs/product-rules.md, "Social sign-in popup"). The tokens never travel in the message: the
 * popup stores them for the origin.
 */
export interface PopupResult {
  provider: OAuthProvider;
  status: PopupStatus;
  error: { code: string; message: string } | null;
}

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (oauthProviders as readonly string[]).includes(value);
}

function isPopupStatus(value: unknown): value is PopupStatus {
  return typeof value === 'string' && (popupStatuses as readonly string[]).includes(value);
}

/** A message from another window is only trusted once it has exactly this shape. */
export function parsePopupResult(data: unknown): PopupResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const { provider, status, error } = data as Record<string, unknown>;
  if (!isOAuthProvider(provider) || !isPopupStatus(status)) return null;
  if (error === null) return { provider, status, error: null };
  if (typeof error !== 'object' || error === undefined) return null;
  const { code, message } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return { provider, status, error: { code, message } };
}
