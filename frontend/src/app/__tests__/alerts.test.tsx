import type { Alert, Contact } from '@teewatch/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { todayInDenver } from '../../features/alerts/alerts.format';
import { apiError, makeAlert, makeAlertMatch, makeGrant } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const ALERTS = '/api/alerts';

const tenCourses = [
  'Cherry Hills Country Club',
  'Castle Pines Golf Club',
  'Arrowhead Golf Club',
  'The Broadmoor',
  'Keystone Ranch Golf Course',
  'Vail Golf Club',
  'Fossil Trace Golf Club',
  'Green Valley Ranch Golf Club',
  'Murphy Creek Golf Course',
  'Riverdale Golf Course',
];

/** Denver's date `days` from today, YYYY-MM-DD. */
function denverDate(days: number): string {
  const today = new Date(`${todayInDenver()}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

/**
 * The list the server holds; GET answers it, and the test changes it like the server would. The
 * golfer's notification settings (default preferences, `contacts`) come with it.
 */
function serveAlerts(initial: Alert[], contacts: Contact[] = []) {
  const state = { alerts: [...initial], calls: [] as string[], requests: [] as unknown[] };
  server.use(
    apiMock.get(ALERTS, () => {
      state.calls.push('GET');
      return HttpResponse.json({ success: true, alerts: state.alerts });
    }),
    apiMock.get('/api/smart-notifications/preferences', () =>
      HttpResponse.json({
        success: true,
        data: {
          email: true,
          sms: true,
          push: true,
          frequency: 'immediate',
          quietHours: { enabled: true, start: '22:00', end: '08:00' },
        },
      }),
    ),
    apiMock.get('/api/contacts', () => HttpResponse.json({ success: true, data: contacts })),
  );
  return state;
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const createButton = () => screen.getByRole('button', { name: 'Create Alert' });
const activeAlerts = () => screen.getByRole('region', { name: 'Your Active Alerts' });

async function openAlertsPage() {
  const rendered = renderApp('/alerts');
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Create Tee Time Alert' },
      { timeout: 10000 },
    ),
  ).toBeInTheDocument();
  // Each test starts once its list has loaded, so no request outlives the test that made it.
  await waitFor(() => expect(screen.queryByLabelText('Loading your alerts')).toBeNull());
  return rendered;
}

function setDate(value: string) {
  fireEvent.change(field('Preferred Date'), { target: { value } });
}

// These tests click through a whole page; a busy CI machine gets more time than the defaults.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  // The route loads lazily: transform it once up front so no test waits on the first import.
  await import('../routes/AlertsRoute');
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
});

describe('alert form', () => {
  it('shows the form defaults: Denver Metro, morning, 2 players, $100, no courses, no date', async () => {
    serveAlerts([]);
    await openAlertsPage();

    const area = field('Colorado Area');
    expect(area).toHaveValue('denver');
    expect(
      within(area)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Denver Metro',
      'Boulder',
      'Colorado Springs',
      'Vail Valley',
      'Aspen',
      'Fort Collins',
    ]);
    const time = field('Time Preference');
    expect(time).toHaveValue('morning');
    expect(
      within(time)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Morning, 6-10 AM', 'Afternoon, 10 AM-2 PM', 'Evening, 2-6 PM', 'Any time']);
    expect(field('Number of Players')).toHaveValue('2');
    expect(within(field('Number of Players')).getAllByRole('option')).toHaveLength(4);
    expect(field('Maximum Price')).toHaveValue(100);
    expect(field('Preferred Date')).toHaveValue('');
    expect(field('Preferred Date')).toHaveAttribute('min', todayInDenver());
    expect(createButton()).toBeEnabled();
  });

  it('offers the ten preferred courses, none checked', async () => {
    serveAlerts([]);
    await openAlertsPage();
    const group = screen.getByRole('group', { name: 'Preferred Courses (optional)' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(tenCourses);
    boxes.forEach((box) => expect(box).not.toBeChecked());
  });

  it('sends the desktop payload, shows Alert Created! and the refreshed list', async () => {
    const state = serveAlerts([]);
    const date = denverDate(3);
    server.use(
      apiMock.post(ALERTS, async ({ request }) => {
        const body = await request.json();
        state.calls.push('POST');
        state.requests.push(body);
        const alert = makeAlert({
          location: 'Vail Valley',
          area: 'vail',
          date,
          timePreference: 'afternoon',
          players: 4,
          maxPrice: 150,
          courses: [
            { id: 'c1', name: 'Arrowhead Golf Club' },
            { id: 'c2', name: 'Vail Golf Club' },
          ],
        });
        state.alerts = [alert, ...state.alerts];
        return HttpResponse.json({ success: true, alert }, { status: 201 });
      }),
    );
    const { user } = await openAlertsPage();
    expect(
      await within(activeAlerts()).findByText(
        'No active alerts yet. Create your first alert above!',
      ),
    ).toBeInTheDocument();

    await user.selectOptions(field('Colorado Area'), 'Vail Valley');
    setDate(date);
    await user.selectOptions(field('Time Preference'), 'Afternoon, 10 AM-2 PM');
    await user.selectOptions(field('Number of Players'), '4 players');
    await user.clear(field('Maximum Price'));
    await user.type(field('Maximum Price'), '150');
    // Checked out of order on purpose: the payload keeps the list's order.
    await user.click(screen.getByRole('checkbox', { name: 'Vail Golf Club' }));
    await user.click(screen.getByRole('checkbox', { name: 'Arrowhead Golf Club' }));
    await user.click(createButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Alert Created!');
    expect(state.requests).toEqual([
      {
        location: 'vail',
        date,
        timePreference: 'afternoon',
        players: '4',
        maxPrice: '150',
        courses: ['Arrowhead Golf Club', 'Vail Golf Club'],
      },
    ]);
    const card = await within(activeAlerts()).findByRole('listitem', { name: 'Vail Valley' });
    expect(card).toHaveTextContent('Afternoon, 10 AM-2 PM');
    expect(card).toHaveTextContent('4 players');
    expect(card).toHaveTextContent('Up to $150');
    expect(card).toHaveTextContent('Courses: Arrowhead Golf Club, Vail Golf Club');
    // The list was asked for again after the create (docs/product-rules.md, "Alert form").
    expect(state.calls).toEqual(['GET', 'POST', 'GET']);
    expect(screen.queryByText(/No active alerts yet/)).toBeNull();

    // The next alert starts from the same choices, with the date to pick again.
    expect(field('Preferred Date')).toHaveValue('');
    expect(field('Colorado Area')).toHaveValue('vail');
    expect(field('Number of Players')).toHaveValue('4');
  });

  it('sends the defaults as strings with no courses', async () => {
    const state = serveAlerts([]);
    const date = todayInDenver();
    server.use(
      apiMock.post(ALERTS, async ({ request }) => {
        state.requests.push(await request.json());
        return HttpResponse.json({ success: true, alert: makeAlert({ date }) }, { status: 201 });
      }),
    );
    const { user } = await openAlertsPage();
    setDate(date);
    await user.click(createButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Alert Created!');
    expect(state.requests).toEqual([
      {
        location: 'denver',
        date,
        timePreference: 'morning',
        players: '2',
        maxPrice: '100',
        courses: [],
      },
    ]);
  });

  it('shows the server message and the field message on the form when the create is refused', async () => {
    serveAlerts([]);
    server.use(
      apiMock.post(ALERTS, () =>
        HttpResponse.json(
          {
            success: false,
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              fields: [{ field: 'maxPrice', message: 'must be at most $10,000' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openAlertsPage();
    setDate(denverDate(1));
    await user.click(createButton());

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Failed to create alert');
    expect(error).toHaveTextContent('Some fields are not valid.');
    expect(field('Maximum Price')).toHaveAccessibleDescription('must be at most $10,000');
    expect(field('Maximum Price')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Preferred Date')).toHaveValue(denverDate(1));
    expect(screen.queryByText('Alert Created!')).toBeNull();
  });

  it('shows the alert limit on the form', async () => {
    serveAlerts([]);
    server.use(
      apiMock.post(ALERTS, () =>
        HttpResponse.json(
          apiError('ALERT_LIMIT_REACHED', 'You can have at most 20 active alerts.'),
          { status: 409 },
        ),
      ),
    );
    const { user } = await openAlertsPage();
    setDate(denverDate(1));
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can have at most 20 active alerts.',
    );
  });

  it('refuses a missing date and a date before today without calling the server', async () => {
    const state = serveAlerts([]);
    server.use(
      apiMock.post(ALERTS, async ({ request }) => {
        state.requests.push(await request.json());
        return HttpResponse.json({ success: true, alert: makeAlert() }, { status: 201 });
      }),
    );
    const { user } = await openAlertsPage();

    await user.click(createButton());
    expect(field('Preferred Date')).toHaveAccessibleDescription('Please choose a date');
    expect(field('Preferred Date')).toHaveFocus();

    setDate(denverDate(-1));
    await user.click(createButton());
    expect(field('Preferred Date')).toHaveAccessibleDescription(
      'The date cannot be earlier than today',
    );
    expect(field('Preferred Date')).toHaveAttribute('aria-invalid', 'true');
    expect(state.requests).toEqual([]);
  });

  it('refuses a price of 0 or less', async () => {
    serveAlerts([]);
    const { user } = await openAlertsPage();
    setDate(denverDate(1));
    await user.clear(field('Maximum Price'));
    await user.type(field('Maximum Price'), '0');
    await user.click(createButton());
    expect(field('Maximum Price')).toHaveAccessibleDescription('Enter a price in dollars above 0');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('disables Create Alert while the alert is being sent', async () => {
    serveAlerts([]);
    server.use(
      apiMock.post(ALERTS, async () => {
        await delay(150);
        return HttpResponse.json({ success: true, alert: makeAlert() }, { status: 201 });
      }),
    );
    const { user } = await openAlertsPage();
    setDate(denverDate(1));
    await user.click(createButton());
    expect(createButton()).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent('Alert Created!');
    await waitFor(() => expect(createButton()).toBeEnabled());
  });
});

describe('active alerts panel', () => {
  it('shows the empty text when there are no alerts, and How It Works', async () => {
    serveAlerts([]);
    await openAlertsPage();
    expect(
      await screen.findByText('No active alerts yet. Create your first alert above!'),
    ).toBeInTheDocument();
    const how = screen.getByRole('region', { name: 'How It Works' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(4);
    expect(how).toHaveTextContent(/every minute/);
  });

  it('shows the 3 newest alerts with their details and says how many more there are', async () => {
    const today = todayInDenver();
    serveAlerts([
      makeAlert({
        location: 'Boulder',
        date: `${today.slice(0, 4)}-06-20`,
        players: 3,
        maxPrice: 80,
        timePreference: 'evening',
        createdAt: '2026-05-05T10:00:00Z',
      }),
      makeAlert({ location: 'Aspen', createdAt: '2026-05-04T10:00:00Z' }),
      makeAlert({ location: 'Fort Collins', createdAt: '2026-05-03T10:00:00Z' }),
      makeAlert({ location: 'Vail Valley', createdAt: '2026-05-02T10:00:00Z' }),
      makeAlert({ location: 'Colorado Springs', createdAt: '2026-05-01T10:00:00Z' }),
    ]);
    await openAlertsPage();

    const cards = await within(activeAlerts()).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Boulder',
      'Aspen',
      'Fort Collins',
    ]);
    const weekday = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${today.slice(0, 4)}-06-20T00:00:00Z`));
    expect(cards[0]).toHaveTextContent(`${weekday}, Jun 20`);
    expect(cards[0]).toHaveTextContent('Evening, 2-6 PM');
    expect(cards[0]).toHaveTextContent('3 players');
    expect(cards[0]).toHaveTextContent('Up to $80');
    expect(cards[0]).toHaveTextContent('Active');
    expect(activeAlerts()).toHaveTextContent('+ 2 more alerts not shown here');
  });

  it('shows every alert on request, and the newest three again', async () => {
    serveAlerts(
      ['Boulder', 'Aspen', 'Fort Collins', 'Vail Valley', 'Colorado Springs'].map(
        (location, index) => makeAlert({ location, createdAt: `2026-05-0${5 - index}T10:00:00Z` }),
      ),
    );
    const { user } = await openAlertsPage();
    await within(activeAlerts()).findByRole('heading', { name: 'Boulder' });

    await user.click(within(activeAlerts()).getByRole('button', { name: 'Show all 5 alerts' }));
    const headings = () =>
      within(activeAlerts())
        .getAllByRole('listitem')
        .map((card) => within(card).getByRole('heading').textContent);
    expect(headings()).toEqual([
      'Boulder',
      'Aspen',
      'Fort Collins',
      'Vail Valley',
      'Colorado Springs',
    ]);
    expect(activeAlerts()).not.toHaveTextContent('not shown here');

    await user.click(within(activeAlerts()).getByRole('button', { name: 'Show the newest 3' }));
    expect(headings()).toEqual(['Boulder', 'Aspen', 'Fort Collins']);
    expect(activeAlerts()).toHaveTextContent('+ 2 more alerts not shown here');
  });

  it('pauses and resumes an alert through the API', async () => {
    const state = serveAlerts([makeAlert({ id: 'a1', location: 'Aspen', matchesNow: 2 })]);
    const patches: unknown[] = [];
    server.use(
      apiMock.patch(`${ALERTS}/:id`, async ({ request, params }) => {
        const body = (await request.json()) as { status: Alert['status'] };
        patches.push({ id: params.id, body });
        state.alerts = state.alerts.map((alert) =>
          alert.id === params.id
            ? { ...alert, status: body.status, matchesNow: body.status === 'paused' ? 0 : 2 }
            : alert,
        );
        const alert = state.alerts.find((each) => each.id === params.id);
        return alert
          ? HttpResponse.json({ success: true, alert })
          : HttpResponse.json(apiError('ALERT_NOT_FOUND', 'No such alert.'), { status: 404 });
      }),
    );
    const { user } = await openAlertsPage();
    const card = await within(activeAlerts()).findByRole('listitem', { name: 'Aspen' });

    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(await within(card).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Paused');
    expect(patches).toEqual([{ id: 'a1', body: { status: 'paused' } }]);

    await user.click(within(card).getByRole('button', { name: 'Resume' }));
    expect(await within(card).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(patches).toEqual([
      { id: 'a1', body: { status: 'paused' } },
      { id: 'a1', body: { status: 'active' } },
    ]);
  });

  it('deletes an alert only after it is confirmed', async () => {
    const state = serveAlerts([
      makeAlert({ id: 'a1', location: 'Aspen' }),
      makeAlert({ id: 'a2', location: 'Boulder', createdAt: '2000-01-01T00:00:00Z' }),
    ]);
    const deleted: unknown[] = [];
    server.use(
      apiMock.delete(`${ALERTS}/:id`, ({ params }) => {
        deleted.push(params.id);
        state.alerts = state.alerts.filter((alert) => alert.id !== params.id);
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = await openAlertsPage();
    const card = await within(activeAlerts()).findByRole('listitem', { name: 'Aspen' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(within(activeAlerts()).queryByRole('listitem', { name: 'Aspen' })).toBeNull(),
    );
    expect(deleted).toEqual(['a1']);
    expect(within(activeAlerts()).getByRole('listitem', { name: 'Boulder' })).toBeInTheDocument();
  });

  it('expands the tee times that match now, by course, each with a Book link', async () => {
    serveAlerts([makeAlert({ id: 'a1', location: 'Vail Valley', matchesNow: 2 })]);
    const asked: unknown[] = [];
    server.use(
      apiMock.get(`${ALERTS}/:id/matches`, ({ params }) => {
        asked.push(params.id);
        return HttpResponse.json({
          success: true,
          teeTimes: [
            makeAlertMatch({
              id: 't1',
              time: '07:10',
              price: 65,
              bookingUrl: 'https://vail.example/book/t1',
              foundAt: new Date(Date.now() - 5 * 60_000).toISOString(),
              distanceMiles: 2.4,
              checkedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
            }),
            makeAlertMatch({
              id: 't2',
              courseId: 'c2',
              courseName: 'Arrowhead Golf Club',
              time: '13:40',
              holes: 9,
              spots: 1,
              price: 42.5,
              distanceMiles: 0.4,
            }),
          ],
        });
      }),
    );
    const { user } = await openAlertsPage();
    const card = await within(activeAlerts()).findByRole('listitem', { name: 'Vail Valley' });
    const toggle = within(card).getByRole('button', { name: '2 tee times match now' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const matches = await within(card).findByRole('group', { name: 'Matching tee times' });
    expect(asked).toEqual(['a1']);
    expect(within(card).getByRole('status')).toHaveTextContent(
      '2 tee times at 2 courses, best first',
    );
    const courses = within(matches).getAllByRole('region');
    expect(courses.map((course) => within(course).getByRole('heading').textContent)).toEqual([
      'Vail Golf Club',
      'Arrowhead Golf Club',
    ]);
    expect(courses[0]).toHaveTextContent('2 miles away · Checked 3 minutes ago');
    expect(courses[1]).toHaveTextContent('Under a mile away · Not checked yet');
    const [vail] = within(courses[0]!).getAllByRole('listitem');
    expect(vail).toHaveTextContent('7:10 AM');
    expect(vail).toHaveTextContent('NewFound 5 minutes ago');
    expect(vail).toHaveTextContent('18 holes · 4 spots · $65');
    const [arrowhead] = within(courses[1]!).getAllByRole('listitem');
    expect(arrowhead).toHaveTextContent('1:40 PM');
    expect(arrowhead).not.toHaveTextContent('New');
    expect(arrowhead).not.toHaveTextContent('Found');
    expect(arrowhead).toHaveTextContent('9 holes · 1 spot · $42.50');
    const book = within(vail!).getByRole('link', { name: 'Book' });
    expect(book).toHaveAttribute('href', 'https://vail.example/book/t1');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(toggle);
    expect(within(card).queryByRole('group', { name: 'Matching tee times' })).toBeNull();
  });

  it('keeps a busy alert short: three tee times a course, five courses, the rest a tap away or a filter', async () => {
    // Seven courses with four tee times each, 6 AM to 9:30 AM, best first as the server sends them.
    const teeTimes = Array.from({ length: 7 }, (_, course) =>
      Array.from({ length: 4 }, (_, slot) =>
        makeAlertMatch({
          id: `c${course}-t${slot}`,
          courseId: `c${course}`,
          courseName: `Course ${course + 1}`,
          time: `0${6 + slot}:30`,
        }),
      ),
    ).flat();
    serveAlerts([makeAlert({ id: 'a1', location: 'Denver Metro', matchesNow: teeTimes.length })]);
    server.use(
      apiMock.get(`${ALERTS}/:id/matches`, () => HttpResponse.json({ success: true, teeTimes })),
    );
    const { user } = await openAlertsPage();
    const card = await within(activeAlerts()).findByRole('listitem', { name: 'Denver Metro' });
    await user.click(within(card).getByRole('button', { name: '28 tee times match now' }));
    const matches = await within(card).findByRole('group', { name: 'Matching tee times' });
    const shownRows = () => within(matches).getAllByRole('listitem');
    expect(within(matches).getAllByRole('region')).toHaveLength(5);
    expect(shownRows()).toHaveLength(15);

    await user.click(
      within(card).getByRole('button', { name: 'Show 1 more tee time at Course 1' }),
    );
    expect(
      within(matches).getByRole('list', { name: 'Tee times at Course 1' }).children,
    ).toHaveLength(4);
    expect(document.activeElement).toHaveTextContent('9:30 AM');

    await user.click(within(card).getByRole('button', { name: 'Show 2 more courses' }));
    expect(within(matches).getAllByRole('region')).toHaveLength(7);
    expect(document.activeElement).toHaveTextContent('Course 6');

    await user.selectOptions(within(card).getByRole('combobox', { name: 'Course' }), 'Course 7');
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Time' }), '8-10 AM');
    expect(within(card).getByRole('status')).toHaveTextContent(
      '2 of 28 tee times match these filters',
    );
    expect(shownRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('8:30 AM'),
      expect.stringContaining('9:30 AM'),
    ]);
  });

  it('shows a tee time that just opened first, at the head of the list', async () => {
    const teeTimes = [
      makeAlertMatch({ id: 'best', courseId: 'c1', courseName: 'Course 1', time: '08:00' }),
      ...['06:00', '06:10', '06:20'].map((time) =>
        makeAlertMatch({ id: time, courseId: 'c1', courseName: 'Course 1', time }),
      ),
      makeAlertMatch({
        id: 'just-opened',
        courseId: 'c2',
        courseName: 'Course 2',
        time: '09:50',
        foundAt: new Date().toISOString(),
      }),
    ];
    serveAlerts([makeAlert({ id: 'a1', location: 'Denver Metro', matchesNow: teeTimes.length })]);
    server.use(
      apiMock.get(`${ALERTS}/:id/matches`, () => HttpResponse.json({ success: true, teeTimes })),
    );
    const { user } = await openAlertsPage();
    const card = await within(activeAlerts()).findByRole('listitem', { name: 'Denver Metro' });
    await user.click(within(card).getByRole('button', { name: '5 tee times match now' }));
    const matches = await within(card).findByRole('group', { name: 'Matching tee times' });
    const [first] = within(matches).getAllByRole('listitem');
    expect(first).toHaveTextContent('9:50 AMNewFound just now');
  });

  it('says how the golfer will hear about matches, and what is missing', async () => {
    serveAlerts(
      [makeAlert({ location: 'Aspen' })],
      [
        {
          id: 'c1',
          kind: 'email',
          value: 'pat@example.com',
          verified: true,
          createdAt: '2026-05-01T10:00:00Z',
        },
      ],
    );
    await openAlertsPage();
    const reach = await screen.findByRole('region', { name: "How You'll Hear About Matches" });
    const channel = (name: string) => within(reach).getByRole('listitem', { name });
    expect(channel('Email')).toHaveTextContent('pat@example.comReaches you');
    expect(channel('Text message')).toHaveTextContent('No verified phone');
    expect(
      within(channel('Text message')).getByRole('link', { name: 'Add a phone' }),
    ).toHaveAttribute('href', '/notifications');
    expect(channel('Push on this browser')).toHaveTextContent('cannot receive push');
    expect(within(reach).queryByRole('alert')).toBeNull();
  });

  it('warns when nobody can be told about a match', async () => {
    serveAlerts([makeAlert({ location: 'Aspen' })]);
    await openAlertsPage();
    const reach = await screen.findByRole('region', { name: "How You'll Hear About Matches" });
    expect(within(reach).getByRole('alert')).toHaveTextContent(
      'Nobody can tell you about a match yet. Turn on push or add an email.',
    );
    expect(within(reach).getByRole('link', { name: 'Add an email' })).toBeVisible();
  });

  it('says when nothing matches right now', async () => {
    serveAlerts([makeAlert({ location: 'Aspen', matchesNow: 0 })]);
    await openAlertsPage();
    const card = await within(activeAlerts()).findByRole('listitem', { name: 'Aspen' });
    expect(card).toHaveTextContent('No tee times match right now');
    expect(within(card).queryByRole('button', { name: /match now/ })).toBeNull();
  });

  it('says "more than 100" when a broad alert fits more tee times than the list counts', async () => {
    serveAlerts([makeAlert({ location: 'Denver Metro', matchesNow: 100, moreMatchesNow: true })]);
    await openAlertsPage();
    const card = await within(activeAlerts()).findByRole('listitem', { name: 'Denver Metro' });
    expect(
      within(card).getByRole('button', { name: 'More than 100 tee times match now' }),
    ).toBeVisible();
  });

  it('says how fresh the watch is, and when the checks run behind', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    serveAlerts([
      makeAlert({ location: 'Aspen', lastCheckedAt: minutesAgo(3) }),
      makeAlert({ location: 'Vail Valley', lastCheckedAt: minutesAgo(45), checkBehind: true }),
      makeAlert({ location: 'Boulder', lastCheckedAt: null }),
    ]);
    await openAlertsPage();
    const aspen = await within(activeAlerts()).findByRole('listitem', { name: 'Aspen' });
    expect(aspen).toHaveTextContent('Checked 3 minutes ago');
    expect(aspen).not.toHaveTextContent('running behind');
    const vail = within(activeAlerts()).getByRole('listitem', { name: 'Vail Valley' });
    expect(vail).toHaveTextContent('Checked 45 minutes ago. Checks are running behind');
    const boulder = within(activeAlerts()).getByRole('listitem', { name: 'Boulder' });
    expect(boulder).toHaveTextContent('Waiting for the first check of its tee sheets');
  });

  it('refreshes by itself while an alert waits for its first check, then shows its matches', async () => {
    const state = serveAlerts([
      makeAlert({ location: 'Boulder', lastCheckedAt: null, matchesNow: 0 }),
    ]);
    await openAlertsPage();
    const boulder = await within(activeAlerts()).findByRole('listitem', { name: 'Boulder' });
    expect(boulder).toHaveTextContent('Waiting for the first check of its tee sheets');

    state.alerts = [
      makeAlert({ location: 'Boulder', lastCheckedAt: new Date().toISOString(), matchesNow: 2 }),
    ];
    expect(
      await within(activeAlerts()).findByRole(
        'button',
        { name: '2 tee times match now' },
        { timeout: 6000 },
      ),
    ).toBeVisible();
    expect(within(activeAlerts()).getByRole('listitem', { name: 'Boulder' })).toHaveTextContent(
      'Checked just now',
    );
  });

  it('shows a load failure with the generic error text and retries', async () => {
    let calls = 0;
    server.use(
      apiMock.get(ALERTS, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(apiError('INTERNAL_ERROR', 'Something broke.'), { status: 500 })
          : HttpResponse.json({ success: true, alerts: [] });
      }),
    );
    const { user } = await openAlertsPage();
    expect(await within(activeAlerts()).findByRole('alert')).toHaveTextContent('Something broke.');
    await user.click(within(activeAlerts()).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No active alerts yet. Create your first alert above!'),
    ).toBeInTheDocument();
  });

  it('shows an answer that breaks its contract as a load failure, not as alerts', async () => {
    // Plain msw on purpose: apiMock would refuse this body at typecheck.
    server.use(
      http.get(ALERTS, () =>
        HttpResponse.json({ success: true, alerts: [{ id: 'a1', location: 'Aspen' }] }),
      ),
    );
    await openAlertsPage();
    expect(await within(activeAlerts()).findByRole('alert')).toHaveTextContent(
      'The server sent an answer this page cannot read. Please reload and try again.',
    );
    expect(within(activeAlerts()).queryByRole('listitem', { name: 'Aspen' })).toBeNull();
  });
});
