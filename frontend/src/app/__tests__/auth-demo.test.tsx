import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { serveAuthConfig, serveMe } from '../../test/auth-handlers';
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
  await import('../routes/AuthDemoRoute');
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
  serveAuthConfig();
});

async function openDemo() {
  const rendered = renderApp('/auth-demo');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign-In Demo' })).toBeVisible();
  return rendered;
}

const magicLinkSection = () => screen.getByRole('region', { name: 'Magic Link' });
const sessionSection = () => screen.getByRole('region', { name: 'Session' });

describe('sign-in demo (/auth-demo)', () => {
  it('sends a magic link and offers the development link with Open and Copy', async () => {
    const debugUrl = 'http://localhost:3000/api/auth/magic-link/open?token=abc';
    const bodies: unknown[] = [];
    server.use(
      apiMock.post('/api/auth/magic-link/send', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          magicLinkId: 'link-9',
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
          debugUrl,
        });
      }),
    );
    const { user } = await openDemo();
    const section = magicLinkSection();
    const send = within(section).getByRole('button', { name: 'Send Magic Link' });
    expect(send).toBeDisabled();

    await user.type(within(section).getByLabelText('Email'), 'demo@example.com');
    await user.click(send);

    expect(await within(section).findByText(/Magic link sent to demo@example.com/)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Open' })).toHaveAttribute('href', debugUrl);
    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    // user-event gives the page a clipboard; the link is what landed there.
    expect(await navigator.clipboard.readText()).toBe(debugUrl);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(bodies).toEqual([
      { email: 'demo@example.com', redirectUrl: '/auth-demo', language: 'en' },
    ]);
  });

  it('shows no development link when the server gives none', async () => {
    server.use(
      apiMock.post('/api/auth/magic-link/send', () =>
        HttpResponse.json({
          success: true,
          magicLinkId: 'link-9',
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
        }),
      ),
    );
    const { user } = await openDemo();
    const section = magicLinkSection();
    await user.type(within(section).getByLabelText('Email'), 'demo@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send Magic Link' }));
    expect(await within(section).findByText(/Magic link sent/)).toBeVisible();
    expect(within(section).queryByRole('link', { name: 'Open' })).toBeNull();
  });

  it('shows the server error of a failed send, or Failed to send magic link', async () => {
    server.use(
      apiMock.post('/api/auth/magic-link/send', () =>
        HttpResponse.json(apiError('VALIDATION_FAILED', 'Please enter a valid email address'), {
          status: 400,
        }),
      ),
    );
    const { user } = await openDemo();
    const section = magicLinkSection();
    await user.type(within(section).getByLabelText('Email'), 'not-an-email');
    await user.click(within(section).getByRole('button', { name: 'Send Magic Link' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );

    server.use(
      apiMock.post('/api/auth/magic-link/send', () => new HttpResponse(null, { status: 500 })),
    );
    await user.click(within(section).getByRole('button', { name: 'Send Magic Link' }));
    await waitFor(() =>
      expect(within(section).getByRole('alert')).toHaveTextContent('Failed to send magic link'),
    );
  });

  it('shows the signed-in user (first name Not set) and signs out', async () => {
    const tokens = storeSession(
      makeSessionTokens({
        user: makeSessionUser({ id: 'user-42', email: 'lee@example.com', firstName: null }),
      }),
    );
    serveMe(tokens.user);
    const logouts: unknown[] = [];
    server.use(
      apiMock.post('/api/auth/magic-link/logout', async ({ request }) => {
        logouts.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Signed Out' });
      }),
    );
    const { user } = await openDemo();
    const section = sessionSection();
    expect(await within(section).findByText('lee@example.com')).toBeVisible();
    expect(within(section).getByText('user-42')).toBeVisible();
    expect(within(section).getByText('Not set')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Sign Out' }));
    expect(await within(section).findByText('Not signed in.')).toBeVisible();
    await waitFor(() => expect(logouts).toEqual([{ refreshToken: tokens.refreshToken }]));
    expect(window.localStorage.getItem('teewatch:session')).toBeNull();
  });
});

describe('popup social sign-in (opener side)', () => {
  /** A same-origin window standing in for the popup (jsdom has no real popups). */
  function fakePopup() {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const popup = frame.contentWindow;
    if (!popup) throw new Error('no frame window');
    Object.defineProperty(popup, 'closed', { value: false, writable: true, configurable: true });
    return popup;
  }

  it('opens a 500 x 600 popup and reports a cancelled sign-in with other ways in', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const { user } = await openDemo();
    const social = screen.getByRole('region', { name: 'Social Sign-In (popup)' });
    const github = within(social).getByRole('button', { name: 'Continue with GitHub' });
    await waitFor(() => expect(github).toBeEnabled());
    await user.click(github);

    expect(open).toHaveBeenCalledWith(
      '/api/auth/github?mode=popup&language=en',
      expect.any(String),
      expect.stringMatching(/width=500,height=600/),
    );
    const result = {
      provider: 'github',
      status: 'cancelled',
      error: { code: 'cancelled', message: 'Sign-in was cancelled.' },
    };
    // A message from another origin is ignored; the popup's own is heard.
    window.dispatchEvent(
      new MessageEvent('message', { data: result, origin: 'https://evil.example', source: popup }),
    );
    expect(screen.queryByText('Social Login Cancelled')).toBeNull();
    window.dispatchEvent(
      new MessageEvent('message', { data: result, origin: window.location.origin, source: popup }),
    );
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Social Login Cancelled');
    expect(toast).toHaveTextContent('GitHub login was cancelled. Try alternative methods below.');
    expect(within(social).getByRole('link', { name: 'email me a sign-in link' })).toHaveAttribute(
      'href',
      '/magic-login',
    );
  });

  it('says Login Successful once the popup has closed and left a session', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const { user } = await openDemo();
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await user.click(google);

    storeSession();
    Object.defineProperty(popup, 'closed', { value: true });
    expect(await screen.findByText('Login Successful', {}, { timeout: 4000 })).toBeVisible();
  });

  it('says nothing when the popup closes without a session', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const { user } = await openDemo();
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await user.click(google);

    Object.defineProperty(popup, 'closed', { value: true });
    // One check a second, then a 1 s wait: by 2.5 s a success would have shown.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByText('Login Successful')).toBeNull();
  });

  it('says the popup was blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await openDemo();
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await user.click(google);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Popup blocked. Please allow popups for this site.',
    );
  });
});
