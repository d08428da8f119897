import type { Contact, NotificationPreferences } from '@teewatch/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import {
  apiError,
  makeGrant,
  makeSessionTokens,
  makeSessionUser,
  storeSession,
} from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const PREFERENCES = '/api/smart-notifications/preferences';

const toast = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const settingsPanel = () => screen.getByRole('region', { name: 'Notification Settings' });

const defaults: NotificationPreferences = {
  email: true,
  sms: false,
  push: true,
  frequency: 'immediate',
  quietHours: { enabled: true, start: '22:00', end: '08:00' },
};

function serveStats(stats = { monitoring: true, activeAlerts: 3, totalNotificationsSent: 12 }) {
  const state = { calls: 0, stats };
  server.use(
    apiMock.get('/api/smart-notifications/stats', () => {
      state.calls += 1;
      return HttpResponse.json({ success: true, data: state.stats });
    }),
  );
  return state;
}

/** The server's preferences and contacts; the test reads what was sent. */
function serveSettings(contacts: Contact[] = []) {
  const state = {
    preferences: defaults,
    patches: [] as unknown[],
    contacts: [...contacts],
    added: [] as unknown[],
    verified: [] as unknown[],
    removed: [] as string[],
  };
  server.use(
    apiMock.get(PREFERENCES, () => HttpResponse.json({ success: true, data: state.preferences })),
    apiMock.patch(PREFERENCES, async ({ request }) => {
      const patch = (await request.json()) as Partial<NotificationPreferences>;
      state.patches.push(patch);
      state.preferences = { ...state.preferences, ...patch };
      return HttpResponse.json({ success: true, data: state.preferences });
    }),
    apiMock.get('/api/contacts', () => HttpResponse.json({ success: true, data: state.contacts })),
    apiMock.post('/api/contacts', async ({ request }) => {
      const body = (await request.json()) as { kind: Contact['kind']; value: string };
      state.added.push(body);
      const contact: Contact = {
        id: `c${state.contacts.length + 1}`,
        kind: body.kind,
        value: body.kind === 'phone' ? '+13035550100' : body.value,
        verified: false,
        createdAt: '2026-05-01T12:00:00.000Z',
      };
      state.contacts = [...state.contacts, contact];
      return HttpResponse.json({ success: true, data: contact }, { status: 201 });
    }),
    apiMock.post('/api/contacts/:id/verify', async ({ request, params }) => {
      const body = (await request.json()) as { code: string };
      state.verified.push({ id: params.id, body });
      if (body.code !== '123456') {
        return HttpResponse.json(
          {
            success: false,
            error: {
              code: 'VALIDATION_FAILED',
              message: 'That code is not right.',
              fields: [{ field: 'code', message: 'That code is not right or has expired' }],
            },
          },
          { status: 400 },
        );
      }
      state.contacts = state.contacts.map((contact) =>
        contact.id === params.id ? { ...contact, verified: true } : contact,
      );
      const verified = state.contacts.find((contact) => contact.id === params.id);
      return verified
        ? HttpResponse.json({ success: true, data: verified })
        : HttpResponse.json(apiError('CONTACT_NOT_FOUND', 'No such contact.'), { status: 404 });
    }),
    apiMock.delete('/api/contacts/:id', ({ params }) => {
      state.removed.push(String(params.id));
      state.contacts = state.contacts.filter((contact) => contact.id !== params.id);
      return HttpResponse.json({ success: true });
    }),
  );
  return state;
}

function signIn(user = makeSessionUser()) {
  storeSession(makeSessionTokens({ user }));
  server.use(
    apiMock.get('/api/auth/magic-link/me', () => HttpResponse.json({ success: true, user })),
  );
}

async function openPage() {
  const rendered = renderApp('/notifications', [
    { path: 'dashboard', element: <h1>Dashboard page</h1> },
  ]);
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Smart Notifications' },
      { timeout: 10000 },
    ),
  ).toBeInTheDocument();
  return rendered;
}

async function openSettings(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  await waitFor(() =>
    expect(
      within(settingsPanel()).queryByLabelText('Loading your notification settings'),
    ).toBeNull(),
  );
}

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  await import('../routes/NotificationsRoute');
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
});

describe('signed out', () => {
  it('shows the marketing text, the three links and that the service is free', async () => {
    const stats = serveStats();
    await openPage();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started - Create Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByText(/TeeWatch is free/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'This Browser' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(stats.calls).toBe(0);
  });
});

describe('signed in', () => {
  it('shows the golfer, the stats cards, the actions and the getting-started guide', async () => {
    signIn(makeSessionUser({ displayName: 'Pat Palmer' }));
    serveStats({ monitoring: true, activeAlerts: 3, totalNotificationsSent: 1234 });
    await openPage();

    expect(screen.getByText('Signed in as Pat Palmer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByRole('region', { name: 'Monitoring' })).toHaveTextContent('Active');
    expect(screen.getByRole('region', { name: 'Active Alerts' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Notifications Sent' })).toHaveTextContent('1,234');
    expect(
      within(screen.getByRole('region', { name: 'Smart Features' })).getAllByRole('listitem')
        .length,
    ).toBeGreaterThan(3);
    expect(screen.getByRole('link', { name: 'Create Alert' })).toHaveAttribute('href', '/alerts');
    for (const name of ['Check Now', 'Test Alert', 'Settings']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const guide = screen.getByRole('region', { name: 'Getting Started' });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(3);
    expect(within(guide).getByRole('link', { name: 'Create Your First Alert' })).toHaveAttribute(
      'href',
      '/alerts',
    );
  });

  it('shows the email when the golfer has no display name, and Idle with no alerts', async () => {
    signIn(makeSessionUser({ displayName: null, email: 'nina@example.com' }));
    serveStats({ monitoring: false, activeAlerts: 0, totalNotificationsSent: 0 });
    await openPage();
    expect(screen.getByText('Signed in as nina@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Monitoring' })).toHaveTextContent('Idle');
  });

  it('asks for the stats again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      signIn();
      const stats = serveStats({ monitoring: true, activeAlerts: 1, totalNotificationsSent: 4 });
      await openPage();
      expect(await screen.findByRole('region', { name: 'Notifications Sent' })).toHaveTextContent(
        '4',
      );
      const before = stats.calls;
      stats.stats = { monitoring: true, activeAlerts: 1, totalNotificationsSent: 5 };
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(stats.calls).toBe(before);
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Notifications Sent' })).toHaveTextContent('5'),
      );
      expect(stats.calls).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs out to the home page', async () => {
    signIn();
    serveStats();
    let loggedOut = false;
    server.use(
      apiMock.post('/api/auth/magic-link/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ success: true, message: 'Signed Out' });
      }),
    );
    const { user, browser } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(browser.location.pathname).toBe('/'));
    expect(within(toast()).getByText('Signed Out')).toBeInTheDocument();
    expect(loggedOut).toBe(true);
  });

  describe('Check Now', () => {
    it('says the check was triggered and how much it covers', async () => {
      signIn();
      serveStats();
      let checks = 0;
      server.use(
        apiMock.post('/api/smart-notifications/check-now', () => {
          checks += 1;
          return HttpResponse.json(
            { success: true, message: 'Check triggered', data: { courseDates: 3 } },
            { status: 202 },
          );
        }),
      );
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Check Now' }));
      expect(await within(toast()).findByText('Check triggered')).toBeInTheDocument();
      expect(toast()).toHaveTextContent('Checking 3 course dates now.');
      expect(checks).toBe(1);
    });

    it("shows the server's wait message when checked too often", async () => {
      signIn();
      serveStats();
      server.use(
        apiMock.post('/api/smart-notifications/check-now', () =>
          HttpResponse.json(
            apiError('RATE_LIMITED', 'You checked a moment ago. Try again in 42 seconds.'),
            { status: 429 },
          ),
        ),
      );
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Check Now' }));
      expect(
        await within(toast()).findByText('You checked a moment ago. Try again in 42 seconds.'),
      ).toBeInTheDocument();
    });

    it('says the check failed', async () => {
      signIn();
      serveStats();
      server.use(
        apiMock.post('/api/smart-notifications/check-now', () =>
          HttpResponse.json(apiError('INTERNAL_ERROR', 'Queue unavailable.'), { status: 503 }),
        ),
      );
      const { user } = await openPage();
      await user.click(screen.getByRole('button', { name: 'Check Now' }));
      expect(
        await within(toast()).findByText(/Failed to trigger availability check\./),
      ).toHaveTextContent('Failed to trigger availability check. Queue unavailable.');
    });
  });

  it('sends a test alert and counts what was really sent', async () => {
    signIn();
    serveStats();
    server.use(
      apiMock.post('/api/smart-notifications/test', () =>
        HttpResponse.json({
          success: true,
          message: 'Test notification sent',
          data: {
            push: { sent: 2, targets: 3 },
            email: { sent: 1, targets: 1 },
            sms: { sent: 0, targets: 1 },
          },
        }),
      ),
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Test Alert' }));
    expect(await within(toast()).findByText('Test notification sent')).toBeInTheDocument();
    expect(toast()).toHaveTextContent(
      'A TeeWatch notification is on its way to 2 of your browsers and your email address.',
    );
  });

  describe('settings panel', () => {
    it('opens and closes with Settings, showing the stored preferences', async () => {
      signIn();
      serveStats();
      serveSettings();
      const { user } = await openPage();
      const settings = screen.getByRole('button', { name: 'Settings' });
      expect(settings).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('region', { name: 'Notification Settings' })).toBeNull();

      await openSettings(user);
      expect(settings).toHaveAttribute('aria-expanded', 'true');
      const panel = settingsPanel();
      expect(within(panel).getByRole('switch', { name: 'Email' })).toBeChecked();
      expect(within(panel).getByRole('switch', { name: 'SMS' })).not.toBeChecked();
      expect(within(panel).getByRole('switch', { name: 'Push' })).toBeChecked();
      expect(within(panel).getByRole('radio', { name: /^Immediate/ })).toBeChecked();

      for (const [name, value] of [
        ['Quiet hours start', '22:00'],
        ['Quiet hours end', '08:00'],
      ] as const) {
        const select = within(panel).getByRole('combobox', { name });
        expect(select).toHaveValue(value);
        const options = within(select)
          .getAllByRole('option')
          .map((option) => option.textContent);
        expect(options).toHaveLength(24);
        expect(options[0]).toBe('00:00');
        expect(options[9]).toBe('09:00');
        expect(options[23]).toBe('23:00');
      }

      await user.click(settings);
      expect(screen.queryByRole('region', { name: 'Notification Settings' })).toBeNull();
    });

    it('saves channels, frequency and quiet hours with one PATCH', async () => {
      signIn();
      serveStats();
      const state = serveSettings();
      const { user } = await openPage();
      await openSettings(user);
      const panel = settingsPanel();

      await user.click(within(panel).getByRole('switch', { name: 'Email' }));
      await user.click(within(panel).getByRole('switch', { name: 'SMS' }));
      await user.click(within(panel).getByRole('radio', { name: /^Daily/ }));
      await user.selectOptions(
        within(panel).getByRole('combobox', { name: 'Quiet hours start' }),
        '21:00',
      );
      await user.selectOptions(
        within(panel).getByRole('combobox', { name: 'Quiet hours end' }),
        '06:00',
      );
      await user.click(within(panel).getByRole('button', { name: 'Save Settings' }));

      expect(await within(toast()).findByText('Settings saved')).toBeInTheDocument();
      expect(state.patches).toEqual([
        {
          email: false,
          sms: true,
          push: true,
          frequency: 'daily',
          quietHours: { enabled: true, start: '21:00', end: '06:00' },
        },
      ]);
      await waitFor(() =>
        expect(
          within(settingsPanel()).getByRole('combobox', { name: 'Quiet hours start' }),
        ).toHaveValue('21:00'),
      );
    });

    it('says when the preferences could not be saved', async () => {
      signIn();
      serveStats();
      serveSettings();
      server.use(
        apiMock.patch(PREFERENCES, () =>
          HttpResponse.json(apiError('INTERNAL_ERROR', 'Database is down.'), { status: 500 }),
        ),
      );
      const { user } = await openPage();
      await openSettings(user);
      await user.click(within(settingsPanel()).getByRole('button', { name: 'Save Settings' }));
      expect(await within(toast()).findByText('Error')).toBeInTheDocument();
      expect(toast()).toHaveTextContent(
        'Failed to save notification preferences. Database is down.',
      );
    });
  });

  describe('contacts', () => {
    it('lists contacts as verified or not and explains where email and SMS go', async () => {
      signIn();
      serveStats();
      serveSettings([
        {
          id: 'c1',
          kind: 'email',
          value: 'pat@example.com',
          verified: true,
          createdAt: '2026-05-01T12:00:00.000Z',
        },
        {
          id: 'c2',
          kind: 'email',
          value: 'work@example.com',
          verified: false,
          createdAt: '2026-05-01T12:00:00.000Z',
        },
      ]);
      const { user } = await openPage();
      await openSettings(user);
      const list = await within(settingsPanel()).findByRole('list', { name: 'Your contacts' });
      const verified = within(list).getByRole('listitem', { name: 'pat@example.com' });
      const unverified = within(list).getByRole('listitem', { name: 'work@example.com' });
      expect(verified).toHaveTextContent('Verified');
      expect(unverified).toHaveTextContent('Unverified');
      expect(unverified).toHaveTextContent('verification link');
      expect(settingsPanel()).toHaveTextContent(
        'Email and SMS alerts go only to verified contacts.',
      );
      expect(screen.getByText('No verified phone number yet: add one below.')).toBeInTheDocument();
    });

    it('adds an email address and says a verification link was sent', async () => {
      signIn();
      serveStats();
      const state = serveSettings();
      const { user } = await openPage();
      await openSettings(user);
      const panel = settingsPanel();
      await user.type(
        within(panel).getByRole('textbox', { name: 'Email address' }),
        'pat@example.com',
      );
      await user.click(within(panel).getByRole('button', { name: 'Add Email' }));

      expect(await within(toast()).findByText('Verification link sent')).toBeInTheDocument();
      expect(toast()).toHaveTextContent('pat@example.com');
      expect(state.added).toEqual([{ kind: 'email', value: 'pat@example.com', language: 'en' }]);
      const item = await within(panel).findByRole('listitem', { name: 'pat@example.com' });
      expect(item).toHaveTextContent('Unverified');
      expect(within(panel).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    });

    it('adds a phone number, verifies it with the texted code and removes it', async () => {
      signIn();
      serveStats();
      const state = serveSettings();
      const { user } = await openPage();
      await openSettings(user);
      const panel = settingsPanel();

      await user.click(within(panel).getByRole('button', { name: 'Phone' }));
      await user.type(within(panel).getByRole('textbox', { name: 'Phone number' }), '303 555 0100');
      await user.click(within(panel).getByRole('button', { name: 'Add Phone' }));
      expect(await within(toast()).findByText('Verification code sent')).toBeInTheDocument();
      expect(state.added).toEqual([{ kind: 'phone', value: '303 555 0100', language: 'en' }]);

      const item = await within(panel).findByRole('listitem', { name: '+13035550100' });
      expect(item).toHaveTextContent('Unverified');
      const code = within(item).getByRole('textbox', { name: '6-digit code' });

      await user.type(code, '12');
      await user.click(within(item).getByRole('button', { name: 'Verify' }));
      expect(code).toHaveAccessibleDescription('Please enter the 6-digit code');
      expect(state.verified).toEqual([]);

      await user.clear(code);
      await user.type(code, '999999');
      await user.click(within(item).getByRole('button', { name: 'Verify' }));
      await waitFor(() =>
        expect(code).toHaveAccessibleDescription('That code is not right or has expired'),
      );

      await user.clear(code);
      await user.type(code, '123456');
      await user.click(within(item).getByRole('button', { name: 'Verify' }));
      expect(await within(toast()).findByText('Phone number verified')).toBeInTheDocument();
      await waitFor(() => expect(item).toHaveTextContent('Verified'));
      expect(item).not.toHaveTextContent('Unverified');
      expect(within(item).queryByRole('textbox', { name: '6-digit code' })).toBeNull();
      expect(state.verified.at(-1)).toEqual({ id: 'c1', body: { code: '123456' } });

      await user.click(within(item).getByRole('button', { name: 'Remove +13035550100' }));
      await waitFor(() =>
        expect(within(panel).queryByRole('listitem', { name: '+13035550100' })).toBeNull(),
      );
      expect(state.removed).toEqual(['c1']);
    });

    it("shows the server's message for a number it refuses", async () => {
      signIn();
      serveStats();
      serveSettings();
      server.use(
        apiMock.post('/api/contacts', () =>
          HttpResponse.json(
            {
              success: false,
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Some fields are not valid.',
                fields: [
                  {
                    field: 'value',
                    message:
                      'Please enter a phone number with its country code, like +1 303 555 0100',
                  },
                ],
              },
            },
            { status: 400 },
          ),
        ),
      );
      const { user } = await openPage();
      await openSettings(user);
      const panel = settingsPanel();
      await user.click(within(panel).getByRole('button', { name: 'Phone' }));
      const phone = within(panel).getByRole('textbox', { name: 'Phone number' });
      fireEvent.change(phone, { target: { value: '12' } });
      await user.click(within(panel).getByRole('button', { name: 'Add Phone' }));
      await waitFor(() =>
        expect(phone).toHaveAccessibleDescription(
          'Please enter a phone number with its country code, like +1 303 555 0100',
        ),
      );
    });
  });
});
