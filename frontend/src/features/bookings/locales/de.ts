import { plural, type Translation } from '../../../lib/i18n';
import type { addToCalendarMessages } from '../components/AddToCalendarButton.messages';
import type { bookingOutcomeMessages } from '../components/BookingOutcome.messages';
import type { bookTeeTimeButtonMessages } from '../components/BookTeeTimeButton.messages';
import type { bookTeeTimeDialogMessages } from '../components/BookTeeTimeDialog.messages';
import type { cancelBookingMessages } from '../components/CancelBookingDialog.messages';
import type { myBookingsMessages } from '../components/MyBookingsCard.messages';
import type { autoBookQueueMessages } from '../components/one-click/AutoBookQueueCard.messages';
import type { oneClickBookingMessages } from '../components/one-click/OneClickBookingPage.messages';
import type { preferencesPanelMessages } from '../components/one-click/PreferencesPanel.messages';
import type { recommendationMessages } from '../components/one-click/RecommendationCard.messages';

const holes = (count: number) => plural(count, { one: '# Loch', other: '# Löcher' });
const players = (count: number) => plural(count, { one: '# Spieler', other: '# Spieler' });
const noCancellationTerms = 'Bitte prüfen Sie die Stornobedingungen des Platzes';

export default {
  'bookings.outcome': {
    openCoursePage: 'Buchungsseite des Platzes öffnen',
    stillBooking: 'Unter „Meine Buchungen“ im Dashboard sehen Sie, wann es erledigt ist.',
  } satisfies Translation<typeof bookingOutcomeMessages>,
  'bookings.calendar': {
    label: 'Zum Kalender hinzufügen',
    fileName: 'startzeit.ics',
    failedTitle: 'Download fehlgeschlagen',
    errors: {
      NOT_FOUND: 'Diese Buchung wurde nicht gefunden.',
    },
  } satisfies Translation<typeof addToCalendarMessages>,
  'bookings.cancel': {
    title: 'Diese Startzeit stornieren',
    summary: (course: string, day: string, time: string) => `${course}, ${day} um ${time}`,
    summaryWithConfirmation: (course: string, day: string, time: string, confirmation: string) =>
      `${course}, ${day} um ${time} · Bestätigung ${confirmation}`,
    howToCancel:
      'Golfplätze nehmen Stornierungen nur vom Golfer selbst an. Stornieren Sie auf der Buchungsseite des Platzes oder telefonisch und geben Sie uns dann hier Bescheid: TeeWatch prüft das beim Platz und aktualisiert „Meine Buchungen“.',
    coursePage: 'Buchungsseite des Platzes',
    keep: 'Behalten',
    cancelled: 'Ich habe storniert',
    cancelledTitle: 'Buchung storniert',
    errors: {
      BOOKING_STILL_LISTED:
        'Der Platz führt diese Buchung noch. Stornieren Sie sie auf der Buchungsseite des Platzes und versuchen Sie es dann erneut.',
      PROVIDER_UNAVAILABLE:
        'Das Buchungssystem des Platzes ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
      NOT_FOUND: 'Diese Buchung wurde nicht gefunden.',
    },
  } satisfies Translation<typeof cancelBookingMessages>,
  'bookings.bookButton': {
    book: 'Buchen',
    bookForGroup: 'Für die Gruppe buchen',
    bookLabel: (course: string, time: string) => `${course} um ${time} buchen`,
    bookForGroupLabel: (course: string, time: string) =>
      `${course} um ${time} für die Gruppe buchen`,
  } satisfies Translation<typeof bookTeeTimeButtonMessages>,
  'bookings.bookDialog': {
    title: (course: string) => `${course} buchen`,
    groupTitle: 'Für die Gruppe buchen',
    summary: (day: string, time: string, holeCount: number, price: string) =>
      `${day} um ${time} · ${holes(holeCount)} · ${price} pro Spieler`,
    groupSummary: (course: string, day: string, time: string, holeCount: number, price: string) =>
      `${course}, ${day} um ${time} · ${holes(holeCount)} · ${price} pro Spieler`,
    groupShare: (spots: number, total: string) =>
      `${players(spots)}, die Plätze der Gruppe: insgesamt ${total}. Sie buchen für alle, und die Gruppe sieht, dass Sie gebucht haben.`,
    players: 'Spieler',
    cancellationPolicy: 'Stornobedingungen',
    loadingPolicy: 'Stornobedingungen werden geladen',
    noCancellationTerms,
    golferBooksThemselves:
      'Dieser Platz nimmt nur Buchungen von Golfern an, die auf seiner eigenen Website angemeldet sind: TeeWatch bringt Sie zu seiner Buchungsseite, wo Sie sich anmelden und diese Startzeit wählen.',
    booksWith:
      'TeeWatch bucht mit Ihrem Namen, Ihrer E-Mail-Adresse und Ihrer bestätigten Telefonnummer.',
    cancel: 'Abbrechen',
    bookNow: 'Jetzt buchen',
    done: 'Fertig',
    errorTitle: 'Buchungsfehler',
    errorText: 'Die Ein-Klick-Buchung ist fehlgeschlagen',
    failedTitle: 'Buchung fehlgeschlagen',
    bookedTitle: 'Startzeit gebucht',
  } satisfies Translation<typeof bookTeeTimeDialogMessages>,
  'bookings.myBookings': {
    title: 'Meine Buchungen',
    loading: 'Ihre Buchungen werden geladen',
    empty: (alertsLink: string) =>
      `Noch keine Buchungen. Buchen Sie eine passende Startzeit über ${alertsLink}.`,
    alertsLink: 'Ihre Alarme',
    listLabel: 'Meine Buchungen',
    status: {
      booked: 'Gebucht',
      booking: 'Wird gebucht…',
      held: 'Für Sie reserviert',
      'handed-over': 'Auf der Website des Platzes buchen',
      failed: 'Nicht gebucht',
      cancelled: 'Storniert',
    },
    details: (day: string, time: string, count: number, pricePerPlayer: string | null) =>
      `${day} um ${time} · ${players(count)}${
        pricePerPlayer === null ? '' : ` · ${pricePerPlayer} pro Person`
      }`,
    confirmation: (number: string) => `Bestätigung ${number}`,
    noCancellationTerms,
    cancelBooking: 'Buchung stornieren',
    coursePage: 'Buchungsseite des Platzes',
  } satisfies Translation<typeof myBookingsMessages>,
  'bookings.autoBookQueue': {
    title: 'Automatische Buchungen',
    intro:
      'TeeWatch bucht jede davon, sobald ihre Startzeit frei wird – oder eine andere an diesem Tag, die genauso gut passt.',
    status: {
      waiting: 'Wird beobachtet',
      paused: 'Pausiert',
      booking: 'Wird gebucht…',
      booked: 'Gebucht',
      cancelled: 'Abgebrochen',
    },
    itemLabel: (course: string, day: string) => `${course}, ${day}`,
    teeTime: (course: string, day: string, time: string) => `${course} · ${day} um ${time}`,
    players,
    pause: 'Pausieren',
    resume: 'Fortsetzen',
    cancel: 'Abbrechen',
    paused: 'Automatische Buchung pausiert',
    resumed: 'Automatische Buchung fortgesetzt',
    cancelled: 'Automatische Buchung abgebrochen',
    notChanged: 'Nicht geändert',
    errors: {
      NOT_FOUND: 'Diese automatische Buchung wurde nicht gefunden.',
    },
  } satisfies Translation<typeof autoBookQueueMessages>,
  'bookings.recommendation': {
    topRecommendation: 'Top-Empfehlung',
    score: (score: number) => `Bewertung ${score}/100`,
    teeTime: (day: string, time: string, holeCount: number, price: string) =>
      `${day} um ${time} · ${holes(holeCount)} · ${price} pro Spieler`,
    teeTimeWithDistance: (
      day: string,
      time: string,
      holeCount: number,
      price: string,
      miles: string,
    ) => `${day} um ${time} · ${holes(holeCount)} · ${price} pro Spieler · ${miles} Meilen`,
    successProbability: (percent: number) => `${percent}\u00a0% Erfolgswahrscheinlichkeit`,
    whyThisTeeTime: 'Warum diese Startzeit',
    cancellationPolicy: 'Stornobedingungen:',
    noCancellationTerms,
    alternatives: 'Weitere Optionen',
    coursePage: 'Seite des Platzes',
  } satisfies Translation<typeof recommendationMessages>,
  'bookings.preferences': {
    title: 'Ihre Präferenzen',
    targetDate: 'Wunschdatum',
    near: 'In der Nähe von',
    players: 'Spieler',
    maxPrice: 'Max. Preis pro Spieler',
    maxDistance: 'Max. Entfernung',
    miles: (miles: number) => plural(miles, { one: '# Meile', other: '# Meilen' }),
    timeFlexibility: 'Zeitliche Flexibilität',
    flexibility: {
      strict: 'streng',
      moderate: 'mittel',
      flexible: 'flexibel',
    },
    flexibilityWindow: {
      strict: 'Streng (±30 Min.)',
      moderate: 'Mittel (±1 Stunde)',
      flexible: 'Flexibel (±2 Stunden)',
    },
    advanced: 'Erweitert',
    preferredTimes: 'Bevorzugte Zeiten',
    preferredCourses: 'Bevorzugte Plätze',
  } satisfies Translation<typeof preferencesPanelMessages>,
  'bookings.oneClick': {
    title: 'Ein-Klick-Buchung',
    intro:
      'TeeWatch ordnet die freien Startzeiten nach Ihren Präferenzen und bucht die beste mit einem Klick direkt beim Platz.',
    finding: 'Die besten Startzeiten werden gesucht…',
    noTeeTimes: {
      title: 'Keine Startzeiten gefunden',
      text: 'Für diesen Tag hat TeeWatch noch keine freien Startzeiten.',
      action: 'Morgen versuchen',
    },
    noOptimalBookings: {
      title: 'Keine optimalen Buchungen gefunden',
      text: 'Keine der freien Startzeiten passt zu diesen Präferenzen. Erweitern Sie die zeitliche Flexibilität, den Preis oder die Entfernung.',
      action: 'Analyse aktualisieren',
    },
    stats: {
      title: 'Leistung',
      activeOptimizations: 'Aktive Optimierungen',
      queuedBookings: 'Buchungen in der Warteschlange',
      successRate: 'Erfolgsquote',
      averageScore: 'Durchschnittliche Bewertung',
      percent: (percent: number) => `${percent}\u00a0%`,
      score: (score: number) => `${score}/100`,
    },
    bookNow: 'Jetzt mit einem Klick buchen',
    signInToBook: 'Zum Buchen anmelden',
    queueForAutoBook: 'Automatisch buchen',
    myBookings: 'Meine Buchungen',
    bookingErrorTitle: 'Buchungsfehler',
    bookingErrorText: 'Die Ein-Klick-Buchung ist fehlgeschlagen',
    bookingFailedTitle: 'Buchung fehlgeschlagen',
    bookedTitle: 'Startzeit gebucht',
    finishAtCourseTitle: 'Auf der Website des Platzes abschließen',
    queuedTitle: 'Zur automatischen Buchung vorgemerkt',
  } satisfies Translation<typeof oneClickBookingMessages>,
};
