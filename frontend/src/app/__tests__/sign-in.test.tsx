import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { serveActivity, serveAuthConfig } from '../../test/auth-handlers';
import { apiError, makeGrant, makeSessionTokens, makeSessionUser } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  // Routes load lazily: transform them once up front so no test waits on the first import.
  await Promise.all([
    import('../routes/LoginRoute'),
    import('../routes/SignUpRoute'),
    import('../routes/DashboardRoute'),
    import('../routes/ForgotPasswordRoute'),
    import('../routes/ResetPasswordRoute'),
    import('../routes/VerifyEmailRoute'),
  ]);
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
  serveAuthConfig();
});

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function openLogin(path = '/login') {
  const rendered = renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  return rendered;
}

describe('sign in (/login)', () => {
  it('signs in with email and password and lands on the dashboard', async () => {
    const tokens = makeSessionTokens({ user: makeSessionUser({ firstName: 'Pat' }) });
    const bodies: unknown[] = [];
    server.use(
      apiMock.post('/api/auth/login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(tokens);
      }),
    );
    const activity = serveActivity([]);
    const { user, browser } = await openLogin();

    await user.type(field('Email'), ' pat@example.com ');
    await user.type(field('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Pat!' }),
    ).toBeVisible();
    expect(browser.location.pathname).toBe('/dashboard');
    expect(bodies).toEqual([{ email: 'pat@example.com', password: 'correct horse battery' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Welcome back!');
    const stored = JSON.parse(window.localStorage.getItem('teewatch:session') ?? '{}');
    expect(stored).toMatchObject({ token: tokens.token, refreshToken: tokens.refreshToken });
    // The dashboard's own calls carry the new session.
    await waitFor(() => expect(activity).toEqual([`Bearer ${tokens.token}`]));
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'Invalid email or password'],
    [403, 'EMAIL_NOT_VERIFIED', 'Please confirm your email before signing in.'],
    [423, 'ACCOUNT_LOCKED', 'Too many failed attempts. Try again in 15 minutes or reset it.'],
  ])('shows the server message of a %i %s in the red alert', async (status, code, message) => {
    server.use(
      apiMock.post('/api/auth/login', () => HttpResponse.json(apiError(code, message), { status })),
    );
    const { user, browser } = await openLogin();
    await user.type(field('Email'), 'pat@example.com');
    await user.type(field('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(browser.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('teewatch:session')).toBeNull();
    // Kept for the sign-in recovery panel, with the address to recover.
    expect(JSON.parse(window.localStorage.getItem('teewatch:auth-errors') ?? '[]')).toEqual([
      expect.objectContaining({ code, message, context: 'password', email: 'pat@example.com' }),
    ]);
  });

  it('says sign-in is unavailable when the server fails', async () => {
    server.use(apiMock.post('/api/auth/login', () => new Response('Bad gateway', { status: 502 })));
    const { user } = await openLogin();
    await user.type(field('Email'), 'pat@example.com');
    await user.type(field('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in is temporarily unavailable. Please try again.',
    );
  });

  it('asks for the email and password before calling the server', async () => {
    const calls: unknown[] = [];
    server.use(apiMock.post('/api/auth/login', () => void calls.push(1)));
    const { user } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password');
    expect(field('Password')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('offers Google, sign-up, the magic link and browsing without an account', async () => {
    // Its links end on the alerts page, which reads the golfer's (empty) list.
    server.use(apiMock.get('/api/alerts', () => HttpResponse.json({ success: true, alerts: [] })));
    const { user, browser } = await openLogin();
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    // Enabled once the server's configuration says Google is on.
    await waitFor(() => expect(google).toBeEnabled());
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    await user.click(screen.getByRole('link', { name: 'Continue without account' }));
    await waitFor(() => expect(browser.location.pathname).toBe('/alerts'));
    expect(window.localStorage.getItem('teewatch:guest')).toBe('true');
  });

  it('shows Google disabled when the server has no Google credentials', async () => {
    serveAuthConfig({ google: false });
    await openLogin();
    const google = await screen.findByRole('button', { name: /Continue with Google/ });
    await waitFor(() => expect(google).toHaveTextContent('Unavailable'));
    expect(google).toBeDisabled();
  });

  it('explains a cancelled full-page Google sign-in', async () => {
    await openLogin('/login?error=cancelled&provider=google');
    expect(
      screen.getByText('Google login was cancelled. Try alternative methods below.'),
    ).toBeVisible();
  });

  it('sends /auth/login to /login', async () => {
    const { browser } = renderApp('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(browser.location.pathname).toBe('/login');
  });
});

describe('sign up (/signup)', () => {
  async function openSignUp() {
    const rendered = renderApp('/signup');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeVisible();
    return rendered;
  }

  it('checks the fields in order and sends nothing until they pass', async () => {
    const calls: unknown[] = [];
    server.use(apiMock.post('/api/auth/signup', () => void calls.push(1)));
    const { user } = await openSignUp();
    const submit = () => user.click(screen.getByRole('button', { name: 'Create Account' }));

    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name');
    expect(field('Name')).toHaveFocus();

    await user.type(field('Name'), 'Pat Palmer');
    await user.type(field('Email'), 'pat@example');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');

    await user.type(field('Email'), '.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'short');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters');

    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), '-but-long');
    await user.type(field('Confirm Password'), 'something else');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(field('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends the account and shows the server message to check the email', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiMock.post('/api/auth/signup', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { success: true, message: 'Check your email to confirm your account.' },
          { status: 202 },
        );
      }),
    );
    const { user } = await openSignUp();
    await user.type(field('Name'), ' Pat Palmer ');
    await user.type(field('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'fairway-2026');
    await user.type(field('Confirm Password'), 'fairway-2026');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Your Email' }),
    ).toBeVisible();
    expect(screen.getByText('Check your email to confirm your account.')).toBeVisible();
    expect(bodies).toEqual([
      { name: 'Pat Palmer', email: 'pat@example.com', password: 'fairway-2026', language: 'en' },
    ]);
    expect(window.localStorage.getItem('teewatch:session')).toBeNull();
  });

  it('shows a refused password in the red alert', async () => {
    server.use(
      apiMock.post('/api/auth/signup', () =>
        HttpResponse.json(
          {
            success: false,
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              fields: [
                {
                  field: 'password',
                  message: 'This password is too common. Please choose another.',
                },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openSignUp();
    await user.type(field('Name'), 'Pat');
    await user.type(field('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'password1');
    await user.type(field('Confirm Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common. Please choose another.',
    );
  });
});

describe('email confirmation (/auth/verify-email)', () => {
  it('confirms the token once, signs in and opens the dashboard', async () => {
    const tokens = makeSessionTokens({ user: makeSessionUser({ firstName: 'Jo' }) });
    const bodies: unknown[] = [];
    server.use(
      apiMock.post('/api/auth/verify-email', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(tokens);
      }),
    );
    serveActivity([]);
    const { browser } = renderApp('/auth/verify-email?token=confirm-token-0123456789abcdef');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jo!' }),
    ).toBeVisible();
    expect(browser.location.pathname).toBe('/dashboard');
    expect(bodies).toEqual([{ token: 'confirm-token-0123456789abcdef' }]);
    expect(await screen.findByText('No recent activity')).toBeVisible();
  });

  it('shows why a used or expired link failed', async () => {
    server.use(
      apiMock.post('/api/auth/verify-email', () =>
        HttpResponse.json(apiError('TOKEN_INVALID', 'This link has expired or was already used.'), {
          status: 400,
        }),
      ),
    );
    renderApp('/auth/verify-email?token=confirm-token-0123456789abcdef');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used.',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });
});

describe('password recovery', () => {
  it('asks for the email, then says to check it', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiMock.post('/api/auth/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { success: true, message: 'If that email has an account, a reset link is on its way.' },
          { status: 202 },
        );
      }),
    );
    const { user } = renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Your Password?' });

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const required = screen.getByRole('alert');
    expect(required).toHaveTextContent('Email Required');
    expect(required).toHaveTextContent('Please enter your email address for password reset');

    await user.type(field('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('If that email has an account, a reset link is on its way.'),
    ).toBeVisible();
    expect(bodies).toEqual([{ email: 'pat@example.com', language: 'en' }]);
  });

  it('sets a new password from the link and offers sign-in', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiMock.post('/api/auth/reset-password/confirm', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Password changed.' });
      }),
    );
    const { user } = renderApp('/reset-password?token=reset-token-0123456789abcdef');
    await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' });

    await user.type(screen.getByLabelText(/^New Password/, { selector: 'input' }), 'new-fairway-1');
    await user.type(field('Confirm New Password'), 'new-fairway-2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(field('Confirm New Password'));
    await user.type(field('Confirm New Password'), 'new-fairway-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const done = await screen.findByRole('region', { name: 'Password Reset' });
    expect(within(done).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ token: 'reset-token-0123456789abcdef', password: 'new-fairway-1' }]);
  });
});
