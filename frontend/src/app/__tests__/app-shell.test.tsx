import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { apiError, makeGrant, storeSession } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

/** Every test here starts as a golfer who already passed the gate. */
beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
});

describe('landing page', () => {
  it('offers the search button, the three links and the feature bullets', async () => {
    // Its links end on the alerts page, which reads the golfer's (empty) list.
    server.use(apiMock.get('/api/alerts', () => HttpResponse.json({ success: true, alerts: [] })));
    const { user, browser } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Never miss an open tee time/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Your Tee Time Today' })).toHaveAttribute(
      'href',
      '/alerts',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'One-Click Booking' })).toHaveAttribute(
      'href',
      '/one-click-booking',
    );
    expect(screen.getByText(/checked every minute/)).toBeInTheDocument();
    expect(screen.getByLabelText('How TeeWatch works')).toHaveTextContent('Vail Valley');

    await user.click(screen.getByRole('button', { name: 'Find Tee Times' }));
    await waitFor(() => expect(browser.location.pathname).toBe('/alerts'));
  });

  it('shows a signed-in golfer the way to their dashboard instead of Sign In', async () => {
    const { user } = storeSession();
    server.use(
      apiMock.get('/api/auth/magic-link/me', () => HttpResponse.json({ success: true, user })),
    );
    renderApp('/');
    const dashboard = await screen.findByRole('link', { name: 'your dashboard' });
    expect(dashboard).toHaveAttribute('href', '/dashboard');
    expect(dashboard.parentElement).toHaveTextContent(`Signed in as ${user.displayName}`);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('links home from the brand and to the legal pages from the footer', async () => {
    const { user } = renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(
      screen.getByText(/under its own policies|course's own booking platform/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Simple Email Service \(SES\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'TeeWatch' }));
    expect(await screen.findByRole('button', { name: 'Find Tee Times' })).toBeInTheDocument();
  });
});

describe('keyboard and screen-reader navigation', () => {
  it("puts the new page's heading in focus after each navigation, and skips to the content", async () => {
    const { user } = renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(heading).toHaveFocus());

    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('unknown routes', () => {
  it('shows the 404 card with a way home', async () => {
    const { user } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByRole('button', { name: 'Find Tee Times' })).toBeInTheDocument();
  });
});

describe('error fallback', () => {
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('Tee sheet exploded');
    return <h1>Tee sheet ready</h1>;
  }
  const flakyRoute = [{ path: 'flaky', Component: Flaky }];

  beforeEach(() => {
    broken = true;
    // React tries the page once more and warns that it did (app/root-options.ts).
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the fallback, logs the error, and Try Again renders the page again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/flaky', flakyRoute);

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "We encountered an unexpected error. This has been logged and we'll fix it soon.",
      ),
    ).toBeInTheDocument();
    expect(errors.mock.calls.flat()).toContainEqual(
      expect.objectContaining({ message: 'Tee sheet exploded' }),
    );
    expect(screen.getByRole('link', { name: 'TeeWatch' })).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Tee sheet ready' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('Go Home leaves the broken page for the landing page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, browser } = renderApp('/flaky', flakyRoute);
    await user.click(await screen.findByRole('button', { name: 'Go Home' }));
    expect(await screen.findByRole('button', { name: 'Find Tee Times' })).toBeInTheDocument();
    expect(browser.location.pathname).toBe('/');
  });
});

// jsdom applies no layout, so the breakpoint that hides these on wide screens is checked in a
// real browser (Playwright); here the content and targets are.
describe('mobile navigation', () => {
  it('offers Home, Search, Alerts and Rewards, without Profile when nobody is signed in', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Find Tee Times' });
    const nav = screen.getByLabelText('Mobile navigation');
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Search', '/alerts'],
      ['Alerts', '/notifications'],
      ['Rewards', '/achievements'],
    ]);
  });

  it('adds Profile once the stored session is confirmed', async () => {
    const { user } = storeSession();
    server.use(
      apiMock.get('/api/auth/magic-link/me', () => HttpResponse.json({ success: true, user })),
    );
    renderApp('/');
    await screen.findByRole('button', { name: 'Find Tee Times' });
    const nav = screen.getByLabelText('Mobile navigation');
    expect((await within(nav).findByText('Profile')).closest('a')).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('leaves Profile out when the server refuses the stored session', async () => {
    storeSession();
    server.use(
      apiMock.get('/api/auth/magic-link/me', () =>
        HttpResponse.json(apiError('INVALID_TOKEN', 'Invalid token'), { status: 401 }),
      ),
      apiMock.post('/api/auth/magic-link/refresh', () =>
        HttpResponse.json(apiError('INVALID_TOKEN', 'Invalid refresh token'), { status: 401 }),
      ),
    );
    renderApp('/');
    await screen.findByRole('button', { name: 'Find Tee Times' });
    await waitFor(() => expect(window.localStorage.getItem('teewatch:session')).toBeNull());
    expect(within(screen.getByLabelText('Mobile navigation')).queryByText('Profile')).toBeNull();
  });
});

describe('theme toggle', () => {
  it('cycles light, dark and system and remembers the choice', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /System theme/ }));
    expect(window.localStorage.getItem('teewatch:theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: /^Light theme/ }));
    expect(window.localStorage.getItem('teewatch:theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-teewatch-color-scheme', 'dark');
    await user.click(screen.getByRole('button', { name: /^Dark theme/ }));
    expect(window.localStorage.getItem('teewatch:theme')).toBe('system');
  });
});
