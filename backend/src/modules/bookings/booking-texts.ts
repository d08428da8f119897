import { type Language } from '@teewatch/contracts';
import { type BookingRow } from '../../db/schema/index.js';
import { escapeHtml } from '../../infra/text/escape-html.js';
import { formats } from '../../infra/text/locale-formats.js';
import {
  type BookingFailureReason,
  bookingFailureReasons,
  type BookingOutcome,
} from '../../providers/tee-sheet/tee-time-booking.js';

/** What a golfer reads about a booking (on the screen, in messages, in its calendar file). */
const en = {
  party: (players: number) => formats.en.plural(players, { one: '# player', other: '# players' }),
  moment: formats.en.moment,
  booked: (what: string, confirmation: string) => `Booked: ${what}. Confirmation ${confirmation}.`,
  alreadyBooked: (what: string, confirmation: string) =>
    `You already have this tee time: ${what}. Confirmation ${confirmation}.`,
  holding: (what: string, until: string) =>
    `TeeWatch is holding ${what} for you until ${until}. The course needs a card: finish on its booking page.`,
  needsGolfer: (course: string, moment: string) =>
    `${course} books only golfers signed in on its own site: book ${moment} there.`,
  /** A failure told in a message, when the platform's own sentence is not in this language. */
  notBooked: (what: string, reason: string) => `Not booked: ${what}. ${reason}`,
  failures: {
    'slot-gone': 'The tee time is no longer open.',
    'price-changed': 'The price per player went up.',
    'hold-expired':
      'The course let the hold go before the booking went through; nothing was booked.',
    'slot-taken': 'Someone else took the tee time while it was being booked; nothing was booked.',
    'login-refused': "The course's booking system did not accept your sign-in.",
    'platform-unavailable':
      "The course's booking system is not answering right now; nothing was booked.",
    'outcome-unknown':
      "The course's booking system did not confirm the booking; it is checked again before any new attempt.",
    refused: 'The course refused the booking; nothing was booked.',
  } satisfies Record<BookingFailureReason, string>,
  pushBooked: (course: string) => `Booked at ${course}`,
  pushFailed: (course: string) => `Booking failed at ${course}`,
  emailBooked: (course: string) => `Your tee time at ${course} is booked`,
  emailFailed: (course: string) => `We could not book your tee time at ${course}`,
  calendarAttached: 'The calendar file attached adds it to your calendar.',
  pickAnother: 'Open TeeWatch to pick another tee time.',
  yourBookings: 'Your bookings',
  calendarSummary: (course: string) => `Tee time at ${course}`,
  calendarRound: (party: string, holes: number) =>
    `${party}, ${formats.en.plural(holes, { one: '# hole', other: '# holes' })}`,
  confirmation: (confirmation: string) => `Confirmation ${confirmation}`,
  checkCancellation: "Check the course's cancellation policy",
  cancelled: 'You cancelled this tee time with the course.',
};
type BookingTexts = typeof en;

const es = {
  party: (players) => formats.es.plural(players, { one: '# jugador', other: '# jugadores' }),
  moment: formats.es.moment,
  booked: (what, confirmation) => `Reservado: ${what}. Confirmación ${confirmation}.`,
  alreadyBooked: (what, confirmation) =>
    `Ya tienes este tee time: ${what}. Confirmación ${confirmation}.`,
  holding: (what, until) =>
    `TeeWatch te guarda ${what} hasta ${until}. El campo pide una tarjeta: termina la reserva en su página.`,
  needsGolfer: (course, moment) =>
    `${course} solo acepta reservas de golfistas con sesión iniciada en su propio sitio: reserva allí el tee time del ${moment}.`,
  notBooked: (what, reason) => `No se pudo reservar: ${what}. ${reason}`,
  failures: {
    'slot-gone': 'El tee time ya no está disponible.',
    'price-changed': 'El precio por jugador subió.',
    'hold-expired':
      'El campo liberó el tee time antes de que se confirmara la reserva; no se reservó nada.',
    'slot-taken': 'Otra persona tomó el tee time mientras se reservaba; no se reservó nada.',
    'login-refused': 'El sistema de reservas del campo no aceptó tu inicio de sesión.',
    'platform-unavailable':
      'El sistema de reservas del campo no responde en este momento; no se reservó nada.',
    'outcome-unknown':
      'El sistema de reservas del campo no confirmó la reserva; se volverá a comprobar antes de cualquier nuevo intento.',
    refused: 'El campo rechazó la reserva; no se reservó nada.',
  },
  pushBooked: (course) => `Reservado en ${course}`,
  pushFailed: (course) => `No se pudo reservar en ${course}`,
  emailBooked: (course) => `Tu tee time en ${course} está reservado`,
  emailFailed: (course) => `No pudimos reservar tu tee time en ${course}`,
  calendarAttached: 'Con el archivo de calendario adjunto lo añades a tu calendario.',
  pickAnother: 'Abre TeeWatch para elegir otro tee time.',
  yourBookings: 'Tus reservas',
  calendarSummary: (course) => `Tee time en ${course}`,
  calendarRound: (party, holes) =>
    `${party}, ${formats.es.plural(holes, { one: '# hoyo', other: '# hoyos' })}`,
  confirmation: (confirmation) => `Confirmación ${confirmation}`,
  checkCancellation: 'Consulta la política de cancelación del campo',
  cancelled: 'Cancelaste este tee time con el campo.',
} satisfies BookingTexts;

const fr = {
  party: (players) => formats.fr.plural(players, { one: '# joueur', other: '# joueurs' }),
  moment: formats.fr.moment,
  booked: (what, confirmation) => `Réservé : ${what}. Confirmation ${confirmation}.`,
  alreadyBooked: (what, confirmation) =>
    `Vous avez déjà ce départ : ${what}. Confirmation ${confirmation}.`,
  holding: (what, until) =>
    `TeeWatch vous garde ${what} jusqu’au ${until}. Le golf demande une carte : terminez sur sa page de réservation.`,
  needsGolfer: (course, moment) =>
    `${course} n’accepte que les golfeurs connectés sur son propre site : réservez-y le départ du ${moment}.`,
  notBooked: (what, reason) => `Réservation impossible : ${what}. ${reason}`,
  failures: {
    'slot-gone': 'Le départ n’est plus disponible.',
    'price-changed': 'Le prix par joueur a augmenté.',
    'hold-expired':
      'Le golf a libéré le départ avant la fin de la réservation ; rien n’a été réservé.',
    'slot-taken':
      'Quelqu’un d’autre a pris ce départ pendant la réservation ; rien n’a été réservé.',
    'login-refused': 'Le système de réservation du golf n’a pas accepté votre identifiant.',
    'platform-unavailable':
      'Le système de réservation du golf ne répond pas pour le moment ; rien n’a été réservé.',
    'outcome-unknown':
      'Le système de réservation du golf n’a pas confirmé la réservation ; elle sera vérifiée avant toute nouvelle tentative.',
    refused: 'Le golf a refusé la réservation ; rien n’a été réservé.',
  },
  pushBooked: (course) => `Réservé à ${course}`,
  pushFailed: (course) => `Échec de la réservation à ${course}`,
  emailBooked: (course) => `Votre départ à ${course} est réservé`,
  emailFailed: (course) => `Nous n’avons pas pu réserver votre départ à ${course}`,
  calendarAttached: 'Le fichier de calendrier joint l’ajoute à votre agenda.',
  pickAnother: 'Ouvrez TeeWatch pour choisir un autre départ.',
  yourBookings: 'Vos réservations',
  calendarSummary: (course) => `Départ à ${course}`,
  calendarRound: (party, holes) =>
    `${party}, ${formats.fr.plural(holes, { one: '# trou', other: '# trous' })}`,
  confirmation: (confirmation) => `Confirmation ${confirmation}`,
  checkCancellation: 'Consultez les conditions d’annulation du golf',
  cancelled: 'Vous avez annulé ce départ auprès du golf.',
} satisfies BookingTexts;

const de = {
  party: (players) => formats.de.plural(players, { one: '# Spieler', other: '# Spieler' }),
  moment: formats.de.moment,
  booked: (what, confirmation) => `Gebucht: ${what}. Bestätigung ${confirmation}.`,
  alreadyBooked: (what, confirmation) =>
    `Diese Startzeit haben Sie bereits: ${what}. Bestätigung ${confirmation}.`,
  holding: (what, until) =>
    `TeeWatch hält ${what} bis ${until} für Sie fest. Der Golfplatz verlangt eine Karte: Schließen Sie die Buchung auf seiner Buchungsseite ab.`,
  needsGolfer: (course, moment) =>
    `${course} nimmt nur Buchungen von Golfern an, die auf der eigenen Website angemeldet sind: Buchen Sie die Startzeit ${moment} dort.`,
  notBooked: (what, reason) => `Nicht gebucht: ${what}. ${reason}`,
  failures: {
    'slot-gone': 'Die Startzeit ist nicht mehr frei.',
    'price-changed': 'Der Preis pro Spieler ist gestiegen.',
    'hold-expired':
      'Der Golfplatz hat die Startzeit freigegeben, bevor die Buchung abgeschlossen war; es wurde nichts gebucht.',
    'slot-taken':
      'Jemand anderes hat die Startzeit während der Buchung bekommen; es wurde nichts gebucht.',
    'login-refused': 'Das Buchungssystem des Golfplatzes hat Ihre Anmeldung nicht akzeptiert.',
    'platform-unavailable':
      'Das Buchungssystem des Golfplatzes antwortet gerade nicht; es wurde nichts gebucht.',
    'outcome-unknown':
      'Das Buchungssystem des Golfplatzes hat die Buchung nicht bestätigt; vor jedem neuen Versuch wird erneut nachgesehen.',
    refused: 'Der Golfplatz hat die Buchung abgelehnt; es wurde nichts gebucht.',
  },
  pushBooked: (course) => `Gebucht bei ${course}`,
  pushFailed: (course) => `Buchung bei ${course} fehlgeschlagen`,
  emailBooked: (course) => `Ihre Startzeit bei ${course} ist gebucht`,
  emailFailed: (course) => `Wir konnten Ihre Startzeit bei ${course} nicht buchen`,
  calendarAttached: 'Mit der angehängten Kalenderdatei tragen Sie sie in Ihren Kalender ein.',
  pickAnother: 'Öffnen Sie TeeWatch, um eine andere Startzeit zu wählen.',
  yourBookings: 'Ihre Buchungen',
  calendarSummary: (course) => `Startzeit bei ${course}`,
  calendarRound: (party, holes) =>
    `${party}, ${formats.de.plural(holes, { one: '# Loch', other: '# Löcher' })}`,
  confirmation: (confirmation) => `Bestätigung ${confirmation}`,
  checkCancellation: 'Bitte prüfen Sie die Stornobedingungen des Golfplatzes',
  cancelled: 'Sie haben diese Startzeit beim Golfplatz storniert.',
} satisfies BookingTexts;

const texts: Record<Language, BookingTexts> = { en, es, fr, de };

/** The texts of bookings in one language (the calendar file reads its own from here). */
export function bookingTexts(language: Language = 'en'): BookingTexts {
  return texts[language];
}

interface BookedSlot {
  courseName: string;
  startsAt: Date;
  players: number;
}

const describeSlot = (say: BookingTexts, slot: BookedSlot) =>
  `${slot.courseName}, ${say.moment(slot.startsAt)}, ${say.party(slot.players)}`;

/** The one sentence a golfer reads about a booking's outcome, on the screen and in messages. */
export function bookingMessage(
  outcome: BookingOutcome,
  slot: BookedSlot,
  language: Language = 'en',
): string {
  const say = texts[language];
  const what = describeSlot(say, slot);
  switch (outcome.kind) {
    case 'booked':
      return outcome.alreadyBooked
        ? say.alreadyBooked(what, outcome.confirmationNumber)
        : say.booked(what, outcome.confirmationNumber);
    case 'held-needs-golfer':
      return say.holding(what, say.moment(new Date(outcome.holdExpiresAt)));
    case 'needs-golfer':
      return say.needsGolfer(slot.courseName, say.moment(slot.startsAt));
    case 'failed':
      // The platform's own sentence (in English), with its details.
      return language === 'en'
        ? outcome.message
        : say.notBooked(what, say.failures[outcome.reason]);
  }
}

/**
 * The sentence a message tells of a finished booking, in the golfer's language. English repeats
 * the sentence the golfer was shown (it may carry the platform's own reason); another language
 * says it again from the booking's outcome.
 */
export function bookingNoticeMessage(
  booking: BookingRow,
  courseName: string,
  language: Language = 'en',
): string {
  if (language === 'en' && booking.message) return booking.message;
  const say = texts[language];
  const what = describeSlot(say, { ...booking, courseName });
  switch (booking.status) {
    case 'booked':
      return say.booked(what, booking.confirmationNumber ?? '');
    case 'held':
      return say.holding(what, say.moment(booking.holdExpiresAt ?? booking.startsAt));
    case 'handed-over':
      return say.needsGolfer(courseName, say.moment(booking.startsAt));
    case 'cancelled':
      return say.cancelled;
    default: {
      const reason = bookingFailureReasons.find((known) => known === booking.failureReason);
      return say.notBooked(what, say.failures[reason ?? 'refused']);
    }
  }
}

export interface BookingNotice {
  booked: boolean;
  courseName: string;
  message: string;
  bookingsUrl: string;
}

/** The push that tells a golfer how a booking ended; the click opens their bookings. */
export function bookingPush(notice: BookingNotice, bookingId: string, language: Language = 'en') {
  const say = texts[language];
  return {
    title: notice.booked ? say.pushBooked(notice.courseName) : say.pushFailed(notice.courseName),
    body: notice.message,
    url: '/dashboard#my-bookings',
    tag: `teewatch-booking-${bookingId}`,
    data: { bookingId },
  };
}

/** The email that tells a golfer how a booking ended (a booked one carries its calendar file). */
export function bookingEmail(notice: BookingNotice, language: Language = 'en') {
  const say = texts[language];
  const subject = notice.booked
    ? say.emailBooked(notice.courseName)
    : say.emailFailed(notice.courseName);
  const next = notice.booked ? say.calendarAttached : say.pickAnother;
  return {
    subject,
    text: `${notice.message}\n\n${next}\n\n${formats[language].labelled(say.yourBookings, notice.bookingsUrl)}\n`,
    html: `<p>${escapeHtml(notice.message)}</p><p>${escapeHtml(next)}</p><p><a href="${escapeHtml(notice.bookingsUrl)}">${escapeHtml(say.yourBookings)}</a></p>`,
  };
}

/** What My bookings says of a tee time the golfer cancelled with the course. */
export const cancelledMessage = en.cancelled;
