import { ForeupAdapter, parseForeupTimes } from './foreup.adapter.js';
import { type FetchLike, PlatformHttpClient } from './http-client.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { noopTeeSheetMetrics } from './tee-sheet.metrics.js';
import { type TeeSheetQuery } from './tee-sheet.provider.js';
import { capturedJson } from './captured-answer.fixture.js';

const bookingUrl = 'https://foreupsoftware.com/index.php/booking/22463/10920';

function query(date = '2026-06-20', bookingClass: string | null = '4417'): TeeSheetQuery {
  return {
    link: { platform: 'foreup', ids: { courseId: '22463', scheduleId: '10920', bookingClass } },
    date,
    courseBookingUrl: bookingUrl,
  };
}

/** A slot as foreUP serves it, loose types included. */
function slot(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    time: '2026-06-20 16:57',
    start_front: 202605201657,
    course_id: 22463,
    course_name: 'Aspen Golf Club',
    schedule_id: 10920,
    schedule_name: 'Aspen Golf Club',
    teesheet_id: 10920,
    teesheet_holes: 18,
    teesheet_side_id: 27105,
    teesheet_side_name: 'Front',
    reround_teesheet_side_id: 27106,
    reround_teesheet_side_name: 'Back',
    holes: 18,
    available_spots: 3,
    available_spots_9: 0,
    available_spots_18: 3,
    maximum_players_per_booking: '4',
    minimum_players: '1',
    allowed_group_sizes: ['1', '2', '3', '4'],
    booking_class_id: false,
    has_special: false,
    special_id: false,
    special_discount_percentage: 0,
    green_fee: '45.00',
    green_fee_9: false,
    green_fee_18: '45.00',
    cart_fee: 18,
    cart_fee_9: false,
    cart_fee_18: 18,
    rate_type: 'both',
    require_credit_card: false,
    pay_online: 'no',
    ...overrides,
  };
}

/** A real slot, Stonebridge (UT) (test/platform-answers/captured/README.md says where from). */
const captured = () => capturedJson('foreup-booking-times-stonebridge-slot.json');

function answering(status: number, body: string) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(body, { status });
  };
  return { calls, fetch };
}

function adapter(fetch: FetchLike) {
  return new ForeupAdapter(
    new PlatformHttpClient(
      'foreup',
      {
        baseUrl: 'http://127.0.0.1:4000/foreup/',
        timeoutMs: 10000,
        retries: 0,
        retryBaseMs: 1,
        retryMaxMs: 1,
        maxRetryAfterMs: 1,
        ratePerSecond: 1000,
        breaker: { failureThreshold: 5, cooldownMs: 1000 },
      },
      { fetch },
    ),
  );
}

describe('ForeupAdapter', () => {
  it('asks for the whole day of one schedule, as the booking page does', async () => {
    const { calls, fetch } = answering(200, '[]');
    await adapter(fetch).fetchTeeTimes(query());
    const call = calls[0];
    const url = new URL(call?.url ?? '');
    expect(url.origin + url.pathname).toBe(
      'http://127.0.0.1:4000/foreup/index.php/api/booking/times',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      time: 'all',
      date: '06-20-2026',
      holes: 'all',
      players: '0',
      booking_class: '4417',
      schedule_id: '10920',
      'schedule_ids[]': '10920',
      specials_only: '0',
      api_key: 'no_limits',
    });
    expect(call?.init.headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      'x-fu-golfer-location': 'foreup',
      referer: bookingUrl,
    });
  });

  it('leaves booking_class out when the course has none', async () => {
    const { calls, fetch } = answering(200, '[]');
    await adapter(fetch).fetchTeeTimes(query('2026-06-20', null));
    expect(new URL(calls[0]?.url ?? '').searchParams.has('booking_class')).toBe(false);
  });

  it('reads a slot with string money and false for null', async () => {
    const { fetch } = answering(200, JSON.stringify([slot()]));
    expect(await adapter(fetch).fetchTeeTimes(query())).toEqual([
      {
        slotRef: '10920:27105:202606201657:18',
        startsAt: '2026-06-20T16:57:00-06:00',
        localDate: '2026-06-20',
        localTime: '16:57',
        holes: 18,
        openSpots: 3,
        minPlayers: 1,
        pricePerPlayerCents: 4500,
        cartIncluded: false,
        bookingUrl: bookingUrl,
      },
    ]);
  });

  it('reads the real Stonebridge slot: 07:39, 18 holes only, 2 spots, $36 walking (the $20 cart is extra)', () => {
    const stonebridge: TeeSheetQuery = {
      link: {
        platform: 'foreup',
        ids: { courseId: '22130', scheduleId: '9912', bookingClass: '13900' },
      },
      date: '2025-08-29',
      courseBookingUrl: 'https://foreupsoftware.com/index.php/booking/22130/9912',
    };
    expect(parseForeupTimes(captured(), stonebridge, noopTeeSheetMetrics)).toEqual([
      {
        slotRef: '9912:10954:202508290739:18',
        startsAt: '2025-08-29T07:39:00-06:00',
        localDate: '2025-08-29',
        localTime: '07:39',
        holes: 18,
        openSpots: 2,
        minPlayers: 1,
        pricePerPlayerCents: 3600,
        cartIncluded: false,
        bookingUrl: stonebridge.courseBookingUrl,
      },
    ]);
  });

  it('keeps a slot off for a party smaller than its minimum_players', async () => {
    const body = [
      slot({ minimum_players: '2', available_spots: 1, available_spots_18: 1 }),
      slot({
        time: '2026-06-20 17:06',
        minimum_players: '2',
        allowed_group_sizes: ['2', '3', '4'],
      }),
    ];
    const times = await adapter(answering(200, JSON.stringify(body)).fetch).fetchTeeTimes(query());
    expect(times.map((t) => [t.localTime, t.openSpots, t.minPlayers])).toEqual([['17:06', 3, 2]]);
  });

  it('splits a "9/18" slot into a 9-hole and an 18-hole tee time with their own spots and fees', async () => {
    const body = [
      slot({
        holes: '9/18',
        available_spots: '4',
        available_spots_9: '2',
        available_spots_18: '4',
        green_fee_9: 22.5,
        green_fee_18: 35.5,
      }),
    ];
    const times = await adapter(answering(200, JSON.stringify(body)).fetch).fetchTeeTimes(query());
    expect(times.map((t) => [t.holes, t.openSpots, t.pricePerPlayerCents])).toEqual([
      [9, 2, 2250],
      [18, 4, 3550],
    ]);
    expect(new Set(times.map((t) => t.slotRef)).size).toBe(2);
  });

  it('takes the hole count from a 9-hole tee sheet and prices riding-only rates with the cart', async () => {
    const body = [
      slot({
        holes: undefined,
        teesheet_holes: '9',
        available_spots_9: '1',
        green_fee_9: '20',
        cart_fee_9: '9.50',
        rate_type: 'riding',
      }),
    ];
    const [time] = await adapter(answering(200, JSON.stringify(body)).fetch).fetchTeeTimes(query());
    expect(time).toMatchObject({
      holes: 9,
      openSpots: 1,
      pricePerPlayerCents: 2950,
      cartIncluded: true,
    });
  });

  it('falls back to start_front, whose month counts from 0, when time is missing', async () => {
    const body = [slot({ time: undefined, start_front: '202510010705' })];
    const [time] = await adapter(answering(200, JSON.stringify(body)).fetch).fetchTeeTimes(
      query('2025-11-01'),
    );
    // Month 10 is November; read 1-based it would be October 1st and fall outside the asked date.
    expect(time).toMatchObject({ localDate: '2025-11-01', startsAt: '2025-11-01T07:05:00-06:00' });
  });

  it('uses standard time after the November change', async () => {
    const body = [slot({ time: '2026-11-02 07:05', start_front: 202610020705 })];
    const [time] = await adapter(answering(200, JSON.stringify(body)).fetch).fetchTeeTimes(
      query('2026-11-02'),
    );
    expect(time?.startsAt).toBe('2026-11-02T07:05:00-07:00');
  });

  it('leaves out full slots and keeps the readable ones when one slot is broken', async () => {
    const body = [
      slot({ available_spots: 0, available_spots_18: 0 }),
      slot({ time: '2026-06-20 17:06', start_front: 'garbage' }),
      slot({ time: 'later', start_front: false }),
      'not a slot',
    ];
    const times = await adapter(answering(200, JSON.stringify(body)).fetch).fetchTeeTimes(query());
    expect(times.map((t) => t.localTime)).toEqual(['17:06']);
  });

  it('refuses the bare `false` foreUP sends for a mismatched booking class', async () => {
    const error = await adapter(answering(200, 'false').fetch)
      .fetchTeeTimes(query())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TeeSheetError);
    expect(error).toMatchObject({ kind: 'rejected', platform: 'foreup' });
  });

  it.each([
    ['an HTML page', 200, '<!doctype html><html><body>Maintenance</body></html>', 'malformed'],
    ['an object instead of a list', 200, '{"error":"nope"}', 'malformed'],
    ['a list of nothing readable', 200, '[1, 2]', 'malformed'],
    [
      'a restricted booking class',
      401,
      '{"msg":"You do not have permissions to use this booking class"}',
      'unauthorized',
    ],
  ])('refuses %s', async (_what, status, body, kind) => {
    await expect(
      adapter(answering(status, body).fetch).fetchTeeTimes(query()),
    ).rejects.toMatchObject({ kind });
  });

  it('refuses a course link of another platform without calling', async () => {
    const { calls, fetch } = answering(200, '[]');
    await expect(
      adapter(fetch).fetchTeeTimes({
        ...query(),
        link: { platform: 'teeitup', ids: { alias: 'x', facilityId: 1 } },
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
    expect(calls).toHaveLength(0);
  });
});
