import { OwnAccountBooking } from './own-account.booking.js';
import { teeDate } from './quick18.adapter.js';

/**
 * Quick18 books only golfers signed in to their own account at the course's portal (a tee time's
 * Select leads to the portal's sign-in, then its checkout): TeeWatch sends the golfer to the
 * portal's tee-time matrix of the day. A link to the tee time itself would need the rate's own
 * number (`psid`), which the scanner does not keep.
 */
export class Quick18Booking extends OwnAccountBooking<'quick18'> {
  constructor() {
    super(
      'quick18',
      ({ subdomain }, { slot }) =>
        `https://${encodeURIComponent(subdomain)}.quick18.com/teetimes/searchmatrix?${new URLSearchParams({ teedate: teeDate(slot.localDate) })}`,
    );
  }
}
