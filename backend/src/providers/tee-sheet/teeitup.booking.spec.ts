import { BookingFlow } from './booking-flow.js';
import { fakePlatform, json, route } from './fake-platform.fixture.js';
import { type BookingRequest } from './tee-time-booking.js';
import { TeeitupBooking } from './teeitup.booking.js';

const courseId = '5e1f2a3b4c5d6e7f8a9b0c1d';
const teetime = '2026-06-20T14:10:00.000Z';
const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  idempotencyKey: 'key-1',
  link: { platform: 'teeitup', ids: { alias: 'vail-golf-club', facilityId: 24711 } },
  courseBookingUrl: 'https://vail-golf-club.book.teeitup.com/',
  slot: {
    slotRef: `${courseId}:${teetime}:18`,
    localDate: '2026-06-20',
    localTime: '08:10',
    holes: 18,
  },
  players: 2,
  golfer: { name: 'Pat Golfer', email: 'pat@example.test', phone: '+13035550100' },
  ...overrides,
});

const rate = (dueOnline: number) => ({
  holes: 18,
  tags: ['18'],
  greenFeeWalking: 8500,
  greenFeeCart: 10500,
  dueOnlineWalking: dueOnline,
  dueOnlineRiding: dueOnline,
});

/** A junior and senior rate beside the public one, cheaper and paid at the course (Green Knoll's tags). */
const juniorSenior = {
  name: 'Junior / Senior',
  holes: 18,
  tags: ['CA', 'WR', 'SRD', 'JR', '18'],
  greenFeeWalking: 6500,
  dueOnlineWalking: 0,
};

function teeitup(
  options: { dueOnline?: number; juniorSenior?: boolean; commit?: () => Response } = {},
) {
  const reservations: Record<string, unknown>[] = [];
  const platform = fakePlatform('teeitup', [
    route('GET', '/v2/tee-times', () =>
      json(200, [
        {
          courseId,
          teetimes: [
            {
              teetime,
              courseId,
              maxPlayers: 3,
              rates: [
                rate(options.dueOnline ?? 0),
                ...(options.juniorSenior ? [juniorSenior] : []),
              ],
            },
          ],
        },
      ]),
    ),
    route('GET', '/v2/reservations', () => json(200, reservations)),
    route('POST', '/v2/tee-times/holds', () =>
      json(201, { holdId: 'H1', expiresAt: '2026-06-20T12:05:00.000Z', players: 2 }),
    ),
    route('DELETE', '/v2/tee-times/holds/H1', () => new Response(null, { status: 204 })),
    route('POST', '/v2/reservations', () => {
      if (options.commit) return options.commit();
      reservations.push({ reservationId: 'T1', facilityId: 24711, teetime, players: 2 });
      return json(201, { reservationId: 'T1', status: 'CONFIRMED', teetime, players: 2 });
    }),
    route('GET', '/alias/vail-golf-club/facilities', () =>
      json(200, [
        { id: 11, name: 'Other course' },
        { id: 24711, name: 'Vail Golf Club', cancellationPolicy: 'Cancel 48 hours ahead.' },
      ]),
    ),
  ]);
  return { ...platform, booker: new BookingFlow(new TeeitupBooking(platform.http)) };
}

describe('TeeItUp booking', () => {
  it('holds the instant for the facility and commits with the golfer, all under the alias', async () => {
    const { booker, calls } = teeitup();

    expect(await booker.bookSlot(request())).toEqual({
      kind: 'booked',
      platform: 'teeitup',
      confirmationNumber: 'T1',
      players: 2,
      pricePerPlayerCents: 8500,
      cancellationTerms: 'Cancel 48 hours ahead.',
      alreadyBooked: false,
    });
    for (const call of calls) expect(call.headers['x-be-alias']).toBe('vail-golf-club');
    const hold = calls.find((call) => call.url.pathname.endsWith('/v2/tee-times/holds'));
    expect(hold?.body).toEqual({ facilityId: 24711, teetime, players: 2 });
    const commit = calls.find(
      (call) => call.method === 'POST' && call.url.pathname.endsWith('/v2/reservations'),
    );
    expect(commit?.body).toEqual({
      holdId: 'H1',
      players: 2,
      customer: { name: 'Pat Golfer', email: 'pat@example.test', phone: '+13035550100' },
    });
  });

  it('hands over a slot whose rates charge online, with the course day on its booking site', async () => {
    const { booker, callsTo } = teeitup({ dueOnline: 8500 });

    expect(await booker.bookSlot(request())).toMatchObject({
      kind: 'held-needs-golfer',
      reason: 'card-required',
      deepLink: 'https://vail-golf-club.book.teeitup.com/teetimes?course=24711&date=2026-06-20',
      holdExpiresAt: '2026-06-20T12:05:00.000Z',
    });
    expect(callsTo('POST', '/v2/reservations')).toHaveLength(0);
  });

  it('hands over a slot whose public rate charges online though its junior rate does not', async () => {
    const { booker, callsTo } = teeitup({ dueOnline: 8500, juniorSenior: true });

    expect(await booker.bookSlot(request())).toMatchObject({
      kind: 'held-needs-golfer',
      reason: 'card-required',
    });
    expect(callsTo('POST', '/v2/reservations')).toHaveLength(0);
  });

  it('releases the hold when the commit finds it lapsed', async () => {
    const { booker, callsTo } = teeitup({
      commit: () =>
        json(409, { statusCode: 409, message: 'Hold is not valid', code: 'hold_expired' }),
    });

    expect(await booker.bookSlot(request())).toMatchObject({
      reason: 'hold-expired',
      hold: 'released',
    });
    expect(callsTo('DELETE', '/v2/tee-times/holds/H1')).toHaveLength(1);
  });
});
