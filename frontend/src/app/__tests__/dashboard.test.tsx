import type { SessionTokens } from '@teewatch/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { serveActivity, serveAuthConfig, serveMe } from '../../test/auth-handlers';
import {
  apiError,
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
    import('../routes/LandingRoute'),
  ]);
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
  serveAuthConfig();
});

/** Signed in as `tokens.user`, the dashboard open and its activity loaded. */
async function openDashboard(tokens: SessionTokens = makeSessionTokens(), activity = true) {
  storeSession(tokens);
  serveMe(tokens.user);
  if (activity) serveActivity([]);
  const rendered = renderApp('/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  return rendered;
}

const profile = () => screen.getByRole('region', { name: 'Profile' });
const recentActivity = () => screen.getByRole('region', { name: 'Recent Activity' });

describe('dashboard (/dashboard)', () => {
  it('sends a visitor who is not signed in to /login', async () => {
    const { browser } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(browser.location.pathname).toBe('/login');
  });

  it('greets the golfer and links to alerts, search, achievements and notifications', async () => {
    await openDashboard(
      makeSessionTokens({ user: makeSessionUser({ firstName: 'Pat', email: 'pat@example.com' }) }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Pat!');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    const shortcuts = screen.getByRole('navigation', { name: 'Dashboard shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/alerts', '/alerts', '/achievements', '/notifications']);
    expect(within(shortcuts).getByRole('link', { name: /Search Tee Times/ })).toBeVisible();
    expect(await within(recentActivity()).findByText('No recent activity')).toBeVisible();
  });

  it('shows name, email and Email Account in the profile', async () => {
    await openDashboard(
      makeSessionTokens({
        user: makeSessionUser({ displayName: 'Pat Palmer', email: 'pat@example.com' }),
      }),
    );
    expect(profile()).toHaveTextContent('NamePat Palmer');
    expect(profile()).toHaveTextContent('Emailpat@example.com');
    expect(profile()).toHaveTextContent('Account TypeEmail Account');
  });

  it('shows Not set and Google Account for a Google account without a name', async () => {
    await openDashboard(
      makeSessionTokens({
        user: makeSessionUser({
          displayName: null,
          firstName: null,
          email: 'g@example.com',
          accountType: 'google',
          providers: ['google'],
        }),
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome back, g@example.com!',
    );
    expect(profile()).toHaveTextContent('NameNot set');
    expect(profile()).toHaveTextContent('Account TypeGoogle Account');
  });

  it('lists the recent activity from the server', async () => {
    server.use(
      apiMock.get('/api/users/me/activity', () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              id: 'a1',
              kind: 'alert',
              text: 'Created an alert for Vail Valley',
              at: '2026-06-20T13:10:00Z',
            },
            {
              id: 'a2',
              kind: 'sign-in',
              text: 'Signed in with a magic link',
              at: '2026-06-19T01:00:00Z',
            },
          ],
        }),
      ),
    );
    await openDashboard(makeSessionTokens(), false);
    const items = await within(recentActivity()).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Created an alert for Vail Valley');
    // Denver time (UTC-6 in June).
    expect(items[0]).toHaveTextContent('Jun 20, 7:10 AM');
    expect(items[1]).toHaveTextContent('Jun 18, 7:00 PM');
    expect(within(recentActivity()).queryByText('No recent activity')).toBeNull();
  });

  it('Edit Profile saves the name and the profile shows it', async () => {
    const tokens = makeSessionTokens({ user: makeSessionUser({ displayName: 'Pat' }) });
    const patches: unknown[] = [];
    server.use(
      apiMock.patch('/api/users/me', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        patches.push({ body, auth: request.headers.get('Authorization') });
        return HttpResponse.json({
          success: true,
          user: { ...tokens.user, displayName: body.name, firstName: 'Patricia' },
        });
      }),
    );
    const { user } = await openDashboard(tokens);

    await user.click(within(profile()).getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Pat');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your name');
    expect(patches).toEqual([]);

    await user.type(name, '  Patricia Palmer ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Profile Updated');
    expect(profile()).toHaveTextContent('NamePatricia Palmer');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Patricia!');
    expect(patches).toEqual([
      { body: { name: 'Patricia Palmer' }, auth: `Bearer ${tokens.token}` },
    ]);
    // A reload starts with the new name.
    expect(JSON.parse(window.localStorage.getItem('teewatch:session') ?? '{}').user).toMatchObject({
      displayName: 'Patricia Palmer',
    });
  });

  it('keeps the dialog open with the server message when saving fails', async () => {
    server.use(
      apiMock.patch('/api/users/me', () =>
        HttpResponse.json(apiError('VALIDATION_FAILED', 'Name is too long'), { status: 400 }),
      ),
    );
    const { user } = await openDashboard();
    await user.click(within(profile()).getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.type(within(dialog).getByLabelText('Name'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name is too long');
  });

  it('Logout revokes the session, forgets it and goes home', async () => {
    const tokens = makeSessionTokens();
    const logouts: unknown[] = [];
    server.use(
      apiMock.post('/api/auth/magic-link/logout', async ({ request }) => {
        logouts.push({ body: await request.json(), auth: request.headers.get('Authorization') });
        return HttpResponse.json({ success: true, message: 'Signed Out' });
      }),
    );
    window.localStorage.setItem('teewatch:guest', 'true');
    const { user, browser } = await openDashboard(tokens);
    await within(recentActivity()).findByText('No recent activity');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Find Tee Times' })).toBeVisible();
    expect(browser.location.pathname).toBe('/');
    expect(screen.getByRole('status')).toHaveTextContent('Signed Out');
    expect(logouts).toEqual([
      { body: { refreshToken: tokens.refreshToken }, auth: `Bearer ${tokens.token}` },
    ]);
    expect(window.localStorage.getItem('teewatch:session')).toBeNull();
    expect(window.localStorage.getItem('teewatch:guest')).toBeNull();
    expect(within(screen.getByLabelText('Mobile navigation')).queryByText('Profile')).toBeNull();
  });
});
