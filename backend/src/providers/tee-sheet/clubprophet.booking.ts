import { type BookingProtocol } from './booking-flow.js';
import { TeeSheetError } from './tee-sheet.errors.js';
import { type ClubprophetIds, type ProviderLink } from './tee-sheet.provider.js';
import { type BookingRequest } from './tee-time-booking.js';

function clubprophetIds(link: ProviderLink): ClubprophetIds {
  if (link.platform !== 'clubprophet')
    throw new TeeSheetError('rejected', 'clubprophet', `cannot book a ${link.platform} course`);
  return link.ids;
}

/**
 * Club Prophet books only golfers signed in to their own account at the course's site, and
 * TeeWatch holds no such account: it never holds or commits there, and sends the golfer to the
 * site's tee-time search instead.
 */
export class ClubprophetBooking implements BookingProtocol {
  readonly platform = 'clubprophet' as const;

  async open(request: BookingRequest) {
    clubprophetIds(request.link);
    return { needsGolfer: 'login-required' as const };
  }

  /** The site's tee-time search: Club Prophet links to no day or tee time. */
  deepLink(request: BookingRequest): string {
    const { tenant } = clubprophetIds(request.link);
    return `https://${encodeURIComponent(tenant)}.cps.golf/onlineresweb/search-teetime`;
  }

  /** The public search carries no cancellation terms. */
  async cancellationTerms(): Promise<string | null> {
    return null;
  }
}
