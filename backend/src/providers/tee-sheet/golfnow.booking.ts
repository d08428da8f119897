import { golfnowDayPage } from './golfnow.adapter.js';
import { OwnAccountBooking } from './own-account.booking.js';

/**
 * GolfNow books only golfers signed in to their own GolfNow account (its checkout asks for the
 * golfer's sign-in and card): TeeWatch sends the golfer to the facility's tee times of the day
 * for the party on GolfNow, the closest link GolfNow's pages take.
 */
export class GolfnowBooking extends OwnAccountBooking<'golfnow'> {
  constructor() {
    super('golfnow', (ids, { slot, players }) => golfnowDayPage(ids, slot.localDate, players));
  }
}
