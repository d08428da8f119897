import { OwnAccountBooking } from './own-account.booking.js';

/**
 * EZLinks books only golfers signed in to their own account at the course's portal (sign-in,
 * cart, hold and finish, behind Cloudflare): TeeWatch sends the golfer to the portal's tee-time
 * search, the page a golfer books from (no link to a day or a tee time is known).
 */
export class EzlinksBooking extends OwnAccountBooking<'ezlinks'> {
  constructor() {
    super(
      'ezlinks',
      ({ portal }) => `https://${encodeURIComponent(portal)}.ezlinksgolf.com/index.html#/search`,
    );
  }
}
