import { BookingFlow } from './booking-flow.js';
import { ChronogolfBooking } from './chronogolf.booking.js';
import { fakePlatform, json, route } from './fake-platform.fixture.js';
import { type BookingRequest } from './tee-time-booking.js';

const uuid = 'b7f1c2d4-0000-4000-8000-000000000007';
const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  idempotencyKey: 'key-1',
  link: {
    platform: 'chronogolf',
    ids: { clubId: 23638, courseId: 41561, affiliationTypeId: 15892 },
  },
  courseBookingUrl: 'https://www.chronogolf.com/club/collindale-golf-course',
  slot: { slotRef: uuid, localDate: '2026-06-20', localTime: '08:10', holes: 18 },
  players: 2,
  golfer: { name: 'Pat Golfer', email: 'pat@example.test', phone: null },
  ...overrides,
});

type Room = 'fits' | 'full' | 'kept from singles';

/**
 * A v1 answer: the slot fits the party asked for, is full, or is an empty tee time the club keeps
 * single golfers off (a restriction and no green fees, as real answers give a single).
 */
const teetimes = (room: Room = 'fits') => [
  {
    id: 900007,
    uuid,
    date: '2026-06-20',
    start_time: '08:10',
    frozen: false,
    out_of_capacity: room === 'full',
    ...(room === 'kept from singles'
      ? {
          restrictions: [
            'Single players are not allowed to book online onto a fully empty tee time.',
          ],
        }
      : { restrictions: [], green_fees: [{ green_fee: 79.0, price: '79.0' }] }),
  },
];

function chronogolf(
  options: { commit?: () => Response; room?: Room; policy?: string | null } = {},
) {
  const reservations: Record<string, unknown>[] = [];
  const platform = fakePlatform('chronogolf', [
    route('GET', '/marketplace/clubs/23638/teetimes', () => json(200, teetimes(options.room))),
    route('GET', '/marketplace/v2/reservations', () => json(200, { reservations })),
    route('POST', '/marketplace/v2/teetimes/900007/holds', () =>
      json(201, { id: 'hold-1', expires_at: '2026-06-20T12:05:00.000Z', nb_players: 2 }),
    ),
    route('DELETE', '/marketplace/v2/holds/hold-1', () => new Response(null, { status: 204 })),
    route('POST', '/marketplace/v2/reservations', () => {
      if (options.commit) return options.commit();
      reservations.push({ id: 'R1', teetime_uuid: uuid, nb_players: 2 });
      return json(201, { id: 'R1', status: 'confirmed', teetime_id: 900007, nb_players: 2 });
    }),
    route('GET', '/private_api/clubs/23638', () =>
      json(200, {
        id: 23638,
        settings: {
          default_affiliation_type_id: '15892',
          cancellation_policy:
            options.policy === undefined ? 'Cancel 24 hours ahead.' : options.policy,
        },
      }),
    ),
  ]);
  return { ...platform, booker: new BookingFlow(new ChronogolfBooking(platform.http)) };
}

describe('Chronogolf booking', () => {
  it('re-reads for the party size, holds by tee-time id and commits with the golfer named', async () => {
    const { booker, calls } = chronogolf();

    expect(await booker.bookSlot(request())).toEqual({
      kind: 'booked',
      platform: 'chronogolf',
      confirmationNumber: 'R1',
      players: 2,
      pricePerPlayerCents: 7900,
      cancellationTerms: 'Cancel 24 hours ahead.',
      alreadyBooked: false,
    });
    const [list, read, hold, commit] = calls;
    expect(list?.url.searchParams.get('email')).toBe('pat@example.test');
    expect(read?.url.searchParams.getAll('affiliation_type_ids[]')).toEqual(['15892', '15892']);
    expect(read?.url.searchParams.get('nb_holes')).toBe('18');
    expect(hold?.body).toEqual({ nb_players: 2 });
    expect(commit?.body).toEqual({
      hold_id: 'hold-1',
      nb_players: 2,
      customer: { name: 'Pat Golfer', email: 'pat@example.test' },
    });
  });

  it('holds nothing when the party no longer fits', async () => {
    const { booker, callsTo } = chronogolf({ room: 'full' });

    expect(await booker.bookSlot(request())).toMatchObject({ reason: 'slot-gone' });
    expect(callsTo('POST', '/holds')).toHaveLength(0);
  });

  it('holds nothing for a single golfer on an empty tee time the club keeps singles off', async () => {
    const { booker, callsTo } = chronogolf({ room: 'kept from singles' });

    expect(await booker.bookSlot(request({ players: 1 }))).toMatchObject({ reason: 'slot-gone' });
    expect(callsTo('POST', '/holds')).toHaveLength(0);
  });

  it('reads the refusal code of a commit and releases the hold', async () => {
    const { booker, callsTo } = chronogolf({
      commit: () =>
        json(422, { errors: ['Tee time is no longer available'], code: 'teetime_unavailable' }),
    });

    expect(await booker.bookSlot(request())).toMatchObject({
      reason: 'slot-taken',
      hold: 'released',
    });
    expect(callsTo('DELETE', '/marketplace/v2/holds/hold-1')).toHaveLength(1);
  });

  it("hands a payment-required slot over with a link to the tee time's review page", async () => {
    const { booker } = chronogolf({
      commit: () => json(422, { errors: ['Payment required'], code: 'payment_required' }),
      policy: null,
    });

    expect(await booker.bookSlot(request())).toEqual({
      kind: 'held-needs-golfer',
      platform: 'chronogolf',
      reason: 'card-required',
      deepLink:
        'https://www.chronogolf.com/club/collindale-golf-course/booking/?source=club&medium=widget#/teetime/review?course_id=41561&nb_holes=18&date=2026-06-20&affiliation_type_ids=15892%2C15892&teetime_id=b7f1c2d4-0000-4000-8000-000000000007',
      holdExpiresAt: '2026-06-20T12:05:00.000Z',
      cancellationTerms: null,
    });
  });
});
