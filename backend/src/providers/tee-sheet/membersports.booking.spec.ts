import { BookingFlow } from './booking-flow.js';
import { fakePlatform, json, route } from './fake-platform.fixture.js';
import { MembersportsBooking } from './membersports.booking.js';
import { type BookingRequest } from './tee-time-booking.js';

const bookingUrl = 'https://app.membersports.com/book-linked-clubs-tee-time/3660/4711/1';
const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  idempotencyKey: 'key-1',
  link: {
    platform: 'membersports',
    ids: { golfClubId: 3660, golfCourseId: 4711, golfClubGroupId: 1, configurationTypeId: 1 },
  },
  courseBookingUrl: bookingUrl,
  slot: {
    slotRef: '4711:2026-06-20:490:777',
    localDate: '2026-06-20',
    localTime: '08:10',
    holes: 18,
  },
  players: 2,
  golfer: { name: 'Pat Golfer', email: 'pat@example.test', phone: null },
  ...overrides,
});

const item = (golfCourseId: number, teeTimeId: number, holesRequirementTypeId = 2) => ({
  name: 'City Park',
  price: holesRequirementTypeId === 1 ? 25 : 45,
  playerCount: 1,
  golfClubId: 3660,
  golfCourseId,
  teeTimeId,
  teeTime: 490,
  golfCourseNumberOfHoles: 18,
  holesRequirementTypeId,
  isBackNine: false,
  bookingNotAllowed: false,
  hide: false,
});

/** `commit` answers in place of the platform; it calls `book` where the booking went through. */
function membersports(options: { commit?: (book: () => void) => Response } = {}) {
  const reservations: Record<string, unknown>[] = [];
  const platform = fakePlatform(
    'membersports',
    [
      route('POST', '/api/v1/golfclubs/onlineBookingTeeTimes', () =>
        json(200, [
          // City Park's nine and eighteen at 08:10, each its own tee time, beside another course.
          { teeTime: 490, items: [item(4712, 555), item(4711, 776, 1), item(4711, 777)] },
        ]),
      ),
      route('GET', '/api/v1/teeTimes/reservations', () => json(200, reservations)),
      route('POST', '/api/v1/teeTimes/holds', () =>
        json(200, { holdId: 'M1', teeTimeId: 777, expiresAt: '2026-06-20T12:05:00.000Z' }),
      ),
      route('DELETE', '/api/v1/teeTimes/holds/M1', () => new Response(null, { status: 204 })),
      route('POST', '/api/v1/teeTimes/reservations', () => {
        const book = () =>
          reservations.push({
            reservationId: 'MS1',
            golfCourseId: 4711,
            date: '2026-06-20',
            teeTime: 490,
            numberOfPlayers: 2,
          });
        if (options.commit) return options.commit(book);
        book();
        return json(200, reservations[0]);
      }),
    ],
    2,
  );
  const booking = new MembersportsBooking(platform.http, { apiKey: 'site-key' });
  return { ...platform, booker: new BookingFlow(booking) };
}

describe('MemberSports booking', () => {
  it('holds the item the golfer picked by its teeTimeId (not the nine at the same minute) and commits with the golfer, always with the site key', async () => {
    const { booker, calls, callsTo } = membersports();

    expect(await booker.bookSlot(request())).toEqual({
      kind: 'booked',
      platform: 'membersports',
      confirmationNumber: 'MS1',
      players: 2,
      pricePerPlayerCents: 4500,
      cancellationTerms: null,
      alreadyBooked: false,
    });
    for (const call of calls) expect(call.headers['x-api-key']).toBe('site-key');
    expect(callsTo('POST', '/teeTimes/holds')[0]?.body).toEqual({
      teeTimeId: 777,
      numberOfPlayers: 2,
    });
    expect(callsTo('POST', '/teeTimes/reservations')[0]?.body).toEqual({
      holdId: 'M1',
      numberOfPlayers: 2,
      customer: { name: 'Pat Golfer', email: 'pat@example.test' },
    });
  });

  it('finds a booking whose answer was a 504 in the golfer’s reservations', async () => {
    const { booker, callsTo } = membersports({
      commit: (book) => {
        book();
        return json(504, { message: 'An error has occurred.' });
      },
    });

    expect(await booker.bookSlot(request())).toMatchObject({
      kind: 'booked',
      confirmationNumber: 'MS1',
    });
    expect(callsTo('POST', '/teeTimes/reservations')).toHaveLength(1);
    expect(callsTo('DELETE', '/teeTimes/holds/M1')).toHaveLength(0);
  });

  it('hands a payment-required slot over with the course’s booking page', async () => {
    const { booker } = membersports({
      commit: () => json(409, { message: 'Payment required.', code: 'payment_required' }),
    });

    expect(await booker.bookSlot(request())).toMatchObject({
      kind: 'held-needs-golfer',
      deepLink: bookingUrl,
    });
  });
});
