import { OwnAccountBooking } from './own-account.booking.js';
import { usDate } from './slot-parsing.js';

/**
 * Club Caddie books only golfers signed in to their own account at the course's booking page:
 * TeeWatch sends the golfer to that page's tee times of the day for the party, the closest link
 * the page takes (none names one tee time).
 */
export class ClubcaddieBooking extends OwnAccountBooking<'clubcaddie'> {
  constructor() {
    super('clubcaddie', ({ server, courseKey }, { slot, players }) => {
      const day = new URLSearchParams({
        date: usDate(slot.localDate),
        player: String(players),
        ratetype: 'any',
      });
      return `https://apimanager-${encodeURIComponent(server)}.clubcaddie.com/webapi/view/${encodeURIComponent(courseKey)}/slots?${day}`;
    });
  }
}
