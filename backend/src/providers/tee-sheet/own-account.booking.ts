import { type BookingProtocol } from './booking-flow.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type LinkIds, type ProviderLink } from './tee-sheet.provider.js';
import { type BookingRequest } from './tee-time-booking.js';

/** The platforms that book only golfers signed in to their own account at the course's site. */
type OwnAccountPlatform =
  'clubprophet' | 'ezlinks' | 'clubcaddie' | 'teesnap' | 'golfnow' | 'quick18';

/**
 * Booking at a platform where only the golfer, signed in to their own account at the course's
 * site, can book (Club Prophet, EZLinks, Club Caddie, Teesnap, GolfNow, Quick18). TeeWatch holds
 * no such account: it never holds or commits there, asks the platform nothing, and sends the golfer
 * to the course's booking page.
 */
export class OwnAccountBooking<P extends OwnAccountPlatform> implements BookingProtocol {
  constructor(
    readonly platform: P,
    /** The course's booking page for the golfer, from its ids (and the tee time, where it can). */
    private readonly bookingPage: (ids: LinkIds<P>, request: BookingRequest) => string,
  ) {}

  async open(request: BookingRequest) {
    this.idsOf(request.link);
    return { needsGolfer: 'login-required' as const };
  }

  deepLink(request: BookingRequest): string {
    return this.bookingPage(this.idsOf(request.link), request);
  }

  /** The public booking pages carry no cancellation terms. */
  async cancellationTerms(): Promise<string | null> {
    return null;
  }

  private idsOf(link: ProviderLink): LinkIds<P> {
    if (link.platform !== this.platform)
      throw new TeeSheetError('rejected', this.platform, `cannot book a ${link.platform} course`);
    return link.ids as LinkIds<P>;
  }
}
