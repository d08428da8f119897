import type { MagicLinkSent } from '@teewatch/contracts';
import { configure, screen, waitFor } from '@testing-library/react';
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

// Polling runs every 2 s in real time; these tests wait for one or two rounds.
configure({ asyncUtilTimeout: 7000 });
vi.setConfig({ testTimeout: 30000 });

beforeAll(async () => {
  await Promise.all([import('../routes/MagicLoginRoute'), import('../routes/DashboardRoute')]);
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
  serveAuthConfig();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The send call answers `answer`; the bodies it got are recorded. */
function serveSend(answer: Partial<MagicLinkSent> = {}) {
  const bodies: unknown[] = [];
  server.use(
    apiMock.post('/api/auth/magic-link/send', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({
        success: true,
        magicLinkId: 'link-1',
        expiresAt: inMinutes(10),
        ...answer,
      });
    }),
  );
  return bodies;
}

/** Each poll gets the next answer (the last one repeats); the ids polled are recorded. */
function serveVerify(answers: Array<() => Response>) {
  const polled: string[] = [];
  server.use(
    apiMock.get('/api/auth/magic-link/verify/:id', ({ params }) => {
      polled.push(String(params.id));
      const answer = answers[Math.min(polled.length, answers.length) - 1];
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
  return polled;
}

const pending = () => HttpResponse.json({ success: true, status: 'pending' });

async function openMagicLogin() {
  const rendered = renderApp('/magic-login');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Sign In with Magic Link' }),
  ).toBeVisible();
  return rendered;
}

const emailField = () => screen.getByLabelText(/^Email/, { selector: 'input' });
const sendButton = () => screen.getByRole('button', { name: 'Send Magic Link' });

describe('magic-link sign-in (/magic-login)', () => {
  it('welcomes a golfer whose account the link has just made, rather than welcoming them back', async () => {
    const tokens = makeSessionTokens({
      user: makeSessionUser({ firstName: 'Pat', createdAt: new Date().toISOString() }),
    });
    serveSend();
    serveVerify([() => HttpResponse.json({ ...tokens, status: 'verified' })]);
    const { user } = await openMagicLogin();
    await user.type(emailField(), 'pat@example.com');
    await user.click(sendButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: "You're Signed In" }),
    ).toBeVisible();
    expect(screen.getByText(/Welcome, Pat!/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Welcome to TeeWatch!Your account is ready and you are signed in.',
    );
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('sends the link, waits on the confirmation view and signs in when the link is opened', async () => {
    const tokens = makeSessionTokens({ user: makeSessionUser({ firstName: 'Pat' }) });
    const sent = serveSend();
    const polled = serveVerify([
      pending,
      () => HttpResponse.json({ ...tokens, status: 'verified' }),
    ]);
    const { user } = await openMagicLogin();

    await user.type(emailField(), 'pat@example.com');
    await user.click(sendButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Your Email' }),
    ).toBeVisible();
    expect(screen.getByText(/We sent a sign-in link to/)).toHaveTextContent('pat@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Magic Link Sent!');
    const resend = screen.getByRole('button', { name: /^Resend in \d+s$/ });
    expect(resend).toBeDisabled();
    // The countdown to the link's expiry comes from the server's expiresAt (10 minutes).
    expect(screen.getByText(/It expires in/)).toHaveTextContent(/(10:00|9:5\d)/);

    expect(
      await screen.findByRole('heading', { level: 1, name: "You're Signed In" }),
    ).toBeVisible();
    expect(screen.getByText(/Welcome back, Pat!/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(sent).toEqual([{ email: 'pat@example.com', redirectUrl: '/dashboard', language: 'en' }]);
    expect(polled).toEqual(['link-1', 'link-1']);
    const stored = JSON.parse(window.localStorage.getItem('teewatch:session') ?? '{}');
    expect(stored).toMatchObject({ token: tokens.token, refreshToken: tokens.refreshToken });
  });

  it('shows the expired view on a 410 and Request New Magic Link returns to the email', async () => {
    serveSend();
    const polled = serveVerify([
      () =>
        HttpResponse.json(apiError('MAGIC_LINK_EXPIRED', 'This link has expired.'), {
          status: 410,
        }),
    ]);
    const { user } = await openMagicLogin();
    await user.type(emailField(), 'pat@example.com');
    await user.click(sendButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Link Expired' })).toBeVisible();
    expect(
      screen.getByText(
        'Your magic link has expired for security reasons. Please request a new one.',
      ),
    ).toBeVisible();
    const pollsWhenExpired = polled.length;

    await user.click(screen.getByRole('button', { name: 'Request New Magic Link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In with Magic Link' }),
    ).toBeVisible();
    expect(emailField()).toHaveValue('pat@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    // Polling stopped with the expired link.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(polled).toHaveLength(pollsWhenExpired);
  });

  it('expires by itself when the link outlives its expiry time unopened', async () => {
    serveSend({ expiresAt: new Date(Date.now() + 2500).toISOString() });
    serveVerify([pending]);
    const { user } = await openMagicLogin();
    await user.type(emailField(), 'pat@example.com');
    await user.click(sendButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Your Email' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Link Expired' })).toBeVisible();
  });

  it('counts the resend down and Use Different Email returns to the email view', async () => {
    serveSend();
    serveVerify([pending]);
    const { user } = await openMagicLogin();
    await user.type(emailField(), 'pat@example.com');
    await user.click(sendButton());
    const first = await screen.findByRole('button', { name: /^Resend in \d+s$/ });
    const startedAt = Number(/\d+/.exec(first.textContent ?? '')?.[0]);
    expect(startedAt).toBeGreaterThanOrEqual(59);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Resend in \d+s$/ })).toHaveTextContent(
        `Resend in ${startedAt - 1}s`,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Use Different Email' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In with Magic Link' }),
    ).toBeVisible();
    await user.clear(emailField());
    await user.type(emailField(), 'other@example.com');
    expect(sendButton()).toBeEnabled();
  });

  it('keeps Send disabled for an invalid address, says why, and sends on Enter once valid', async () => {
    const sent = serveSend();
    serveVerify([pending]);
    const { user } = await openMagicLogin();
    expect(sendButton()).toBeDisabled();

    await user.type(emailField(), 'golfer@example');
    expect(sendButton()).toBeDisabled();
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');

    await user.type(emailField(), '.com{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Your Email' }),
    ).toBeVisible();
    expect(sent).toEqual([
      { email: 'golfer@example.com', redirectUrl: '/dashboard', language: 'en' },
    ]);
  });

  it('shows the server error of a failed send, or Failed to send magic link', async () => {
    server.use(
      apiMock.post('/api/auth/magic-link/send', () =>
        HttpResponse.json(apiError('RATE_LIMITED', 'Too many links requested. Wait a minute.'), {
          status: 429,
        }),
      ),
    );
    const { user } = await openMagicLogin();
    await user.type(emailField(), 'pat@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many links requested. Wait a minute.',
    );

    server.use(
      apiMock.post('/api/auth/magic-link/send', () => new HttpResponse(null, { status: 500 })),
    );
    await user.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to send magic link'),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In with Magic Link');
  });

  it('shows the expired view when a used or expired emailed link lands here', async () => {
    const { user } = renderApp('/magic-login?error=expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link Expired' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Request New Magic Link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign In with Magic Link' }),
    ).toBeVisible();
  });

  it('shows Apple disabled as Coming Soon', async () => {
    await openMagicLogin();
    const apple = screen.getByRole('button', { name: /Continue with Apple/ });
    expect(apple).toBeDisabled();
    expect(apple).toHaveTextContent('Coming Soon');
  });

  it('sends someone already signed in to the dashboard', async () => {
    const { user } = storeSession(
      makeSessionTokens({ user: makeSessionUser({ firstName: 'Lee' }) }),
    );
    serveMe(user);
    serveActivity([]);
    const { browser } = renderApp('/magic-login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Lee!' }),
    ).toBeVisible();
    expect(browser.location.pathname).toBe('/dashboard');
    expect(await screen.findByText('No recent activity')).toBeVisible();
  });
});
