import { BookingFlow } from './booking-flow.js';
import { ClubcaddieBooking } from './clubcaddie.booking.js';
import { ClubprophetBooking } from './clubprophet.booking.js';
import { EzlinksBooking } from './ezlinks.booking.js';
import { GolfnowBooking } from './golfnow.booking.js';
import { Quick18Booking } from './quick18.booking.js';
import { TeesnapBooking } from './teesnap.booking.js';
import { type ProviderLink } from './tee-sheet.provider.js';
import { type BookingRequest } from './tee-time-booking.js';

const request = (link: ProviderLink, overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  idempotencyKey: 'key-1',
  link,
  courseBookingUrl: 'https://example.test/book',
  slot: { slotRef: '15:202606200810:18', localDate: '2026-06-20', localTime: '08:10', holes: 18 },
  players: 2,
  golfer: { name: 'Pat Golfer', email: 'pat@example.test', phone: null },
  ...overrides,
});

/** Each platform that books only golfers signed in to their own account, and its booking page. */
const platforms = [
  {
    name: 'Club Prophet',
    flow: new BookingFlow(new ClubprophetBooking()),
    link: {
      platform: 'clubprophet',
      ids: {
        tenant: 'indiantree',
        websiteId: 'e6d9cd59-8d46-4334-8601-08dad3012d25',
        siteId: 1,
        courseId: 15,
      },
    },
    page: "the site's tee-time search",
    deepLink: 'https://indiantree.cps.golf/onlineresweb/search-teetime',
  },
  {
    name: 'EZLinks',
    flow: new BookingFlow(new EzlinksBooking()),
    link: { platform: 'ezlinks', ids: { portal: 'cityofaurora', courseId: 6386 } },
    page: "the portal's tee-time search",
    deepLink: 'https://cityofaurora.ezlinksgolf.com/index.html#/search',
  },
  {
    name: 'Club Caddie',
    flow: new BookingFlow(new ClubcaddieBooking()),
    link: { platform: 'clubcaddie', ids: { server: 'cc11', courseKey: 'hbfdabab' } },
    page: "the course page's tee times of the day, for the party",
    deepLink:
      'https://apimanager-cc11.clubcaddie.com/webapi/view/hbfdabab/slots?date=06%2F20%2F2026&player=2&ratetype=any',
  },
  {
    name: 'Teesnap',
    flow: new BookingFlow(new TeesnapBooking()),
    link: { platform: 'teesnap', ids: { subdomain: 'mtmassivegolf', courseId: 966 } },
    page: "the site's tee sheet of the day",
    deepLink: 'https://mtmassivegolf.teesnap.net/?date=2026-06-20',
  },
  {
    name: 'GolfNow',
    flow: new BookingFlow(new GolfnowBooking()),
    link: {
      platform: 'golfnow',
      ids: { facilityId: 453, seoFriendlyName: '453-arrowhead-golf-club' },
    },
    page: "the facility's tee times of the day on GolfNow, for the party",
    deepLink:
      'https://www.golfnow.com/tee-times/facility/453-arrowhead-golf-club/search#date=Jun+20+2026&players=2',
  },
  {
    name: 'Quick18',
    flow: new BookingFlow(new Quick18Booking()),
    link: { platform: 'quick18', ids: { subdomain: 'thorncreek', courseIds: [693, 694, 705] } },
    page: "the portal's tee-time matrix of the day",
    deepLink: 'https://thorncreek.quick18.com/teetimes/searchmatrix?teedate=20260620',
  },
] satisfies Array<{
  name: string;
  flow: BookingFlow;
  link: ProviderLink;
  page: string;
  deepLink: string;
}>;

describe.each(platforms)('booking at $name', ({ flow, link, page, deepLink }) => {
  it(`sends the golfer to ${page}, holding nothing`, async () => {
    expect(await flow.bookSlot(request(link))).toEqual({
      kind: 'needs-golfer',
      platform: link.platform,
      reason: 'login-required',
      deepLink,
      cancellationTerms: null,
    });
  });

  it("does so even with a sign-in, since TeeWatch holds no golfer's account there", async () => {
    const outcome = await flow.bookSlot(
      request(link, { login: { username: 'pat@example.test', password: 'secret' } }),
    );
    expect(outcome).toMatchObject({ kind: 'needs-golfer', reason: 'login-required' });
  });

  it('cannot tell whether the golfer is still booked: only the golfer signs in there', async () => {
    await expect(flow.isStillBooked(request(link))).rejects.toMatchObject({
      kind: 'unauthorized',
      platform: link.platform,
    });
  });

  it('refuses a course of another platform', async () => {
    const other: ProviderLink = { platform: 'teeitup', ids: { alias: 'x', facilityId: 1 } };
    expect(await flow.bookSlot(request(link, { link: other }))).toMatchObject({
      kind: 'failed',
      reason: 'refused',
      hold: 'none',
    });
  });
});
