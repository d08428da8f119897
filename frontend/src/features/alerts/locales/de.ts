import { formatCount } from '../../../lib/format';
import { plural, type Translation } from '../../../lib/i18n';
import type { alertErrorMessages } from '../alerts.errors.messages';
import type { alertFormatMessages } from '../alerts.format.messages';
import type { alertValidationMessages } from '../alerts.validation.messages';
import type { activeAlertsMessages } from '../components/ActiveAlerts.messages';
import type { alertCardMessages } from '../components/AlertCard.messages';
import type { alertFormMessages } from '../components/AlertForm.messages';
import type { alertMatchesMessages } from '../components/AlertMatches.messages';
import type { alertsPageMessages } from '../components/AlertsPage.messages';
import type { howItWorksMessages } from '../components/HowItWorks.messages';
import type { wizardMessages } from '../components/MobileAlertWizard.messages';
import type { wizardDoneMessages } from '../components/WizardDone.messages';

const startzeiten = (count: number) =>
  plural(count, { one: '# Startzeit', other: '# Startzeiten' });

export default {
  'alerts.format': {
    timePreferences: {
      morning: 'Morgens, 6–10 Uhr',
      afternoon: 'Mittags, 10–14 Uhr',
      evening: 'Nachmittags, 14–18 Uhr',
      any: 'Ganztägig',
    },
    players: (count: number) => plural(count, { one: '# Spieler', other: '# Spieler' }),
    waitingForFirstCheck: 'Wartet auf die erste Prüfung der Startzeitenlisten',
    checkedJustNow: 'Gerade eben geprüft',
    checkedAgo: (ago: string) => `Geprüft ${ago}`,
    foundJustNow: 'Gerade eben gefunden',
    foundAgo: (ago: string) => `Gefunden ${ago}`,
    timeBlock: (startHour: number, endHour: number) => `${startHour}–${endHour} Uhr`,
  } satisfies Translation<typeof alertFormatMessages>,

  'alerts.validation': {
    chooseDate: 'Bitte wählen Sie ein Datum',
    chooseRealDate: 'Bitte wählen Sie ein gültiges Datum',
    notBeforeToday: 'Das Datum darf nicht vor heute liegen',
    priceAtMost: (max: string) => `Geben Sie einen Preis von höchstens ${max} ein`,
    priceAboveZero: 'Geben Sie einen Preis in Dollar über 0 ein',
    players: 'Wählen Sie 1 bis 4 Spieler',
  } satisfies Translation<typeof alertValidationMessages>,

  'alerts.errors': {
    byCode: {
      VALIDATION_FAILED: () =>
        'Einige Angaben sind ungültig. Bitte prüfen Sie die markierten Felder.',
      ALERT_NOT_FOUND: () => 'Diesen Alarm gibt es nicht mehr.',
      ALERT_LIMIT_REACHED: () =>
        'Sie haben bereits die Höchstzahl aktiver Alarme. Pausieren oder löschen Sie zuerst einen.',
      ACCESS_REQUIRED: () =>
        'Ein Zugangscode ist erforderlich. Geben Sie Ihren Code für die private Beta ein, um fortzufahren.',
      RATE_LIMITED: () =>
        'Zu viele Versuche in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
      INTERNAL_ERROR: () => 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
      SERVICE_UNAVAILABLE: () =>
        'TeeWatch ist kurz nicht erreichbar. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    },
  } satisfies Translation<typeof alertErrorMessages>,

  'alerts.page': {
    title: 'Startzeit-Alarm erstellen',
    intro:
      'Sagen Sie uns, wo, wann und mit wie vielen Personen Sie spielen möchten. Wir beobachten die Startzeitenlisten in Colorado und melden uns, sobald eine passende Startzeit frei wird.',
    useWizard: 'Schritt-für-Schritt-Assistenten verwenden',
    formTitle: 'Alarmdetails',
  } satisfies Translation<typeof alertsPageMessages>,

  'alerts.howItWorks': {
    title: 'So funktioniert es',
    steps: [
      {
        title: 'Wünsche festlegen',
        text: 'Wählen Sie eine Region oder Plätze, ein Datum, ein Zeitfenster, die Anzahl der Spieler und Ihren Höchstpreis.',
      },
      {
        title: 'Wir prüfen jede Minute',
        text: 'TeeWatch liest die Startzeitenlisten der Plätze jede Minute, für heute und morgen sogar noch öfter.',
      },
      {
        title: 'Sie erfahren es sofort',
        text: 'Eine Push-Benachrichtigung, E-Mail oder SMS erreicht Sie wenige Sekunden, nachdem eine passende Startzeit frei geworden ist.',
      },
      {
        title: 'Direkt beim Platz buchen',
        text: 'Folgen Sie dem Link und buchen Sie direkt beim Golfplatz, bevor es jemand anderes tut.',
      },
    ],
  } satisfies Translation<typeof howItWorksMessages>,

  'alerts.form': {
    loading: 'Alarmformular wird geladen',
    createdTitle: 'Alarm erstellt!',
    created: (area: string, day: string) =>
      `Wir melden uns, sobald in ${area} am ${day} eine Startzeit frei wird.`,
    area: 'Region in Colorado',
    date: 'Wunschdatum',
    dateHelp: 'Heute oder später (Ortszeit Colorado)',
    timePreference: 'Bevorzugte Uhrzeit',
    players: 'Anzahl der Spieler',
    maxPrice: 'Höchstpreis',
    maxPriceHelp: 'Der Höchstbetrag, den Sie pro Spieler zahlen, in Dollar',
    courses: 'Bevorzugte Plätze (optional)',
    coursesHelp: 'Wenn Sie nichts ankreuzen, beobachten wir alle Plätze der Region.',
    failed: 'Alarm konnte nicht erstellt werden',
    create: 'Alarm erstellen',
  } satisfies Translation<typeof alertFormMessages>,

  'alerts.activeAlerts': {
    title: 'Ihre aktiven Alarme',
    loading: 'Ihre Alarme werden geladen',
    loadFailed: (reason: string) => `Ihre Alarme konnten nicht geladen werden. ${reason}`,
    empty: 'Noch keine aktiven Alarme. Erstellen Sie oben Ihren ersten Alarm!',
    notShown: (count: number) =>
      plural(count, {
        one: '+ # weiterer Alarm, hier nicht angezeigt',
        other: '+ # weitere Alarme, hier nicht angezeigt',
      }),
    showNewest: (count: number) => `Nur die ${formatCount(count)} neuesten anzeigen`,
    showAll: (count: number) =>
      plural(count, { one: '# Alarm anzeigen', other: 'Alle # Alarme anzeigen' }),
  } satisfies Translation<typeof activeAlertsMessages>,

  'alerts.card': {
    paused: 'Pausiert',
    active: 'Aktiv',
    anyPrice: 'Beliebiger Preis',
    upTo: (price: string) => `Bis ${price}`,
    courses: (names: string) => `Plätze: ${names}`,
    matchesNow: (count: number) =>
      plural(count, {
        one: '# passende Startzeit jetzt frei',
        other: '# passende Startzeiten jetzt frei',
      }),
    moreMatchesNow: (count: number) => `Mehr als ${count} passende Startzeiten jetzt frei`,
    pausedNotWatching: 'Pausiert: Es wird nicht nach Startzeiten gesucht',
    noMatches: 'Derzeit passt keine Startzeit',
    checkBehind: (checked: string) =>
      `${checked}. Die Prüfungen hängen hinterher: Die Buchungsseiten der Plätze begrenzen, wie oft wir nachsehen können.`,
    pause: 'Pausieren',
    resume: 'Fortsetzen',
    delete: 'Löschen',
    pauseFailed: 'Der Alarm konnte nicht pausiert werden',
    resumeFailed: 'Der Alarm konnte nicht fortgesetzt werden',
    deleteFailed: 'Der Alarm konnte nicht gelöscht werden',
    deleted: 'Alarm gelöscht',
    deletedAlert: (place: string, day: string) => `${place}, ${day}`,
    confirmTitle: 'Diesen Alarm löschen?',
    confirmBody: (place: string, day: string) =>
      `TeeWatch sucht dann nicht mehr nach Startzeiten in ${place} am ${day}. Das lässt sich nicht rückgängig machen.`,
    cancel: 'Abbrechen',
  } satisfies Translation<typeof alertCardMessages>,

  'alerts.matches': {
    loading: 'Passende Startzeiten werden geladen…',
    none: 'Derzeit passt keine freie Startzeit. Wir suchen weiter.',
    course: 'Platz',
    allCourses: 'Alle Plätze',
    time: 'Uhrzeit',
    anyTime: 'Alle Uhrzeiten',
    summary: (teeTimeCount: number, courseCount: number) =>
      `${startzeiten(teeTimeCount)} auf ${plural(courseCount, { one: '# Platz', other: '# Plätzen' })}, die besten zuerst`,
    filtered: (shown: number, total: number) =>
      plural(shown, {
        one: `# von ${startzeiten(total)} passt zu diesen Filtern`,
        other: `# von ${startzeiten(total)} passen zu diesen Filtern`,
      }),
    clearFilters: 'Filter zurücksetzen',
    matchingTeeTimes: 'Passende Startzeiten',
    showNextCourses: (batch: number, left: number) =>
      `${formatCount(batch)} weitere Plätze anzeigen (noch ${formatCount(left)})`,
    showLastCourses: (count: number) =>
      plural(count, { one: '# weiteren Platz anzeigen', other: '# weitere Plätze anzeigen' }),
    underAMile: 'Weniger als eine Meile entfernt',
    milesAway: (miles: number) =>
      plural(miles, { one: '# Meile entfernt', other: '# Meilen entfernt' }),
    notCheckedYet: 'Noch nicht geprüft',
    teeTimesAt: (course: string) => `Startzeiten bei ${course}`,
    showMoreAt: (count: number, course: string) =>
      `${plural(count, { one: '# weitere Startzeit', other: '# weitere Startzeiten' })} bei ${course} anzeigen`,
    holes: (count: number) => plural(count, { one: '# Loch', other: '# Löcher' }),
    spots: (count: number) => plural(count, { one: '# freier Platz', other: '# freie Plätze' }),
    book: 'Buchen',
    new: 'Neu',
  } satisfies Translation<typeof alertMatchesMessages>,

  'alerts.wizard': {
    title: 'Neuer Startzeit-Alarm',
    intro:
      'Drei kurze Schritte. Wischen Sie oder nutzen Sie die Schaltflächen, um zwischen ihnen zu wechseln.',
    steps: {
      location: 'Ort',
      details: 'Details',
      alerts: 'Benachrichtigung',
    },
    questions: {
      location: 'Wo möchten Sie spielen?',
      details: 'Wann, und mit wie vielen Personen?',
      alerts: 'Wie sollen wir Sie benachrichtigen?',
    },
    stepOf: (step: number, count: number) => `Schritt ${step} von ${count}`,
    progress: 'Fortschritt des Assistenten',
    progressValue: (step: number, count: number, name: string) =>
      `Schritt ${step} von ${count}: ${name}`,
    back: 'Zurück',
    next: 'Weiter',
    errorTitle: 'Fehler',
    failedToast: 'Der Alarm konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    createdTitle: 'Alarm erstellt!',
    fallback: (place: string) =>
      `Wir konnten „${place}“ nicht finden und beobachten deshalb ersatzweise die Umgebung von Denver, CO.`,
    created: (place: string, day: string) =>
      `Wir melden uns, sobald in der Nähe von ${place} am ${day} eine Startzeit frei wird.`,
    fields: {
      location: 'Ort',
      date: 'Datum',
      players: 'Spieler',
      timePreference: 'Uhrzeit',
    },
    fieldProblem: (field: string, problem: string) => `${field}: ${problem}`,
    locationPlaceholder: 'Stadt oder Ort, z. B. Golden, CO',
    locationHelp: 'Wir beobachten die Plätze rund um den genannten Ort.',
    quickPicks: 'Schnellauswahl',
    dateHelp: 'Heute oder später (Ortszeit Colorado)',
    timeOfDay: 'Tageszeit',
    timeOptional: 'Optional: Ohne Auswahl informieren wir Sie über Startzeiten zu jeder Uhrzeit.',
    removePlayer: 'Einen Spieler entfernen',
    addPlayer: 'Einen Spieler hinzufügen',
    push: 'Push-Benachrichtigungen',
    failed: 'Alarm konnte nicht erstellt werden',
    create: 'Alarm erstellen',
    summary: 'Zusammenfassung',
    notSet: 'Nicht festgelegt',
  } satisfies Translation<typeof wizardMessages>,

  'alerts.wizardDone': {
    title: 'Ihr Alarm ist aktiv',
    fallback: (place: string) =>
      `Wir konnten „${place}“ nicht finden. Dieser Alarm beobachtet stattdessen die Plätze rund um Denver, CO.`,
    watching: (place: string, day: string) =>
      `Wir melden uns, sobald in der Nähe von ${place} am ${day} eine Startzeit frei wird.`,
    deleted: 'Dieser Alarm wurde gelöscht.',
    newAlert: 'Ihr neuer Alarm',
    viewAlerts: 'Meine Alarme ansehen',
    createAnother: 'Weiteren Alarm erstellen',
  } satisfies Translation<typeof wizardDoneMessages>,
};
