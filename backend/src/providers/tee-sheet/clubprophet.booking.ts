import { OwnAccountBooking } from './own-account.booking.js';

/**
 * Club Prophet books only golfers signed in to their own account at the course's site: TeeWatch
 * sends the golfer to the site's tee-time search (Club Prophet links to no day or tee time).
 */
export class ClubprophetBooking extends OwnAccountBooking<'clubprophet'> {
  constructor() {
    super(
      'clubprophet',
      ({ tenant }) => `https://${encodeURIComponent(tenant)}.cps.golf/onlineresweb/search-teetime`,
    );
  }
}
