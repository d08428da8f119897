import { OwnAccountBooking } from './own-account.booking.js';

/**
 * Teesnap books only golfers signed in to their own account at the course's site (the site's
 * reserve call wants a signed-in golfer and a reCAPTCHA, and some courses a card on file): TeeWatch
 * sends the golfer to the site's tee sheet of the day, the closest link the site takes (none names
 * one tee time).
 */
export class TeesnapBooking extends OwnAccountBooking<'teesnap'> {
  constructor() {
    super(
      'teesnap',
      ({ subdomain }, { slot }) =>
        `https://${encodeURIComponent(subdomain)}.teesnap.net/?${new URLSearchParams({ date: slot.localDate })}`,
    );
  }
}
