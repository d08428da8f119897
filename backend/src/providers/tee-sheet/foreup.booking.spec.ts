import { BookingFlow } from './booking-flow.js';
import { type ReceivedCall, fakePlatform, json, route } from './fake-platform.fixture.js';
import { ForeupBooking } from './foreup.booking.js';
import { type BookingRequest } from './tee-time-booking.js';

const bookingUrl = 'https://foreupsoftware.com/index.php/booking/22463/10920';
const api = '/index.php/api/booking';

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  idempotencyKey: 'key-1',
  link: { platform: 'foreup', ids: { courseId: '22463', scheduleId: '10920', bookingClass: null } },
  courseBookingUrl: bookingUrl,
  slot: {
    slotRef: '10920:27105:202606201657:18',
    localDate: '2026-06-20',
    localTime: '16:57',
    holes: 18,
  },
  players: 2,
  golfer: { name: 'Pat Golfer', email: 'pat@example.test', phone: '+13035550100' },
  login: { username: 'pat@example.test', password: 'secret' },
  ...overrides,
});

/** The slot as foreUP's times answer serves it (loose types included). */
const slot = (overrides: Record<string, unknown> = {}) => ({
  time: '2026-06-20 16:57',
  course_id: 22463,
  schedule_id: 10920,
  teesheet_side_id: 27105,
  teesheet_holes: 18,
  holes: 18,
  available_spots: 3,
  available_spots_18: 3,
  booking_class_id: false,
  foreup_discount: false,
  green_fee: '45.00',
  green_fee_18: '45.00',
  cart_fee: 18,
  cart_fee_tax: 0,
  green_fee_tax: 0,
  rate_type: 'both',
  require_credit_card: false,
  ...overrides,
});

/** A foreUP that keeps the golfer's reservations and answers each step as the test says. */
function foreup(
  options: {
    times?: unknown[];
    hold?: () => Response;
    commit?: (call: ReceivedCall) => Response;
    reservations?: Record<string, unknown>[];
  } = {},
) {
  const reservations = options.reservations ?? [];
  const platform = fakePlatform(
    'foreup',
    [
      route('POST', `${api}/users/login`, (call) =>
        (call.body as Record<string, string>).password === 'secret'
          ? json(200, { success: true, jwt: 'jwt-1', reservations })
          : json(401, { success: false, msg: 'Invalid username or password' }),
      ),
      route('GET', `${api}/times`, () => json(200, options.times ?? [slot()])),
      route('POST', `${api}/pending_reservation`, () =>
        options.hold ? options.hold() : json(200, { success: true, reservation_id: 'TTID_1' }),
      ),
      route('DELETE', /pending_reservation\/TTID_1$/, () => json(200, { success: true })),
      route('POST', `${api}/users/reservations`, (call) => {
        if (options.commit) return options.commit(call);
        reservations.push({ teetime_id: 'TT9', time: '2026-06-20 16:57', schedule_id: 10920 });
        return json(200, { teetime_id: 'TT9', time: '2026-06-20 16:57', player_count: 2 });
      }),
    ],
    2,
  );
  return { ...platform, booker: new BookingFlow(new ForeupBooking(platform.http)) };
}

describe('foreUP booking', () => {
  it('signs in, re-reads with the token, holds with a form and commits the slot as JSON', async () => {
    const { booker, calls } = foreup();

    expect(await booker.bookSlot(request())).toEqual({
      kind: 'booked',
      platform: 'foreup',
      confirmationNumber: 'TT9',
      players: 2,
      pricePerPlayerCents: 4500,
      cancellationTerms: null,
      alreadyBooked: false,
    });

    const [login, times, hold, commit] = calls;
    expect(login?.body).toEqual({
      username: 'pat@example.test',
      password: 'secret',
      booking_class_id: '',
      course_id: '22463',
      api_key: 'no_limits',
    });
    expect(login?.headers).toMatchObject({
      'api-key': 'no_limits',
      'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
    });
    expect(times?.headers).toMatchObject({ 'x-authorization': 'Bearer jwt-1' });
    expect(hold?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(hold?.body).toEqual({
      time: '2026-06-20 16:57',
      holes: '18',
      players: '2',
      carts: 'false',
      duration: '1',
      schedule_id: '10920',
      teesheet_side_id: '27105',
      course_id: '22463',
      booking_class_id: 'false',
      foreup_discount: 'false',
      green_fee: '45.00',
      green_fee_tax: '0',
      cart_fee: '18',
      cart_fee_tax: '0',
    });
    expect(commit?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-authorization': 'Bearer jwt-1',
    });
    expect(commit?.body).toMatchObject({
      ...slot(),
      players: '2',
      pay_players: '2',
      carts: false,
      total: 90,
      pay_total: 0,
      pending_reservation_id: 'TTID_1',
    });
    expect(commit?.body).not.toHaveProperty('credit_card_id');
  });

  it('finds the reservation in the sign-in answer and books nothing again', async () => {
    const { booker, calls } = foreup({
      reservations: [
        { teetime_id: 'TT5', time: '2026-06-20 16:57', schedule_id: '10920', player_count: '2' },
      ],
    });

    expect(await booker.bookSlot(request())).toMatchObject({
      kind: 'booked',
      confirmationNumber: 'TT5',
      alreadyBooked: true,
    });
    expect(calls.map((call) => call.url.pathname)).toEqual([`/foreup${api}/users/login`]);
  });

  it('sends the golfer to the schedule on the date when no foreUP sign-in was given', async () => {
    const { booker, calls } = foreup();

    expect(await booker.bookSlot(request({ login: undefined }))).toEqual({
      kind: 'needs-golfer',
      platform: 'foreup',
      reason: 'login-required',
      deepLink:
        'https://foreupsoftware.com/index.php/booking/22463/10920?date=06-20-2026&players=2#/teetimes',
      cancellationTerms: null,
    });
    expect(calls).toEqual([]);
  });

  it('holds a slot that requires a card and hands it to the golfer without committing', async () => {
    const { booker, callsTo } = foreup({ times: [slot({ require_credit_card: true })] });
    const before = Date.now();

    const outcome = await booker.bookSlot(request());

    expect(outcome).toMatchObject({ kind: 'held-needs-golfer', reason: 'card-required' });
    const expiresAt = Date.parse((outcome as { holdExpiresAt: string }).holdExpiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(300_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(300_000);
    expect(callsTo('POST', '/users/reservations')).toHaveLength(0);
    expect(callsTo('DELETE', '/pending_reservation/TTID_1')).toHaveLength(0);
  });

  it.each([
    ['Your reservation has expired', 'hold-expired'],
    ['The time you selected is no longer available', 'slot-taken'],
  ])('releases the hold when the commit answers "%s"', async (msg, reason) => {
    const { booker, callsTo } = foreup({ commit: () => json(400, { success: false, msg }) });

    expect(await booker.bookSlot(request())).toMatchObject({ reason, hold: 'released' });
    expect(callsTo('DELETE', '/pending_reservation/TTID_1')).toHaveLength(1);
  });

  it('hands over when the commit is declined for want of a card', async () => {
    const { booker } = foreup({
      commit: () =>
        json(400, { success: false, msg: 'A credit card is required to book this tee time' }),
    });

    expect(await booker.bookSlot(request())).toMatchObject({
      kind: 'held-needs-golfer',
      reason: 'card-required',
    });
  });

  it('never sends a commit twice after a 5xx, and finds it booked by signing in again', async () => {
    const reservations: Record<string, unknown>[] = [];
    const { booker, callsTo } = foreup({
      reservations,
      commit: () => {
        reservations.push({ teetime_id: 'TT9', time: '2026-06-20 16:57', schedule_id: 10920 });
        return new Response('', { status: 500 });
      },
    });

    expect(await booker.bookSlot(request())).toMatchObject({
      kind: 'booked',
      confirmationNumber: 'TT9',
      alreadyBooked: false,
    });
    expect(callsTo('POST', '/users/reservations')).toHaveLength(1);
    expect(callsTo('POST', '/users/login')).toHaveLength(2);
  });

  it('reads a bare `false` hold answer as a slot that is gone', async () => {
    const { booker } = foreup({ hold: () => json(200, false) });

    expect(await booker.bookSlot(request())).toMatchObject({ reason: 'slot-gone', hold: 'none' });
  });

  it("says foreUP refused the golfer's sign-in", async () => {
    const { booker } = foreup();

    expect(
      await booker.bookSlot(request({ login: { username: 'pat', password: 'wrong' } })),
    ).toMatchObject({ reason: 'login-refused', retryable: false });
  });
});
