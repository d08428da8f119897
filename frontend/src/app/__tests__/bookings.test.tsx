import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { serveActivity, serveAuthConfig, serveMe } from '../../test/auth-handlers';
import {
  apiError,
  makeAlert,
  makeAlertMatch,
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
  await Promise.all([import('../routes/AlertsRoute'), import('../routes/DashboardRoute')]);
}, 30000);

const teeTime = makeAlertMatch({
  id: '6f1c2a8e-3b1d-4c55-9a0e-1f2b3c4d5e6f',
  spots: 3,
  bookingUrl: 'https://vail.example/book/t1',
});

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(
    apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())),
    apiMock.get('/api/alerts', () =>
      HttpResponse.json({
        success: true,
        alerts: [makeAlert({ id: 'a1', location: 'Vail Valley', players: 2, matchesNow: 1 })],
      }),
    ),
    apiMock.get('/api/alerts/:id/matches', () =>
      HttpResponse.json({ success: true, teeTimes: [teeTime] }),
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

/** Signed in, on /alerts, with the Vail alert's matching tee time shown and its dialog open. */
async function openBookingDialog() {
  const tokens = storeSession(makeSessionTokens());
  serveMe(tokens.user);
  const rendered = renderApp('/alerts');
  const card = await screen.findByRole('listitem', { name: 'Vail Valley' }, { timeout: 10000 });
  await rendered.user.click(within(card).getByRole('button', { name: '1 tee time matches now' }));
  await rendered.user.click(
    await within(card).findByRole('button', { name: 'Book Vail Golf Club at 7:10 AM' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Book Vail Golf Club' });
  return { ...rendered, dialog };
}

describe('booking a matched tee time', () => {
  it("shows the course's terms, books in one click with a key for retries, and offers the calendar", async () => {
    const sent: unknown[] = [];
    server.use(
      apiMock.post('/api/bookings', async ({ request }) => {
        sent.push(await request.json());
        const booking = makeBooking({ players: 2 });
        return HttpResponse.json(
          { success: true, message: booking.message, bookingId: booking.id, booking },
          { status: 201 },
        );
      }),
    );
    const { user, dialog } = await openBookingDialog();
    expect(
      await within(dialog).findByText('Cancel at least 24 hours before your tee time.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Players' })).toHaveTextContent('2');

    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(/^Booked: Vail Golf Club/);
    expect(within(dialog).getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    expect(sent).toEqual([
      {
        teeTimeId: teeTime.id,
        players: 2,
        idempotencyKey: expect.stringMatching(/^[\w-]{8,100}$/),
      },
    ]);
    expect(await screen.findByText('Tee Time Booked')).toBeVisible();
  });

  it('says where the golfer goes when the course books only golfers signed in on its own site', async () => {
    server.use(
      apiMock.get('/api/tee-times/:id/booking-terms', () =>
        HttpResponse.json({ success: true, cancellationTerms: null, golferBooksThemselves: true }),
      ),
    );
    const { dialog } = await openBookingDialog();
    expect(
      await within(dialog).findByText(
        'This course books only golfers signed in on its own site: TeeWatch will take you to its booking page, where you sign in and pick this tee time.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText("Check the course's cancellation policy")).toBeVisible();
  });

  it('says Booking Failed with the reason when the course would not take it', async () => {
    server.use(
      apiMock.post('/api/bookings', () => {
        const booking = makeBooking({
          status: 'failed',
          confirmationNumber: null,
          message: 'This tee time was just taken. Pick another one.',
        });
        return HttpResponse.json(
          { success: true, message: booking.message, bookingId: booking.id, booking },
          { status: 201 },
        );
      }),
    );
    const { user, dialog } = await openBookingDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Booking Failed')).toBeVisible();
    expect(
      within(dialog).getByText('This tee time was just taken. Pick another one.'),
    ).toBeVisible();
  });

  it('says Booking Error when the call itself fails', async () => {
    server.use(
      apiMock.post('/api/bookings', () =>
        HttpResponse.json(apiError('INTERNAL_ERROR', 'Something went wrong.'), { status: 500 }),
      ),
    );
    const { user, dialog } = await openBookingDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Booking Error')).toBeVisible();
    expect(screen.getByText('Failed to execute one-click booking')).toBeVisible();
  });

  it('keeps a booking asked for offline and sends it once, with its key, on reconnect', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      apiMock.post('/api/bookings', async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        const booking = makeBooking();
        return HttpResponse.json(
          { success: true, message: booking.message, bookingId: booking.id, booking },
          { status: 201 },
        );
      }),
    );
    const { user, dialog } = await openBookingDialog();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(within(dialog).getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Saved for Later')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ teeTimeId: teeTime.id, players: 2 });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('My Bookings on the dashboard', () => {
  it('lists each booking with its status, confirmation and calendar file', async () => {
    const tokens = storeSession(makeSessionTokens());
    serveMe(tokens.user);
    serveActivity([]);
    server.use(
      apiMock.get('/api/bookings', () =>
        HttpResponse.json({
          success: true,
          bookings: [
            makeBooking({ courseName: 'Vail Golf Club', confirmationNumber: 'CG-77' }),
            makeBooking({
              courseName: 'Aspen Golf Club',
              status: 'handed-over',
              confirmationNumber: null,
              deepLink: 'https://aspen.example/teetimes',
            }),
          ],
        }),
      ),
    );
    renderApp('/dashboard');
    const list = await screen.findByRole('list', { name: 'My bookings' });
    const vail = within(list).getByRole('listitem', { name: 'Vail Golf Club' });
    expect(vail).toHaveTextContent('Booked');
    expect(vail).toHaveTextContent('Confirmation CG-77');
    expect(within(vail).getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    const aspen = within(list).getByRole('listitem', { name: 'Aspen Golf Club' });
    expect(aspen).toHaveTextContent('Book on the course site');
    expect(within(aspen).getByRole('link', { name: 'Course booking page' })).toHaveAttribute(
      'href',
      'https://aspen.example/teetimes',
    );
  });

  it('cancels a booking once the golfer has cancelled it with the course, and says when not yet', async () => {
    const tokens = storeSession(makeSessionTokens());
    serveMe(tokens.user);
    serveActivity([]);
    let booking = makeBooking({ courseName: 'Vail Golf Club', confirmationNumber: 'CG-78' });
    let stillListed = true;
    server.use(
      apiMock.get('/api/bookings', () => HttpResponse.json({ success: true, bookings: [booking] })),
      apiMock.post('/api/bookings/:id/cancellation', () => {
        if (stillListed)
          return HttpResponse.json(
            apiError(
              'BOOKING_STILL_LISTED',
              "The course still lists this booking. Cancel it on the course's booking page, then try again.",
            ),
            { status: 409 },
          );
        booking = {
          ...booking,
          status: 'cancelled',
          message: 'You cancelled this tee time with the course.',
        };
        return HttpResponse.json({
          success: true,
          message: booking.message,
          bookingId: booking.id,
          booking,
        });
      }),
    );
    const { user } = renderApp('/dashboard');
    const list = await screen.findByRole('list', { name: 'My bookings' });
    await user.click(
      within(within(list).getByRole('listitem', { name: 'Vail Golf Club' })).getByRole('button', {
        name: 'Cancel booking',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this tee time' });
    expect(within(dialog).getByRole('link', { name: 'Course booking page' })).toHaveAttribute(
      'href',
      'https://www.vailrec.com/golf',
    );

    await user.click(within(dialog).getByRole('button', { name: "I've cancelled it" }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The course still lists this booking.',
    );

    stillListed = false;
    await user.click(within(dialog).getByRole('button', { name: "I've cancelled it" }));
    expect(await screen.findByText('Booking Cancelled')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Cancel this tee time' })).toBeNull();
    const vail = within(list).getByRole('listitem', { name: 'Vail Golf Club' });
    await within(vail).findByText('Cancelled');
    expect(vail).toHaveTextContent('You cancelled this tee time with the course.');
    expect(within(vail).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });
});
