import { type Language } from '@teewatch/contracts';
import { type BookingRow } from '../../db/schema/index.js';
import { bookingTexts } from './booking-texts.js';

/** How long a round is taken to last in the calendar: about 4½ hours for 18 holes, 2¼ for 9. */
const roundMinutes = (holes: number) => (holes === 9 ? 135 : 270);

const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon and comma escaped, line breaks as \n. */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded, as RFC 5545 asks. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

/**
 * A calendar file (.ics) with the booked round, for the golfer's calendar, in their language (the
 * course's cancellation terms are shown as the course wrote them).
 */
export function bookingCalendar(
  booking: BookingRow,
  courseName: string,
  now = new Date(),
  language: Language = 'en',
): string {
  const say = bookingTexts(language);
  const ends = new Date(booking.startsAt.getTime() + roundMinutes(booking.holes) * 60_000);
  const details = [
    say.calendarRound(say.party(booking.players), booking.holes),
    booking.confirmationNumber ? say.confirmation(booking.confirmationNumber) : null,
    booking.cancellationTerms ?? say.checkCancellation,
  ].filter(Boolean);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//TeeWatch//Bookings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@teewatch`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(booking.startsAt)}`,
    `DTEND:${icsTime(ends)}`,
    `SUMMARY:${icsText(say.calendarSummary(courseName))}`,
    `LOCATION:${icsText(courseName)}`,
    `DESCRIPTION:${icsText(details.join('\n'))}`,
    ...(booking.deepLink ? [`URL:${booking.deepLink}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}
