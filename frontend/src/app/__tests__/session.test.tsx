import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { serveActivity, serveAuthConfig, serveMe } from '../../test/auth-handlers';
import {
  apiError,
  makeAccessToken,
  makeGrant,
  makeSessionTokens,
  makeSessionUser,
  storeSession,
} from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  await Promise.all([
    import('../routes/DashboardRoute'),
    import('../routes/LoginRoute'),
    import('../routes/MagicLinkLandingRoute'),
    import('../routes/PopupDoneRoute'),
    import('../routes/LandingRoute'),
  ]);
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
  serveAuthConfig();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const REFRESH = '/api/auth/magic-link/refresh';

/** Refresh answers `answer` and records the refresh tokens it was given. */
function serveRefresh(answer: () => Response) {
  const given: unknown[] = [];
  server.use(
    apiMock.post(REFRESH, async ({ request }) => {
      given.push(await request.json());
      return answer();
    }),
  );
  return given;
}

/**
 * Opens the app the way a browser does: the address bar holds `address`; the router starts from
 * what session start-up leaves there (`routerPath`), as it reads the address after the store.
 */
function openAddress(address: string, routerPath: string) {
  window.history.replaceState(null, '', address);
  return renderApp(routerPath);
}

describe('session start-up', () => {
  it('lets a browser without an access grant in when the emailed link signs it in', async () => {
    window.localStorage.removeItem('teewatch:access');
    const token = makeAccessToken();
    serveMe(makeSessionUser({ firstName: 'Robin' }), token);
    serveActivity([]);
    openAddress(
      `/auth/magic-link?token=${token}&refresh_token=emailed-refresh-token-0123456789&redirect=%2Fdashboard`,
      '/auth/magic-link?redirect=%2Fdashboard',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Robin!' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Private Access' })).not.toBeInTheDocument();
  });

  it('takes the tokens of a magic link out of the address, validates them and follows redirect', async () => {
    const token = makeAccessToken();
    const user = makeSessionUser({ firstName: 'Robin' });
    const seen = serveMe(user, token);
    serveActivity([]);
    const { browser } = openAddress(
      `/auth/magic-link?token=${token}&refresh_token=emailed-refresh-token-0123456789&redirect=%2Fdashboard`,
      '/auth/magic-link?redirect=%2Fdashboard',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Robin!' }),
    ).toBeVisible();
    expect(browser.location.pathname).toBe('/dashboard');
    expect(window.location.search).toBe('?redirect=%2Fdashboard');
    expect(window.location.href).not.toContain('refresh_token');
    expect(seen).toEqual([token]);
    expect(JSON.parse(window.localStorage.getItem('teewatch:session') ?? '{}')).toMatchObject({
      token,
      refreshToken: 'emailed-refresh-token-0123456789',
      user,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
    expect(await screen.findByText('No recent activity')).toBeVisible();
  });

  it('takes tokens on any route: the landing page shows Profile once they are valid', async () => {
    const token = makeAccessToken();
    serveMe(makeSessionUser(), token);
    openAddress(`/?token=${token}&refresh_token=full-page-refresh-token-012345`, '/');
    await screen.findByRole('button', { name: 'Find Tee Times' });
    const nav = screen.getByLabelText('Mobile navigation');
    expect(await within(nav).findByText('Profile')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('says the sign-in failed when the link tokens are refused, and keeps nothing', async () => {
    serveMe(makeSessionUser(), 'some-other-token');
    serveRefresh(() =>
      HttpResponse.json(apiError('INVALID_TOKEN', 'Invalid refresh token'), { status: 401 }),
    );
    openAddress(
      `/auth/magic-link?token=${makeAccessToken()}&refresh_token=stolen-refresh-token-0123456789`,
      '/auth/magic-link',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to complete sign-in. Please try again.',
    );
    expect(window.localStorage.getItem('teewatch:session')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request New Magic Link' })).toHaveAttribute(
      'href',
      '/magic-login',
    );
  });

  it('refreshes a stored token that has expired before using it', async () => {
    const stale = storeSession(
      makeSessionTokens({ expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    const renewed = makeSessionTokens({ user: makeSessionUser({ firstName: 'Sam' }) });
    const given = serveRefresh(() => HttpResponse.json(renewed));
    const seenByMe = serveMe(renewed.user);
    const activity = serveActivity([]);
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam!' }),
    ).toBeVisible();
    expect(given).toEqual([{ refreshToken: stale.refreshToken }]);
    expect(seenByMe).toEqual([]);
    await waitFor(() => expect(activity).toEqual([`Bearer ${renewed.token}`]));
  });

  it('renews the pair 60 s before the access token expires', async () => {
    const stored = storeSession(
      makeSessionTokens({ expiresAt: new Date(Date.now() + 61_000).toISOString() }),
    );
    serveMe(stored.user);
    const renewed = makeSessionTokens();
    const given = serveRefresh(() => HttpResponse.json(renewed));
    renderApp('/');
    await screen.findByRole('button', { name: 'Find Tee Times' });

    await waitFor(() => expect(given).toEqual([{ refreshToken: stored.refreshToken }]));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('teewatch:session') ?? '{}')).toMatchObject({
        token: renewed.token,
        refreshToken: renewed.refreshToken,
      }),
    );
  });
});

describe('signed-in calls', () => {
  it('refreshes once on 401 TOKEN_EXPIRED and retries with the new token', async () => {
    const old = storeSession();
    serveMe(old.user);
    const renewed = makeSessionTokens();
    const given = serveRefresh(() => HttpResponse.json(renewed));
    const activityAuth: string[] = [];
    server.use(
      apiMock.get('/api/users/me/activity', ({ request }) => {
        const auth = request.headers.get('Authorization') ?? '';
        activityAuth.push(auth);
        if (auth !== `Bearer ${renewed.token}`) {
          return HttpResponse.json(apiError('TOKEN_EXPIRED', 'Access token expired'), {
            status: 401,
          });
        }
        return HttpResponse.json({
          success: true,
          data: [
            {
              id: 'a1',
              kind: 'alert',
              text: 'Created an alert for Boulder',
              at: '2026-05-01T14:00:00Z',
            },
          ],
        });
      }),
    );
    renderApp('/dashboard');

    expect(await screen.findByText('Created an alert for Boulder')).toBeVisible();
    expect(given).toEqual([{ refreshToken: old.refreshToken }]);
    expect(activityAuth).toEqual([`Bearer ${old.token}`, `Bearer ${renewed.token}`]);
    expect(JSON.parse(window.localStorage.getItem('teewatch:session') ?? '{}')).toMatchObject({
      token: renewed.token,
      refreshToken: renewed.refreshToken,
    });
  });

  it('ends the session with "Session expired. Please sign in again." when the refresh fails', async () => {
    const old = storeSession();
    serveMe(old.user);
    const given = serveRefresh(() =>
      HttpResponse.json(apiError('REFRESH_TOKEN_REUSED', 'Refresh token revoked'), { status: 401 }),
    );
    server.use(
      apiMock.get('/api/users/me/activity', () =>
        HttpResponse.json(apiError('TOKEN_EXPIRED', 'Access token expired'), { status: 401 }),
      ),
    );
    const { browser } = renderApp('/dashboard');

    expect(await screen.findByText('Session expired. Please sign in again.')).toBeVisible();
    expect(browser.location.pathname).toBe('/login');
    expect(given).toHaveLength(1);
    expect(window.localStorage.getItem('teewatch:session')).toBeNull();
  });
});

describe('several tabs', () => {
  /** What the browser does in this tab when another tab changes the stored session. */
  function anotherTabWrites(newValue: string | null) {
    const oldValue = window.localStorage.getItem('teewatch:session');
    if (newValue === null) window.localStorage.removeItem('teewatch:session');
    else window.localStorage.setItem('teewatch:session', newValue);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'teewatch:session', oldValue, newValue }),
      );
    });
  }

  it('signs this tab out when the golfer signs out in another', async () => {
    const tokens = storeSession(
      makeSessionTokens({ user: makeSessionUser({ firstName: 'Robin' }) }),
    );
    serveMe(tokens.user);
    serveActivity([]);
    const { browser } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Robin!' });

    anotherTabWrites(null);

    await waitFor(() => expect(browser.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Welcome back, Robin!' })).not.toBeInTheDocument();
  });

  it('signs this tab in when the golfer signs in in another', async () => {
    serveActivity([]);
    const { browser } = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });

    const tokens = makeSessionTokens({ user: makeSessionUser({ firstName: 'Robin' }) });
    serveMe(tokens.user, tokens.token);
    anotherTabWrites(JSON.stringify({ ...tokens, token: tokens.token }));

    await waitFor(() => expect(browser.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Robin!' }),
    ).toBeVisible();
  });
});

describe('social sign-in popup', () => {
  it('/auth/popup-done keeps the tokens, tells the opener (same origin) and closes', async () => {
    const token = makeAccessToken();
    serveMe(makeSessionUser(), token);
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { closed: false, postMessage });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    openAddress(
      `/auth/popup-done?provider=google&status=success&token=${token}&refresh_token=popup-refresh-token-0123456789`,
      '/auth/popup-done?provider=google&status=success',
    );

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith(
      { provider: 'google', status: 'success', error: null },
      window.location.origin,
    );
    expect(JSON.parse(window.localStorage.getItem('teewatch:session') ?? '{}')).toMatchObject({
      token,
      refreshToken: 'popup-refresh-token-0123456789',
    });
    expect(window.location.search).toBe('?provider=google&status=success');
    vi.unstubAllGlobals();
  });

  it('/auth/popup-done reports a denied sign-in with its error', async () => {
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { closed: false, postMessage });
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderApp('/auth/popup-done?provider=github&status=denied&error=access_denied');
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(postMessage).toHaveBeenCalledWith(
      {
        provider: 'github',
        status: 'denied',
        error: { code: 'access_denied', message: 'GitHub login was cancelled.' },
      },
      window.location.origin,
    );
    expect(window.localStorage.getItem('teewatch:session')).toBeNull();
    vi.unstubAllGlobals();
  });
});
