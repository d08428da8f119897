import { BookingFlow } from './booking-flow.js';
import { ClubprophetBooking } from './clubprophet.booking.js';
import { type BookingRequest } from './tee-time-booking.js';

const request = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  idempotencyKey: 'key-1',
  link: {
    platform: 'clubprophet',
    ids: {
      tenant: 'indiantree',
      websiteId: 'e6d9cd59-8d46-4334-8601-08dad3012d25',
      siteId: 1,
      courseId: 15,
    },
  },
  courseBookingUrl: 'https://indiantree.cps.golf/',
  slot: { slotRef: '15:202606200810:18', localDate: '2026-06-20', localTime: '08:10', holes: 18 },
  players: 2,
  golfer: { name: 'Pat Golfer', email: 'pat@example.test', phone: null },
  ...overrides,
});

describe('booking at Club Prophet', () => {
  const flow = new BookingFlow(new ClubprophetBooking());

  it("sends the golfer to the site's tee-time search, holding nothing", async () => {
    expect(await flow.bookSlot(request())).toEqual({
      kind: 'needs-golfer',
      platform: 'clubprophet',
      reason: 'login-required',
      deepLink: 'https://indiantree.cps.golf/onlineresweb/search-teetime',
      cancellationTerms: null,
    });
  });

  it("does so even with a sign-in, since TeeWatch holds no golfer's account there", async () => {
    const outcome = await flow.bookSlot(
      request({ login: { username: 'pat@example.test', password: 'secret' } }),
    );
    expect(outcome).toMatchObject({ kind: 'needs-golfer', reason: 'login-required' });
  });

  it('cannot tell whether the golfer is still booked: only the golfer signs in there', async () => {
    await expect(flow.isStillBooked(request())).rejects.toMatchObject({
      kind: 'unauthorized',
      platform: 'clubprophet',
    });
  });

  it('refuses a course of another platform', async () => {
    expect(
      await flow.bookSlot(
        request({ link: { platform: 'teeitup', ids: { alias: 'x', facilityId: 1 } } }),
      ),
    ).toMatchObject({ kind: 'failed', reason: 'refused', hold: 'none' });
  });
});
