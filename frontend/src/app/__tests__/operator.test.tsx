import type { OperatorOverview } from '@teewatch/contracts';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { serveAuthConfig, serveMe } from '../../test/auth-handlers';
import {
  apiError,
  makeGrant,
  makeOperatorOverview,
  makeSessionTokens,
  makeSessionUser,
  storeSession,
} from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  await import('../routes/OperatorRoute');
}, 30000);

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
});

const toast = () => screen.getByRole('region', { name: 'Notifications (F8)' });

/** Signed in with this role, the server confirming the stored session. */
function signIn(role: 'admin' | 'golfer') {
  const tokens = storeSession(makeSessionTokens({ user: makeSessionUser({ role }) }));
  serveMe(tokens.user);
}

/** The overview the server answers now (the test may change it between polls), and how often. */
function serveOverview(overview: OperatorOverview = makeOperatorOverview()) {
  const state = { overview, calls: 0 };
  server.use(
    apiMock.get('/api/operator/overview', () => {
      state.calls += 1;
      return HttpResponse.json(state.overview);
    }),
  );
  return state;
}

/** The figures of one row of a table, as a reader sees them, named by the row's first cell. */
function row(table: string, name: string) {
  const header = within(screen.getByRole('table', { name: table })).getByRole('rowheader', {
    name,
  });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function columns(table: string) {
  return within(screen.getByRole('table', { name: table }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
}

async function openConsole() {
  const rendered = renderApp('/operator');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Operator Console' }, { timeout: 10000 }),
  ).toBeVisible();
  await screen.findByRole('table', { name: 'Queues' });
  return rendered;
}

describe('the operator console', () => {
  it('shows an admin the queues, platforms, delivery, bookings and outbox', async () => {
    signIn('admin');
    serveOverview();
    await openConsole();

    expect(screen.getByText(/^Updated \d{1,2}:\d{2}:05\s[AP]M$/)).toBeVisible();

    expect(columns('Queues')).toEqual(['Queue', 'Waiting', 'Active', 'Delayed', 'Failed']);
    expect(row('Queues', 'deliver-alert-match')).toEqual(['12', '3', '4', '2']);
    expect(row('Queues', 'scan-tee-sheets')).toEqual(['0', '1', '25', '0']);
    const failed = screen.getByRole('region', { name: 'Failed jobs in deliver-alert-match' });
    const jobs = within(failed).getAllByRole('listitem');
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toHaveTextContent('deliver-alert-match job 42');
    expect(jobs[0]).toHaveTextContent('SMTP 421: try again later');
    expect(jobs[0]).toHaveTextContent(/3 attempts · failed Jun \d{1,2}, \d{1,2}:\d{2}\s[AP]M/);
    expect(jobs[1]).toHaveTextContent('Push subscription expired');
    expect(jobs[1]).toHaveTextContent('1 attempt');
    expect(
      within(jobs[1]!).getByRole('button', { name: 'Retry deliver-alert-match job 41' }),
    ).toBeEnabled();
    // A queue without failed jobs has no list of them.
    expect(screen.queryByRole('region', { name: 'Failed jobs in scan-tee-sheets' })).toBeNull();

    expect(columns('Platforms')).toEqual([
      'Platform',
      'Budget used',
      'Breaker',
      'Requests ok',
      'Request errors',
      'Watched',
      'Behind',
      'Scan lag (mean / max)',
    ]);
    expect(row('Platforms', 'foreUP')).toEqual([
      '42%',
      'Closed',
      '1,200',
      '5',
      '80',
      '1',
      '12.3s / 45s',
    ]);
    expect(row('Platforms', 'TeeItUp')).toEqual([
      '90%',
      'Half open',
      '300',
      '30',
      '40',
      '6',
      '70s / 180s',
    ]);
    expect(row('Platforms', 'Chronogolf')).toEqual(['—', 'Open', '0', '0', '10', '10', '— / —']);
    expect(screen.getByRole('rowheader', { name: 'foreUP' }).firstElementChild).toHaveAttribute(
      'translate',
      'no',
    );

    expect(columns('Delivery')).toEqual(['Channel', 'Sent', 'Failed', 'Failure rate']);
    expect(row('Delivery', 'Push')).toEqual(['95', '5', '5%']);
    expect(row('Delivery', 'Email')).toEqual(['40', '0', '0%']);
    expect(row('Delivery', 'SMS')).toEqual(['0', '0', '—']);

    expect(row('Bookings, last 24 hours', 'Booked')).toEqual(['7']);
    expect(row('Bookings, last 24 hours', 'Failed')).toEqual(['1']);

    const outbox = screen.getByRole('region', { name: 'Outbox' });
    expect(outbox).toHaveTextContent('3 unpublished events');
    expect(outbox).toHaveTextContent('The oldest has waited 2.5 min.');
  });

  it('says so when there are no bookings and nothing waits in the outbox', async () => {
    signIn('admin');
    serveOverview(
      makeOperatorOverview({ bookings: {}, outbox: { unpublished: 0, oldestSeconds: null } }),
    );
    await openConsole();
    expect(screen.getByRole('region', { name: 'Bookings, last 24 hours' })).toHaveTextContent(
      'No bookings yet',
    );
    expect(screen.getByRole('region', { name: 'Outbox' })).toHaveTextContent('Nothing waiting');
  });

  it('shows the next poll’s figures three seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      signIn('admin');
      const served = serveOverview();
      await openConsole();
      expect(row('Queues', 'deliver-alert-match')).toEqual(['12', '3', '4', '2']);
      const before = served.calls;

      served.overview = makeOperatorOverview({
        generatedAt: '2026-06-20T15:04:08.000Z',
        queues: [
          {
            name: 'deliver-alert-match',
            waiting: 20,
            active: 5,
            delayed: 4,
            failed: 0,
            failedJobs: [],
          },
        ],
        outbox: { unpublished: 0, oldestSeconds: null },
      });
      await act(() => vi.advanceTimersByTimeAsync(3_100));

      await waitFor(() =>
        expect(row('Queues', 'deliver-alert-match')).toEqual(['20', '5', '4', '0']),
      );
      expect(served.calls).toBe(before + 1);
      expect(screen.getByText(/^Updated \d{1,2}:\d{2}:08\s[AP]M$/)).toBeVisible();
      expect(screen.getByRole('region', { name: 'Outbox' })).toHaveTextContent('Nothing waiting');
      expect(
        screen.queryByRole('region', { name: 'Failed jobs in deliver-alert-match' }),
      ).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a failed job: the button waits for the answer, a toast says so, the figures are read again', async () => {
    signIn('admin');
    const served = serveOverview();
    const retried: string[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      apiMock.post('/api/operator/queues/:queue/jobs/:jobId/retry', async ({ request }) => {
        retried.push(new URL(request.url).pathname);
        await answered;
        return HttpResponse.json({ retried: true });
      }),
    );
    const { user } = await openConsole();
    const before = served.calls;

    const retry = screen.getByRole('button', { name: 'Retry deliver-alert-match job 42' });
    await user.click(retry);
    await waitFor(() => expect(retry).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Retry deliver-alert-match job 41' })).toBeEnabled();
    answer();

    expect(await within(toast()).findByText('Job queued again')).toBeVisible();
    expect(retried).toEqual(['/api/operator/queues/deliver-alert-match/jobs/42/retry']);
    await waitFor(() => expect(served.calls).toBeGreaterThan(before));
    await waitFor(() => expect(retry).toBeEnabled());
  });

  it('says why when a retry is refused', async () => {
    signIn('admin');
    serveOverview();
    server.use(
      apiMock.post('/api/operator/queues/:queue/jobs/:jobId/retry', () =>
        HttpResponse.json(apiError('NOT_FOUND', 'No failed job 42 in deliver-alert-match'), {
          status: 404,
        }),
      ),
    );
    const { user } = await openConsole();
    await user.click(screen.getByRole('button', { name: 'Retry deliver-alert-match job 42' }));
    expect(await within(toast()).findByText('Could not retry the job')).toBeVisible();
    expect(toast()).toHaveTextContent('No failed job 42 in deliver-alert-match');
  });

  it('tells a golfer who is not an operator that the console is for operators only', async () => {
    signIn('golfer');
    const served = {
      calls: 0,
    };
    server.use(
      apiMock.get('/api/operator/overview', () => {
        served.calls += 1;
        return HttpResponse.json(apiError('FORBIDDEN', 'This needs the admin role'), {
          status: 403,
        });
      }),
    );
    renderApp('/operator');
    const card = await screen.findByRole('region', { name: 'Operators only' }, { timeout: 10000 });
    expect(card).toHaveTextContent(
      'This console is for TeeWatch operators. An operator can give your account the admin role.',
    );
    expect(within(card).getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(served.calls).toBe(1);
  });

  it('sends a visitor who is not signed in to sign in, and back here after', async () => {
    serveAuthConfig();
    const { browser } = renderApp('/operator');
    await waitFor(() => expect(browser.location.pathname).toBe('/login'), {
      timeout: 10000,
    });
    expect(new URLSearchParams(browser.location.search).get('redirect')).toBe('/operator');
  });
});

// jsdom applies no layout: the app bar's links show from the md breakpoint (900 px) and the bottom
// bar below it, so both are looked for here, hidden or not.
describe('the Operator Console entry in the navigation', () => {
  it('shows for an admin, in the app bar and the phone’s bottom bar, and opens the console', async () => {
    signIn('admin');
    serveOverview();
    const { user, browser } = renderApp('/');
    const appBar = await screen.findByRole('navigation', { name: 'Main' });
    const entry = await within(appBar).findByRole('link', {
      name: 'Operator Console',
      hidden: true,
    });
    expect(entry).toHaveAttribute('href', '/operator');
    const phone = screen.getByLabelText('Mobile navigation');
    expect(within(phone).getByRole('link', { name: 'Console', hidden: true })).toHaveAttribute(
      'href',
      '/operator',
    );

    await user.click(entry);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Operator Console' });
    expect(browser.location.pathname).toBe('/operator');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('stays hidden from a golfer', async () => {
    signIn('golfer');
    renderApp('/');
    const phone = await screen.findByLabelText('Mobile navigation');
    expect(
      await within(phone).findByRole('link', { name: 'Profile', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Operator/, hidden: true })).toBeNull();
  });

  it('is not there for a visitor who is not signed in', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Find Tee Times' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Operator/, hidden: true })).toBeNull();
  });
});
