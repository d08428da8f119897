import {
  type CompleteOnboardingRequest,
  defaultGolfPreferences,
  type GolfProfile,
} from '@teewatch/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { serveActivity, serveAuthConfig, serveMe } from '../../test/auth-handlers';
import { apiError, makeGrant, makeSessionTokens, storeSession } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  await Promise.all([import('../routes/OnboardingRoute'), import('../routes/AlertsRoute')]);
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(
    apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())),
    apiMock.get('/api/notifications/vapid-public-key', () =>
      HttpResponse.json({ success: true, publicKey: '' }),
    ),
  );
  serveAuthConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function signIn() {
  const tokens = storeSession(makeSessionTokens());
  serveMe(tokens.user);
  serveActivity([]);
  return tokens.user;
}

const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name });
const button = (name: string) => screen.getByRole('button', { name });

/** Lets a test answer the browser's location request: the success or the error it gets. */
function stubGeolocation() {
  const requests: {
    options?: PositionOptions;
    answer: (outcome: 'denied' | GeolocationCoordinates) => void;
  }[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (
        success: PositionCallback,
        failure: PositionErrorCallback,
        options?: PositionOptions,
      ) =>
        requests.push({
          options,
          answer: (outcome) =>
            outcome === 'denied'
              ? failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
              : success({ coords: outcome, timestamp: Date.now() } as GeolocationPosition),
        }),
    },
    permissions: { query: async () => ({ state: 'prompt' }) },
  });
  return requests;
}

describe('onboarding (/onboarding)', () => {
  it('walks four steps: Back is off on Welcome, which cannot be skipped; the rest can', async () => {
    const { user } = renderApp('/onboarding');
    expect(await stepTitle('Welcome to TeeWatch')).toBeVisible();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(button('Back')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();

    await user.click(button('Next'));
    const location = await stepTitle('Find Courses Near You');
    expect(location).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await user.click(button('Skip for now'));
    expect(await stepTitle('Set Your Preferences')).toBeVisible();
    await user.click(button('Back'));
    expect(await stepTitle('Find Courses Near You')).toBeVisible();
  });

  it('keeps Next off until a preferred time is chosen, with the reason', async () => {
    const { user } = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await stepTitle('Set Your Preferences');
    // The starting values: morning, 25 miles, $150, 4 players, beginner and intermediate, 7 days.
    expect(screen.getByRole('checkbox', { name: 'Morning, 9 AM-12 PM' })).toBeChecked();
    expect(screen.getByRole('slider', { name: /Maximum Distance/ })).toHaveValue('25');
    expect(screen.getByRole('slider', { name: /Budget per Player/ })).toHaveValue('150');
    expect(screen.getByRole('button', { name: '4' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'Intermediate' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Advanced' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Book Ahead' })).toHaveValue('7');
    expect(screen.getByText('Preferences configured successfully.')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Morning, 9 AM-12 PM' }));
    expect(
      screen.getByText('Please select at least one preferred time to continue.'),
    ).toBeVisible();
    expect(button('Next')).toBeDisabled();
    // Weekdays only and weekends only are independent of each other.
    await user.click(screen.getByRole('checkbox', { name: 'Weekdays only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Weekends only' }));
    expect(screen.getByRole('checkbox', { name: 'Weekdays only' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Early, 6-9 AM' }));
    expect(button('Next')).toBeEnabled();
  });

  it('asks where the golfer is, says why it failed, and names the town on Try Again', async () => {
    const requests = stubGeolocation();
    server.use(
      apiMock.get('/api/geo/reverse', ({ request }) => {
        const url = new URL(request.url);
        expect(url.searchParams.get('latitude')).toBe('40.0176');
        return HttpResponse.json({
          success: true,
          data: { city: 'Boulder', state: 'CO', area: 'boulder', distanceMiles: 0.4 },
        });
      }),
    );
    const { user } = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Allow Location Access' }));
    expect(screen.getByText('Finding your location…')).toBeVisible();
    expect(requests[0]!.options).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    });

    requests[0]!.answer('denied');
    expect(
      await screen.findByText('Location Access Failed', { selector: 'p,div,span' }),
    ).toBeVisible();
    expect(screen.getAllByText(/Location permission denied by user/)[0]).toBeVisible();
    await user.click(button('Try Again'));
    requests[1]!.answer({ latitude: 40.0176, longitude: -105.2797 } as GeolocationCoordinates);
    expect(await screen.findByText(/Near Boulder, CO/)).toBeVisible();
  });

  it('keeps a signed-in golfer’s choices and greets them on the dashboard', async () => {
    signIn();
    let sent: CompleteOnboardingRequest | undefined;
    server.use(
      apiMock.post('/api/onboarding/complete', async ({ request }) => {
        sent = (await request.json()) as CompleteOnboardingRequest;
        return HttpResponse.json({
          success: true,
          data: {
            profile: {
              completedAt: new Date().toISOString(),
              completedSteps: sent.completedSteps,
              location: null,
              preferences: defaultGolfPreferences,
              urgencyLevels: ['immediate', 'urgent', 'normal'],
            },
            contactsToVerify: [],
            pointsAwarded: 1000,
          },
        });
      }),
    );
    const { user, browser } = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await stepTitle('Set Your Preferences');
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(button('Next'));
    await stepTitle('Enable Notifications');

    // The step's starting values: email on to the account's address, push and SMS off,
    // quiet from 10 PM to 7 AM, every urgency but low.
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('pat@example.com');
    expect(screen.getByRole('switch', { name: /Push notifications/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('22:00');
    expect(screen.getByRole('combobox', { name: 'Until' })).toHaveValue('07:00');
    expect(screen.getByRole('checkbox', { name: /Urgent: within 24 hours/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Low: more than a week away/ })).not.toBeChecked();
    expect(button('Send Test Notification')).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));
    expect(button('Send Test Notification')).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Email notifications' }));

    await user.click(button('Complete Setup'));
    await waitFor(() => expect(browser.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Welcome to TeeWatch!')).toBeVisible();
    expect(screen.getByText(/You earned 1,000 points/)).toBeVisible();
    expect(sent).toMatchObject({
      completedSteps: [0, 2, 3],
      data: {
        preferences: { ...defaultGolfPreferences, defaultPlayers: 2 },
        notifications: {
          pushEnabled: false,
          emailEnabled: true,
          smsEnabled: false,
          emailAddress: 'pat@example.com',
          quietHours: { enabled: true, start: '22:00', end: '07:00' },
          urgencyLevels: ['immediate', 'urgent', 'normal'],
        },
      },
    });
    expect(sent!.data.location).toBeUndefined();
  });

  it('stays on the step while the phone number for texts is missing or wrong', async () => {
    signIn();
    const { user } = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    for (let step = 1; step < 3; step += 1) await user.click(button('Skip for now'));
    await stepTitle('Enable Notifications');
    await user.click(screen.getByRole('switch', { name: 'SMS notifications' }));
    await user.click(button('Complete Setup'));
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription('Please enter the phone number to text');
    await user.type(phone, '12');
    await user.click(button('Complete Setup'));
    expect(phone).toHaveAccessibleDescription(/Please enter a phone number with its country code/);
    expect(await stepTitle('Enable Notifications')).toBeVisible();
  });

  it('still goes to the dashboard when keeping the choices fails, and says so', async () => {
    signIn();
    server.use(
      apiMock.post('/api/onboarding/complete', () =>
        HttpResponse.json(apiError('SERVICE_UNAVAILABLE', 'Try later'), { status: 503 }),
      ),
    );
    const { user, browser } = renderApp('/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    for (let step = 1; step < 4; step += 1) await user.click(button('Skip for now'));
    await waitFor(() => expect(browser.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Failed to proceed. Please try again.')).toBeVisible();
  });

  it('offers a signed-out golfer the sign-in link, and keeps nothing on the server', async () => {
    let called = false;
    server.use(
      apiMock.post('/api/onboarding/complete', () => {
        called = true;
        return HttpResponse.json(apiError('UNAUTHENTICATED', 'Sign in'), { status: 401 });
      }),
    );
    const { user, browser } = renderApp('/onboarding');
    const signInLink = await screen.findByRole('link', { name: 'Sign in' });
    expect(signInLink).toHaveAttribute('href', '/magic-login');
    await user.click(button('Next'));
    for (let step = 1; step < 4; step += 1) await user.click(button('Skip for now'));
    await waitFor(() => expect(browser.location.pathname).not.toBe('/onboarding'));
    expect(called).toBe(false);
    expect(await screen.findByText('Welcome to TeeWatch!')).toBeVisible();
  });
});

describe('what onboarding changes elsewhere', () => {
  const onboarded: GolfProfile = {
    completedAt: '2026-11-20T10:00:00.000Z',
    completedSteps: [0, 1, 2, 3],
    location: {
      latitude: 40.0176,
      longitude: -105.2797,
      city: 'Boulder',
      state: 'CO',
      area: 'boulder',
    },
    preferences: {
      ...defaultGolfPreferences,
      preferredTimes: ['early', 'morning'],
      defaultPlayers: 3,
      maxPrice: 75,
      favoriteCourseName: 'riverdale golf course',
    },
    urgencyLevels: ['immediate', 'urgent'],
  };

  it('starts the alert form from the golfer’s area, times, players, budget and course', async () => {
    signIn();
    server.use(
      apiMock.get('/api/onboarding', () => HttpResponse.json({ success: true, data: onboarded })),
      apiMock.get('/api/alerts', () => HttpResponse.json({ success: true, alerts: [] })),
    );
    renderApp('/alerts');
    const form = await screen.findByRole('form', { name: 'Alert details' });
    expect(await within(form).findByRole('combobox', { name: 'Colorado Area' })).toHaveValue(
      'boulder',
    );
    // Early (6-9) and morning (9-12) both start in the alert form's Morning window.
    expect(within(form).getByRole('combobox', { name: 'Time Preference' })).toHaveValue('morning');
    expect(within(form).getByRole('combobox', { name: 'Number of Players' })).toHaveValue('3');
    expect(within(form).getByRole('spinbutton', { name: 'Maximum Price' })).toHaveValue(75);
    expect(within(form).getByRole('checkbox', { name: 'Riverdale Golf Course' })).toBeChecked();
  });

  it('asks a golfer who never finished onboarding to, from the dashboard', async () => {
    signIn();
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Finish Setting Up TeeWatch' });
    expect(within(card).getByRole('link', { name: 'Set Up TeeWatch' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(card).toHaveTextContent('earns 1,000 points');
  });
});
