import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { type Optimization, type OptimizeRequest } from '@teewatch/contracts';
import { apiMock } from '../../test/api-mocks';
import { serveAuthConfig, serveMe } from '../../test/auth-handlers';
import {
  apiError,
  makeBooking,
  makeGrant,
  makeSessionTokens,
  storeSession,
} from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20000 });

beforeAll(async () => {
  await import('../routes/OneClickBookingRoute');
}, 30000);

function anOptimization(
  overrides: Partial<Optimization> = {},
  course = 'Arrowhead Golf Club',
): Optimization {
  return {
    id: `opt-${course}`,
    teeTime: {
      id: `tee-${course}`,
      courseId: course.toLowerCase().replaceAll(' ', '-'),
      courseName: course,
      date: '2099-06-20',
      time: '08:10',
      price: 95,
      holes: 18,
      openSpots: 4,
      distanceMiles: 19.4,
      bookingUrl: 'https://arrowhead.example/book',
    },
    optimizationScore: 0.86,
    bookingStrategy: 'immediate',
    estimatedSuccess: 0.65,
    reasons: ['8:10 AM, 10 minutes from your 8:00 AM', '$55 under your budget'],
    ...overrides,
  };
}

let optimizeRequests: OptimizeRequest[];
function serveOptimizer(optimizations: Optimization[], considered = optimizations.length) {
  server.use(
    apiMock.post('/api/one-click-booking/optimize', async ({ request }) => {
      const body = (await request.json()) as OptimizeRequest;
      optimizeRequests.push(body);
      return HttpResponse.json({ success: true, date: body.date!, considered, optimizations });
    }),
  );
}

beforeEach(() => {
  optimizeRequests = [];
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(
    apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())),
    apiMock.get('/api/colorado/courses', () =>
      HttpResponse.json({
        success: true,
        courses: [
          {
            id: 'arrowhead-golf-club',
            name: 'Arrowhead Golf Club',
            city: 'Littleton',
            area: 'denver',
            bookable: true,
          },
          {
            id: 'city-park',
            name: 'City Park Golf Course',
            city: 'Denver',
            area: 'denver',
            bookable: true,
          },
        ],
      }),
    ),
    apiMock.get('/api/one-click-booking/stats', () =>
      HttpResponse.json({
        success: true,
        stats: {
          activeOptimizations: 3,
          queueLength: 0,
          successRate: 0.5,
          bookingsFinished: 2,
          avgOptimizationScore: 0.72,
        },
      }),
    ),
    apiMock.get('/api/one-click-booking/queue', () =>
      HttpResponse.json({ success: true, autoBookings: [] }),
    ),
    apiMock.get('/api/tee-times/:id/booking-terms', () =>
      HttpResponse.json({
        success: true,
        cancellationTerms: 'Cancel at least 24 hours before your tee time.',
        golferBooksThemselves: false,
      }),
    ),
  );
  serveAuthConfig();
});

describe('the one-click booking optimizer', () => {
  it('ranks tomorrow for the default preferences and explains the top pick', async () => {
    serveOptimizer([
      anOptimization(),
      anOptimization(
        { estimatedSuccess: 0.9, bookingStrategy: 'monitor' },
        'City Park Golf Course',
      ),
    ]);
    renderApp('/one-click-booking');

    const top = await screen.findByRole('region', { name: 'Top Recommendation' });
    expect(within(top).getByRole('heading', { name: 'Arrowhead Golf Club' })).toBeVisible();
    expect(within(top).getByText('8:10 AM, 10 minutes from your 8:00 AM')).toBeVisible();
    expect(within(top).getByText('65% success probability').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorWarning',
    );
    expect(within(top).queryByRole('button', { name: 'Queue for Auto-Book' })).toBeNull();
    const alternatives = screen.getByRole('region', { name: 'Alternative Options' });
    expect(within(alternatives).getByText('City Park Golf Course')).toBeVisible();
    expect(
      within(alternatives).getByText('90% success probability').closest('.MuiChip-root'),
    ).toHaveClass('MuiChip-colorSuccess');
    const performance = screen.getByRole('region', { name: 'Performance' });
    expect(performance).toHaveTextContent('72/100');
    expect(performance).toHaveTextContent('50%');

    const [sent] = optimizeRequests;
    expect(sent).toMatchObject({
      teeTimes: [],
      preferences: { maxPrice: 150, players: 2, maxDistance: 25, timeFlexibility: 'moderate' },
    });
    expect(screen.getByLabelText('Target date')).toHaveValue(sent!.date);
    // Signed out: booking starts with signing in, and comes back here.
    expect(within(top).getByRole('link', { name: 'Sign in to book' })).toHaveAttribute(
      'href',
      '/login?redirect=/one-click-booking',
    );
  });

  it('edits one time flexibility from both of its controls', async () => {
    serveOptimizer([anOptimization()]);
    const { user } = renderApp('/one-click-booking');
    await screen.findByRole('region', { name: 'Top Recommendation' });

    await user.click(screen.getByRole('button', { name: 'flexible' }));
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    expect(screen.getByRole('combobox', { name: 'Time flexibility' })).toHaveTextContent(
      'Flexible (±2 hours)',
    );
    await waitFor(() =>
      expect(optimizeRequests.at(-1)?.preferences.timeFlexibility).toBe('flexible'),
    );
    expect(screen.getAllByRole('button', { pressed: true, name: /AM|PM/ })).toHaveLength(3);
  });

  it('offers Try Tomorrow when the day has no open tee times, and moves the date', async () => {
    serveOptimizer([], 0);
    const { user } = renderApp('/one-click-booking');
    expect(await screen.findByRole('heading', { name: 'No Tee Times Found' })).toBeVisible();
    const before = optimizeRequests[0]!.date!;
    await user.click(screen.getByRole('button', { name: 'Try Tomorrow' }));
    await waitFor(() => expect(optimizeRequests.at(-1)?.date).not.toBe(before));
    const next = new Date(`${before}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    expect(optimizeRequests.at(-1)?.date).toBe(next.toISOString().slice(0, 10));
  });

  it('shows no success rate or score for a golfer with no booking ended and no pick kept', async () => {
    serveOptimizer([anOptimization()]);
    server.use(
      apiMock.get('/api/one-click-booking/stats', () =>
        HttpResponse.json({
          success: true,
          stats: {
            activeOptimizations: 0,
            queueLength: 0,
            successRate: 0,
            bookingsFinished: 0,
            avgOptimizationScore: 0,
          },
        }),
      ),
    );
    renderApp('/one-click-booking');
    const performance = await screen.findByRole('region', { name: 'Performance' });
    await waitFor(() =>
      expect(within(performance).getByText('Active optimizations').nextSibling).toHaveTextContent(
        '0',
      ),
    );
    expect(within(performance).getByText('Success rate').nextSibling).toHaveTextContent('–');
    expect(within(performance).getByText('Average score').nextSibling).toHaveTextContent('–');
  });

  it('says No Optimal Bookings Found when nothing open fits', async () => {
    serveOptimizer([], 12);
    const { user } = renderApp('/one-click-booking');
    expect(await screen.findByRole('heading', { name: 'No Optimal Bookings Found' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh Analysis' }));
    await waitFor(() => expect(optimizeRequests).toHaveLength(2));
  });
});

describe('One-Click Book Now', () => {
  function signedIn() {
    const tokens = storeSession(makeSessionTokens());
    serveMe(tokens.user);
  }

  it('books the top pick, shows the course terms first and the calendar after', async () => {
    signedIn();
    serveOptimizer([anOptimization()]);
    const booking = makeBooking({ courseName: 'Arrowhead Golf Club' });
    const executed: string[] = [];
    server.use(
      apiMock.post('/api/one-click-booking/execute/:id', ({ params }) => {
        executed.push(params.id as string);
        return HttpResponse.json({
          success: true,
          message: booking.message,
          bookingId: booking.id,
          booking,
        });
      }),
    );
    const { user } = renderApp('/one-click-booking');
    const top = await screen.findByRole('region', { name: 'Top Recommendation' });
    expect(await within(top).findByText(/Cancel at least 24 hours/)).toBeVisible();

    await user.click(within(top).getByRole('button', { name: 'One-Click Book Now' }));

    expect(await screen.findByText('Tee Time Booked')).toBeVisible();
    expect(executed).toEqual(['opt-Arrowhead Golf Club']);
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  });

  it('says Booking Failed with the reason, and Booking Error when the call fails', async () => {
    signedIn();
    serveOptimizer([anOptimization()]);
    server.use(
      apiMock.post('/api/one-click-booking/execute/:id', () =>
        HttpResponse.json({
          success: false,
          message: 'This tee time is no longer open. Pick another one.',
          bookingId: null,
          booking: null,
        }),
      ),
    );
    const { user } = renderApp('/one-click-booking');
    const top = await screen.findByRole('region', { name: 'Top Recommendation' });
    await user.click(within(top).getByRole('button', { name: 'One-Click Book Now' }));
    expect(await screen.findByText('Booking Failed')).toBeVisible();
    expect(screen.getByText('This tee time is no longer open. Pick another one.')).toBeVisible();

    server.use(
      apiMock.post('/api/one-click-booking/execute/:id', () =>
        HttpResponse.json(apiError('INTERNAL_ERROR', 'Something went wrong.'), { status: 500 }),
      ),
    );
    await user.click(within(top).getByRole('button', { name: 'One-Click Book Now' }));
    expect(await screen.findByText('Booking Error')).toBeVisible();
    expect(screen.getByText('Failed to execute one-click booking')).toBeVisible();
  });
});

describe('Queue for Auto-Book', () => {
  const queued = {
    id: 'auto-1',
    courseName: 'Arrowhead Golf Club',
    date: '2099-06-20',
    time: '08:10',
    players: 2,
    status: 'waiting' as const,
    bookingId: null,
    message: null,
    createdAt: '2099-06-01T12:00:00.000Z',
  };

  it('queues a pick that is not for booking now, says so, and lists it to pause', async () => {
    const tokens = storeSession(makeSessionTokens());
    serveMe(tokens.user);
    serveOptimizer([anOptimization({ bookingStrategy: 'queue', estimatedSuccess: 0.4 })]);
    let list: (typeof queued)[] = [];
    const sent: unknown[] = [];
    const patched: unknown[] = [];
    server.use(
      apiMock.get('/api/one-click-booking/queue', () =>
        HttpResponse.json({ success: true, autoBookings: list }),
      ),
      apiMock.post('/api/one-click-booking/queue', async ({ request }) => {
        sent.push(await request.json());
        list = [queued];
        return HttpResponse.json(
          {
            success: true,
            message: 'TeeWatch will book Arrowhead Golf Club or a tee time that fits as well.',
            autoBooking: queued,
          },
          { status: 201 },
        );
      }),
      apiMock.patch('/api/one-click-booking/queue/:id', async ({ request }) => {
        patched.push(await request.json());
        list = [{ ...queued, status: 'paused' as never }];
        return HttpResponse.json({ success: true, autoBooking: list[0]! });
      }),
    );
    const { user } = renderApp('/one-click-booking');
    const top = await screen.findByRole('region', { name: 'Top Recommendation' });
    expect(within(top).getByText('40% success probability').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorError',
    );

    await user.click(within(top).getByRole('button', { name: 'Queue for Auto-Book' }));

    expect(await screen.findByText('Optimization Queued')).toBeVisible();
    expect(sent).toEqual([
      {
        optimization: expect.objectContaining({ id: 'opt-Arrowhead Golf Club' }),
        autoExecute: true,
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Auto-Book Queue' });
    expect(within(card).getByText('Watching')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(await within(card).findByText('Paused')).toBeVisible();
    expect(patched).toEqual([{ status: 'paused' }]);
    expect(within(card).getByRole('button', { name: 'Resume' })).toBeVisible();
  });
});
