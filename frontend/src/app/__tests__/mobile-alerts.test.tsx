import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Alert, type AlertResponse } from '@teewatch/contracts';
import { delay, HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { todayInDenver } from '../../features/alerts/alerts.format';
import { apiError, makeAlert, makeGrant } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const ALERTS = '/api/alerts';

function denverDate(days: number): string {
  const today = new Date(`${todayInDenver()}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const backButton = () => screen.getByRole('button', { name: 'Back' });
const createButton = () => screen.getByRole('button', { name: 'Create Alert' });
const locationField = () => screen.getByRole('textbox', { name: /^Location/ });
const dateField = () => screen.getByLabelText(/^Date/);
const players = () => screen.getByRole('group', { name: 'Players' });
const progress = () => screen.getByRole('progressbar', { name: 'Wizard progress' });
const wizard = () => screen.getByRole('region', { name: /\?$/ });
const toast = () => screen.getByRole('region', { name: 'Notifications (F8)' });

/** The summary's value for one term ("Location", "Date", "Players", "Time"). */
function summaryValue(term: string): string | null {
  const summary = screen.getByRole('region', { name: 'Summary' });
  const dt = within(summary).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

/** A finger moving sideways by `dx` px (negative: to the left) over the wizard. */
function swipe(dx: number, { pointerType = 'touch', dy = 0 } = {}) {
  const target = wizard();
  fireEvent.pointerDown(target, { pointerId: 7, pointerType, clientX: 200, clientY: 300 });
  fireEvent.pointerUp(target, { pointerId: 7, pointerType, clientX: 200 + dx, clientY: 300 + dy });
}

async function openWizard() {
  const rendered = renderApp('/mobile-alerts');
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'New Tee Time Alert' },
      { timeout: 10000 },
    ),
  ).toBeInTheDocument();
  return rendered;
}

/** Fills step 1 and 2 and lands on step 3. */
async function reachAlertsStep(
  user: ReturnType<typeof renderApp>['user'],
  { location = 'Boulder, CO', date = denverDate(2) } = {},
) {
  await user.type(locationField(), location);
  await user.click(nextButton());
  fireEvent.change(dateField(), { target: { value: date } });
  await user.click(nextButton());
  expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
}

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  await import('../routes/MobileAlertsRoute');
}, 30000);

/** The alerts the server holds: one the wizard makes joins the list the app reads back. */
let held: Alert[] = [];
const madeAlert = (alert: Alert) => {
  held.push(alert);
  return HttpResponse.json<AlertResponse>({ success: true, alert }, { status: 201 });
};

beforeEach(() => {
  held = [];
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(
    apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())),
    apiMock.get(ALERTS, () => HttpResponse.json({ success: true, alerts: held })),
  );
});

describe('mobile alert wizard', () => {
  it('starts on step 1 of 3 with Next disabled until a location is given', async () => {
    const { user } = await openWizard();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Where do you want to play?',
    );
    expect(backButton()).toBeDisabled();
    expect(nextButton()).toBeDisabled();

    await user.type(locationField(), '   ');
    expect(nextButton()).toBeDisabled();
    await user.clear(locationField());
    await user.type(locationField(), 'Golden, CO');
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '67');
  });

  it('fills the location from the four quick picks', async () => {
    const { user } = await openWizard();
    const picks = within(screen.getByRole('group', { name: 'Quick picks' })).getAllByRole('button');
    expect(picks.map((pick) => pick.textContent)).toEqual([
      'Denver, CO',
      'Boulder, CO',
      'Colorado Springs, CO',
      'Fort Collins, CO',
    ]);
    await user.click(screen.getByRole('button', { name: 'Colorado Springs, CO' }));
    expect(locationField()).toHaveValue('Colorado Springs, CO');
    expect(screen.getByRole('button', { name: 'Colorado Springs, CO' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Denver, CO' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(nextButton()).toBeEnabled();
  });

  it('needs a date of today or later on step 2', async () => {
    const { user } = await openWizard();
    await user.click(screen.getByRole('button', { name: 'Denver, CO' }));
    await user.click(nextButton());
    expect(dateField()).toHaveAttribute('min', todayInDenver());
    expect(nextButton()).toBeDisabled();

    fireEvent.change(dateField(), { target: { value: denverDate(-1) } });
    expect(dateField()).toHaveAccessibleDescription('The date cannot be earlier than today');
    expect(nextButton()).toBeDisabled();

    fireEvent.change(dateField(), { target: { value: todayInDenver() } });
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await user.click(backButton());
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(dateField()).toHaveValue(todayInDenver());
  });

  it('keeps the player stepper between 1 and 4', async () => {
    const { user } = await openWizard();
    await user.click(screen.getByRole('button', { name: 'Boulder, CO' }));
    await user.click(nextButton());
    const add = within(players()).getByRole('button', { name: 'Add a player' });
    const remove = within(players()).getByRole('button', { name: 'Remove a player' });
    expect(players()).toHaveTextContent('2 players');

    await user.click(add);
    await user.click(add);
    expect(players()).toHaveTextContent('4 players');
    expect(add).toBeDisabled();
    fireEvent.click(add);
    expect(players()).toHaveTextContent('4 players');

    for (let i = 0; i < 3; i += 1) await user.click(remove);
    expect(players()).toHaveTextContent('1 player');
    expect(remove).toBeDisabled();
    fireEvent.click(remove);
    expect(players()).toHaveTextContent('1 player');
  });

  it('offers the four time preferences with their hours, and a second press clears one', async () => {
    const { user } = await openWizard();
    await user.click(screen.getByRole('button', { name: 'Boulder, CO' }));
    await user.click(nextButton());
    const group = screen.getByRole('group', { name: 'Time of day' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Morning, 6-10 AM', 'Afternoon, 10 AM-2 PM', 'Evening, 2-6 PM', 'Any time']);

    const evening = within(group).getByRole('button', { name: 'Evening, 2-6 PM' });
    await user.click(evening);
    expect(evening).toHaveAttribute('aria-pressed', 'true');
    await user.click(evening);
    expect(evening).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes step with a finger swipe, only where Next and Back would', async () => {
    const { user } = await openWizard();
    swipe(-120);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    await user.type(locationField(), 'Vail, CO');
    swipe(-60);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    swipe(-120, { pointerType: 'mouse' });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    swipe(-120, { dy: 200 });
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    swipe(-120);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    swipe(-120);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();

    swipe(120);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(locationField()).toHaveValue('Vail, CO');
    swipe(120);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('ignores a swipe slower than 500 ms', async () => {
    const { user } = await openWizard();
    await user.type(locationField(), 'Vail, CO');
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValueOnce(1000).mockReturnValueOnce(1600);
    swipe(-200);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('sums up the alert with Not set for an empty time, sends the wizard payload and confirms', async () => {
    const date = denverDate(3);
    const requests: unknown[] = [];
    server.use(
      apiMock.post(ALERTS, async ({ request }) => {
        requests.push(await request.json());
        return madeAlert(makeAlert({ location: 'Boulder, CO', area: null, date, players: 3 }));
      }),
    );
    const { user } = await openWizard();
    await user.type(locationField(), '  Boulder, CO ');
    await user.click(nextButton());
    fireEvent.change(dateField(), { target: { value: date } });
    await user.click(within(players()).getByRole('button', { name: 'Add a player' }));
    await user.click(nextButton());

    expect(summaryValue('Location')).toBe('Boulder, CO');
    expect(summaryValue('Date')).toMatch(/\w{3}, \w{3} \d{1,2}/);
    expect(summaryValue('Players')).toBe('3 players');
    expect(summaryValue('Time')).toBe('Not set');
    expect(screen.getByRole('button', { name: 'Enable Push Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Test Notification' })).toBeInTheDocument();

    await user.click(createButton());
    expect(await within(toast()).findByText('Alert Created!')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Boulder, CO');
    expect(requests).toEqual([
      {
        location: 'Boulder, CO',
        date,
        players: 3,
        timePreference: 'any',
        latitude: 39.7392,
        longitude: -104.9903,
      },
    ]);
    // The wizard ends on the alert just made, not on step 3 again.
    const done = screen.getByRole('region', { name: 'Your alert is on' });
    expect(within(done).getByRole('heading', { name: 'Your alert is on' })).toHaveFocus();
    expect(within(done).getByRole('listitem', { name: 'Boulder, CO' })).toHaveTextContent(
      '3 players',
    );
    expect(within(done).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByText('Step 3 of 3')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Alert' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View My Alerts' })).toHaveAttribute('href', '/alerts');

    await user.click(screen.getByRole('button', { name: 'Create Another Alert' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(locationField()).toHaveValue('');
  });

  it('shows the chosen time in the summary and sends it', async () => {
    const requests: { timePreference?: string }[] = [];
    server.use(
      apiMock.post(ALERTS, async ({ request }) => {
        requests.push((await request.json()) as { timePreference?: string });
        return madeAlert(makeAlert());
      }),
    );
    const { user } = await openWizard();
    await user.type(locationField(), 'Denver, CO');
    await user.click(nextButton());
    fireEvent.change(dateField(), { target: { value: denverDate(1) } });
    await user.click(screen.getByRole('button', { name: 'Morning, 6-10 AM' }));
    await user.click(nextButton());
    expect(summaryValue('Time')).toBe('Morning, 6-10 AM');
    await user.click(createButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.timePreference).toBe('morning');
  });

  it('says so when the place was not found and Denver was used instead', async () => {
    server.use(
      apiMock.post(ALERTS, () =>
        madeAlert(makeAlert({ location: 'Nowhereville', locationFallback: true })),
      ),
    );
    const { user } = await openWizard();
    await reachAlertsStep(user, { location: 'Nowhereville' });
    await user.click(createButton());

    expect(await within(toast()).findByText('Alert Created!')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Denver, CO as a fallback');
    expect(screen.getByRole('region', { name: 'Your alert is on' })).toHaveTextContent(
      'We could not find “Nowhereville”, so this alert watches the courses around Denver, CO instead.',
    );
  });

  it('disables Create Alert while the alert is being sent', async () => {
    server.use(
      apiMock.post(ALERTS, async () => {
        await delay(150);
        return madeAlert(makeAlert());
      }),
    );
    const { user } = await openWizard();
    await reachAlertsStep(user);
    expect(createButton()).toBeEnabled();
    await user.click(createButton());
    expect(createButton()).toBeDisabled();
    expect(await within(toast()).findByText('Alert Created!')).toBeInTheDocument();
  });

  it('shows the server field messages and the failure toast when the create is refused', async () => {
    server.use(
      apiMock.post(ALERTS, () =>
        HttpResponse.json(
          {
            success: false,
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              fields: [{ field: 'location', message: 'Please enter a place in Colorado' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openWizard();
    await reachAlertsStep(user);
    await user.click(createButton());

    expect(await within(toast()).findByText('Error')).toBeInTheDocument();
    expect(toast()).toHaveTextContent('Failed to create alert. Please try again.');
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Failed to create alert');
    expect(error).toHaveTextContent('Some fields are not valid.');
    expect(error).toHaveTextContent('Location: Please enter a place in Colorado');

    await user.click(backButton());
    await user.click(backButton());
    expect(locationField()).toHaveAccessibleDescription('Please enter a place in Colorado');
    await user.type(locationField(), 'x');
    expect(locationField()).not.toHaveAccessibleDescription('Please enter a place in Colorado');
  });

  it('shows a limit refusal from the server', async () => {
    server.use(
      apiMock.post(ALERTS, () =>
        HttpResponse.json(
          apiError('ALERT_LIMIT_REACHED', 'You can have at most 20 active alerts.'),
          { status: 409 },
        ),
      ),
    );
    const { user } = await openWizard();
    await reachAlertsStep(user);
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can have at most 20 active alerts.',
    );
  });
});
