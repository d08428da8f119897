import { type BookingRow } from '../../db/schema/index.js';
import { bookingCalendar } from './booking-calendar.js';
import {
  bookingEmail,
  bookingMessage,
  bookingNoticeMessage,
  bookingPush,
} from './booking-texts.js';

/** French and German space their numbers and colons with no-break spaces; read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const slot = { courseName: 'Riverdale', startsAt: new Date('2026-06-20T13:10:00Z'), players: 1 };
const booked = {
  kind: 'booked',
  platform: 'teeitup',
  confirmationNumber: 'C-1',
  players: 1,
  pricePerPlayerCents: 5500,
  cancellationTerms: null,
  alreadyBooked: false,
} as const;
const failedRow = {
  id: 'booking-1',
  status: 'failed',
  failureReason: 'slot-gone',
  message: 'The tee time is no longer open for 2 players.',
  startsAt: new Date('2026-06-20T13:10:00Z'),
  players: 2,
  holes: 18,
  confirmationNumber: 'C-9',
  cancellationTerms: null,
  deepLink: null,
  holdExpiresAt: null,
} as unknown as BookingRow;

describe('booking texts', () => {
  it.each([
    ['en', 'Booked: Riverdale, Sat, Jun 20, 7:10 AM, 1 player. Confirmation C-1.'],
    ['es', 'Reservado: Riverdale, sáb, 20 de jun, 7:10 a.m., 1 jugador. Confirmación C-1.'],
    ['fr', 'Réservé : Riverdale, sam. 20 juin, 07:10, 1 joueur. Confirmation C-1.'],
    ['de', 'Gebucht: Riverdale, Sa., 20. Juni, 07:10, 1 Spieler. Bestätigung C-1.'],
  ] as const)('%s: a booked tee time', (language, message) => {
    expect(plain(bookingMessage(booked, slot, language))).toBe(message);
  });

  it("tells a failure in the golfer's language; English keeps the sentence shown on the screen", () => {
    expect(bookingNoticeMessage(failedRow, 'Riverdale')).toBe(
      'The tee time is no longer open for 2 players.',
    );
    expect(bookingNoticeMessage(failedRow, 'Riverdale', 'es')).toBe(
      'No se pudo reservar: Riverdale, sáb, 20 de jun, 7:10 a.m., 2 jugadores. El tee time ya no está disponible.',
    );
    const notice = {
      booked: false,
      courseName: 'Riverdale',
      message: 'x',
      bookingsUrl: 'https://b',
    };
    expect(bookingPush(notice, 'booking-1', 'de').title).toBe(
      'Buchung bei Riverdale fehlgeschlagen',
    );
    expect(bookingEmail({ ...notice, booked: true }, 'fr')).toMatchObject({
      subject: 'Votre départ à Riverdale est réservé',
    });
    expect(plain(bookingEmail({ ...notice, booked: true }, 'fr').text)).toContain(
      'Vos réservations : https://b',
    );
  });

  it.each([
    [
      'en',
      'SUMMARY:Tee time at Riverdale',
      "2 players\\, 18 holes\\nConfirmation C-9\\nCheck the course's cancellation policy",
    ],
    [
      'es',
      'SUMMARY:Tee time en Riverdale',
      '2 jugadores\\, 18 hoyos\\nConfirmación C-9\\nConsulta la política de cancelación del campo',
    ],
    [
      'fr',
      'SUMMARY:Départ à Riverdale',
      '2 joueurs\\, 18 trous\\nConfirmation C-9\\nConsultez les conditions d’annulation du golf',
    ],
    [
      'de',
      'SUMMARY:Startzeit bei Riverdale',
      '2 Spieler\\, 18 Löcher\\nBestätigung C-9\\nBitte prüfen Sie die Stornobedingungen des Golfplatzes',
    ],
  ] as const)('%s: the calendar file', (language, summary, description) => {
    const ics = bookingCalendar(
      { ...failedRow, status: 'booked' },
      'Riverdale',
      new Date(),
      language,
    );
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`${summary}\r\n`);
    expect(unfolded).toContain(`DESCRIPTION:${description}\r\n`);
  });
});
