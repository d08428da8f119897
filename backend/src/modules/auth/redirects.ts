/** Where a sign-in lands when the caller named no page of the app (or one that is not allowed). */
const DEFAULT_LANDING = '/dashboard';

/**
 * A page of this app to land on after signing in: a path, or a URL on the app's own origin.
 * Anything else (another site, `//host`, `/\host`, the API itself) lands on the dashboard, so a
 * sign-in link can never carry tokens to someone else's page. The bare origin means no page in
 * particular.
 */
export function safeLandingPath(requested: string | undefined, appOrigin: string): string {
  if (!requested) return DEFAULT_LANDING;
  const origin = new URL(appOrigin).origin;
  let url: URL;
  try {
    url = new URL(requested, origin);
  } catch {
    return DEFAULT_LANDING;
  }
  if (url.origin !== origin || url.username || url.password) return DEFAULT_LANDING;
  if (url.pathname === '/' && !url.search && !url.hash) return DEFAULT_LANDING;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return DEFAULT_LANDING;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An absolute address of the app with query parameters added. */
export function appUrl(
  appOrigin: string,
  path: string,
  params: Record<string, string> = {},
): string {
  const url = new URL(path, new URL(appOrigin).origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
