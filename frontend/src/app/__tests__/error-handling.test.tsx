import type { EmailAttempt } from '@teewatch/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { serveAuthConfig } from '../../test/auth-handlers';
import { apiError, makeGrant } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  await import('../routes/ErrorHandlingRoute');
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
});

/** Takes the browser off the network, or back on, as the browser itself tells a page. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/error-handling', () => {
  it('opens on the Network tab with the connection and nothing waiting', async () => {
    renderApp('/error-handling');
    expect(await screen.findByRole('tab', { name: 'Network', selected: true })).toBeVisible();
    const connection = screen.getByRole('region', { name: 'Connection' });
    expect(within(connection).getByText('Online')).toBeVisible();
    expect(connection).toHaveTextContent('Connection quality: Poor');
    expect(connection).toHaveTextContent('checked again every 30 seconds');
    expect(await screen.findByText(/Nothing is waiting/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Production Ready')).toBeVisible();
    expect(screen.getByText('5 Systems')).toBeVisible();
  });

  it('sums up the five systems, each card opening its tab', async () => {
    const { user } = renderApp('/error-handling');
    const glance = await screen.findByRole('list', { name: 'Systems at a glance' });
    expect(within(glance).getAllByRole('listitem')).toHaveLength(5);
    expect(glance).toHaveTextContent('Online · nothing waiting');
    expect(await within(glance).findByText('No emails yet')).toBeVisible();
    await user.click(within(glance).getByRole('button', { name: /^Email/ }));
    expect(screen.getByRole('tab', { name: 'Email', selected: true })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Network',
      'Auth',
      'Email',
      'Forms',
      'Social',
    ]);
  });

  it('checks the form as the golfer types and says how many errors stop it', async () => {
    const { user } = renderApp('/error-handling');
    await user.click(await screen.findByRole('tab', { name: 'Forms' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.type(email, 'casey@example.com');
    // In the issues list and under the field.
    expect(screen.getByRole('list', { name: 'Issues' })).toHaveTextContent(
      'Please use a real email address (not example.com)',
    );
    expect(email).toHaveAccessibleDescription('Please use a real email address (not example.com)');
    expect(screen.getByText('1 warning')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please fix 2 error(s) before submitting.')).toBeVisible();
    expect(screen.getByText('2 errors')).toBeVisible();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Password/), 'Fairway42');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '3035550142');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('(303) 555-0142');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Form Cleared')).toBeVisible();
    expect(email).toHaveValue('');
  });

  it('keeps a form sent offline and replays it with the same key until it gets through', async () => {
    const keys: (string | null)[] = [];
    server.use(
      apiMock.post('/api/forms/submit', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1
          ? HttpResponse.json(apiError('SERVICE_UNAVAILABLE', 'Try later'), { status: 503 })
          : HttpResponse.json({
              success: true,
              data: { id: 'submission-1', receivedAt: '2026-11-26T10:00:00.000Z' },
            });
      }),
    );
    const { user } = renderApp('/error-handling');
    await screen.findByRole('tab', { name: 'Network' });
    goOnline(false);
    expect(await screen.findByText("You're Offline")).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Forms' }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'casey@teewatch.dev');
    await user.type(screen.getByLabelText(/^Password/), 'Fairway42');
    await user.type(screen.getByRole('spinbutton', { name: /^Players/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saved for Later')).toBeVisible();
    expect(keys).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Network' }));
    const waiting = await screen.findByRole('list', { name: 'Waiting to Send' });
    expect(within(waiting).getByText('Form submission')).toBeVisible();

    goOnline(true);
    expect(await screen.findByText('Back Online')).toBeVisible();
    expect(await within(waiting).findByText(/tried 1 time, last: HTTP 503/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send Now' }));
    expect(await screen.findByText(/Nothing is waiting/)).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('the Email tab', () => {
  const attempt = (n: number, status: EmailAttempt['status']): EmailAttempt => ({
    id: `email-${n}`,
    type: 'tee_time_alert',
    to: 'casey@teewatch.dev',
    subject: `Tee time ${n} opened`,
    status,
    detail: status === 'bounced' ? 'Mailbox does not exist' : null,
    createdAt: '2026-11-25T15:00:00.000Z',
    updatedAt: '2026-11-25T15:00:00.000Z',
  });

  it('shows five recent emails, offers failed ones again or elsewhere, and says why it cannot', async () => {
    const statuses = [
      'bounced',
      'delivered',
      'failed',
      'delivered',
      'delivered',
      'failed',
      'failed',
    ] as const;
    const sent: unknown[] = [];
    server.use(
      apiMock.get('/api/email/attempts', () =>
        HttpResponse.json({
          success: true,
          data: statuses.map((status, n) => attempt(n + 1, status)),
        }),
      ),
      apiMock.post('/api/email/resend', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, emailId: 'email-9' });
      }),
      apiMock.post('/api/email/send-alternative', () =>
        HttpResponse.json(apiError('CONTACT_NOT_VERIFIED', 'Confirm it first'), { status: 409 }),
      ),
    );
    const { user } = renderApp('/error-handling');
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    const recent = await screen.findByRole('list', { name: 'Recent Emails' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/Email can be delayed up to 15 minutes/)).toBeVisible();

    const notDelivered = screen.getByRole('region', { name: 'Not Delivered' });
    expect(within(notDelivered).getAllByRole('button', { name: 'Resend' })).toHaveLength(3);
    expect(notDelivered).toHaveTextContent('Bounced: Mailbox does not exist');
    await user.click(within(notDelivered).getAllByRole('button', { name: 'Resend' })[0]!);
    expect(await screen.findByText('Email Sent Again')).toBeVisible();
    expect(sent).toEqual([{ type: 'tee_time_alert', email: 'casey@teewatch.dev' }]);

    const elsewhere = within(notDelivered).getAllByRole('button', {
      name: 'Send to alternative address',
    })[0]!;
    await user.click(elsewhere);
    expect(
      within(notDelivered).getByText('Please enter an alternative email address.'),
    ).toBeVisible();
    await user.type(
      within(notDelivered).getAllByRole('textbox', { name: 'Alternative address' })[0]!,
      'pat@teewatch.dev',
    );
    await user.click(elsewhere);
    expect(await screen.findByText('Unable to send to alternative email')).toBeVisible();
  });
});

describe('the Auth tab', () => {
  it('shows the latest two sign-in problems, and Google again after a social one', async () => {
    const at = Date.parse('2026-11-25T15:00:00Z');
    window.localStorage.setItem(
      'teewatch:auth-errors',
      JSON.stringify([
        {
          code: 'SOCIAL_AUTH_DENIED',
          message: 'Google sign-in was cancelled or not allowed.',
          context: 'social',
          at: at + 2,
        },
        {
          code: 'ACCOUNT_LOCKED',
          message: 'Too many attempts.',
          context: 'password',
          email: 'casey@teewatch.dev',
          at: at + 1,
        },
        { code: 'INVALID_CREDENTIALS', message: 'Wrong password.', context: 'password', at },
      ]),
    );
    server.use(
      apiMock.post('/api/auth/reset-password', () =>
        HttpResponse.json({ success: true, message: 'Sent' }),
      ),
      apiMock.post('/api/auth/magic-link/send', () =>
        HttpResponse.json(apiError('PROVIDER_UNAVAILABLE', 'SES is down'), { status: 503 }),
      ),
    );
    const { user } = renderApp('/error-handling');
    await user.click(await screen.findByRole('tab', { name: 'Auth' }));
    const problems = screen.getByRole('region', { name: 'Recent sign-in problems' });
    expect(within(problems).getAllByRole('alert')).toHaveLength(2);
    expect(problems).toHaveTextContent('The sign-in was cancelled or not allowed.');
    expect(problems).toHaveTextContent('Too many tries locked the account');
    expect(problems).not.toHaveTextContent('Wrong password.');
    expect(screen.getByRole('button', { name: 'Retry Google Sign-In' })).toBeVisible();

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('casey@teewatch.dev');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Reset Password by Email' }));
    expect(
      await screen.findByText('Please enter your email address for password reset'),
    ).toBeVisible();
    await user.type(email, 'casey@teewatch.dev');
    await user.click(screen.getByRole('button', { name: 'Reset Password by Email' }));
    expect(await screen.findByText('Check Your Email')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign In with Magic Link' }));
    expect(await screen.findByText('Unable to send magic link')).toBeVisible();
  });

  it('offers nothing to recover from when sign-in never failed here', async () => {
    const { user } = renderApp('/error-handling');
    await user.click(await screen.findByRole('tab', { name: 'Auth' }));
    expect(screen.getByText(/No sign-in problems in this browser/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry Google Sign-In' })).toBeNull();
  });
});

describe('the Social tab', () => {
  function fakePopup() {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const popup = frame.contentWindow!;
    Object.defineProperty(popup, 'closed', { value: false, writable: true, configurable: true });
    return popup;
  }
  const answer = (popup: Window, status: string) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            provider: 'google',
            status,
            error: status === 'denied' ? { code: 'access_denied', message: 'You said no.' } : null,
          },
          origin: window.location.origin,
          source: popup,
        }),
      );
    });

  it('keeps each popup sign-in with how it ended, offers a retry and other ways in', async () => {
    serveAuthConfig();
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const { user } = renderApp('/error-handling');
    await user.click(await screen.findByRole('tab', { name: 'Social' }));
    expect(screen.getByRole('button', { name: /Apple/ })).toBeDisabled();
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());

    await user.click(google);
    const attempts = screen.getByRole('list', { name: 'Recent Attempts' });
    expect(within(attempts).getByText('Waiting')).toBeVisible();
    answer(popup, 'denied');
    expect(await within(attempts).findByText('Denied')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Social Login Issues' })).toHaveTextContent(
      'Google: denied: You said no.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Other Ways In' })).getByRole('link', {
        name: 'Email me a sign-in link',
      }),
    ).toHaveAttribute('href', '/magic-login');
    expect(JSON.parse(window.localStorage.getItem('teewatch:social-attempts')!)).toHaveLength(1);

    await user.click(within(attempts).getByRole('button', { name: 'Retry' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(within(attempts).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear History' }));
    expect(await screen.findByText('Login History Cleared')).toBeVisible();
    expect(screen.getByText('No social sign-ins from this browser yet.')).toBeVisible();
    expect(window.localStorage.getItem('teewatch:social-attempts')).toBeNull();
  });
});
