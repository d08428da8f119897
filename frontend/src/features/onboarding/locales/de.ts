import { plural, type Translation } from '../../../lib/i18n';
import type { locationStepMessages } from '../components/LocationStep.messages';
import type { notificationsStepMessages } from '../components/NotificationsStep.messages';
import type { onboardingWizardMessages } from '../components/OnboardingWizard.messages';
import type { preferencesStepMessages } from '../components/PreferencesStep.messages';
import type { setUpNudgeMessages } from '../components/SetUpNudgeCard.messages';
import type { welcomeStepMessages } from '../components/WelcomeStep.messages';

export default {
  'onboarding.wizard': {
    title: 'TeeWatch einrichten',
    intro: 'Eine Minute jetzt, und jeder Alarm startet mit Ihren eigenen Vorgaben.',
    signIn: 'Melden Sie sich an',
    afterSignIn:
      ', um diese Auswahl in Ihrem Konto zu speichern; ohne Konto kann TeeWatch sie nicht sichern.',
    steps: {
      welcome: { title: 'Willkommen bei TeeWatch', short: 'Willkommen' },
      location: { title: 'Plätze in Ihrer Nähe finden', short: 'Standort' },
      preferences: { title: 'Ihre Präferenzen festlegen', short: 'Präferenzen' },
      notifications: { title: 'Benachrichtigungen aktivieren', short: 'Benachrichtigungen' },
    },
    stepOf: (step: number, total: number) => `Schritt ${step} von ${total}`,
    progress: 'Fortschritt der Einrichtung',
    progressValue: (step: number, total: number, title: string) =>
      `Schritt ${step} von ${total}: ${title}`,
    back: 'Zurück',
    skip: 'Vorerst überspringen',
    next: 'Weiter',
    complete: 'Einrichtung abschließen',
    errorTitle: 'Fehler',
    failed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
    welcomeTitle: 'Willkommen bei TeeWatch!',
    allSet: 'Alles erledigt.',
    pointsEarned: (points: number) =>
      plural(points, { one: 'Sie haben # Punkt erhalten.', other: 'Sie haben # Punkte erhalten.' }),
    confirmContacts: (contacts: string) =>
      `Bestätigen Sie ${contacts} über die Nachricht, die wir Ihnen gesendet haben.`,
    allSetSignedOut:
      'Alles erledigt. Melden Sie sich jederzeit an, um Ihre Auswahl in einem Konto zu speichern.',
  } satisfies Translation<typeof onboardingWizardMessages>,

  'onboarding.welcome': {
    intro:
      'TeeWatch beobachtet die Startzeiten der Golfplätze in Colorado und sagt Ihnen sofort Bescheid, wenn eine gewünschte Zeit frei wird. Drei kurze Fragen, und alles ist eingerichtet; jede Antwort können Sie später ändern.',
    location: 'Wo Sie spielen, damit wir die Plätze in Ihrer Nähe beobachten',
    preferences: 'Ihre Zeiten, Ihr Budget und Ihre Gruppengröße als Ausgangspunkt Ihrer Alarme',
    notifications: 'Wie und wann wir Ihnen sagen, dass eine Startzeit frei geworden ist',
  } satisfies Translation<typeof welcomeStepMessages>,

  'onboarding.location': {
    intro:
      'Teilen Sie Ihren Standort, und TeeWatch sucht zuerst nach Plätzen in Ihrer Umgebung. Er dient nur dazu, Entfernungen zu den Plätzen zu messen; überspringen Sie diesen Schritt, wenn Sie lieber selbst eine Region wählen.',
    unsupportedTitle: 'Standortbestimmung nicht unterstützt',
    unsupported: 'Ihr Browser unterstützt keine Standortdienste.',
    allow: 'Standortzugriff erlauben',
    finding: 'Ihr Standort wird ermittelt…',
    foundTitle: 'Standort gefunden',
    found: (place: string) =>
      `In der Nähe von ${place}. Wir zeigen Ihnen zuerst die nächstgelegenen Plätze.`,
    failedTitle: 'Standortzugriff fehlgeschlagen',
    deniedTitle: 'Wir konnten Ihren Standort nicht ermitteln',
    denied: (reason: string) =>
      `${reason}. Erlauben Sie den Standortzugriff für diese Website in Ihren Browsereinstellungen und versuchen Sie es erneut, oder überspringen Sie diesen Schritt.`,
    failures: {
      denied: 'Standortzugriff verweigert',
      unavailable: 'Standortinformationen nicht verfügbar',
      timedOut: 'Zeitüberschreitung bei der Standortabfrage',
    },
    tryAgain: 'Erneut versuchen',
  } satisfies Translation<typeof locationStepMessages>,

  'onboarding.preferences': {
    preferredTimes: 'Bevorzugte Zeiten',
    timeSlots: {
      early: 'Früh, 6–9 Uhr',
      morning: 'Vormittag, 9–12 Uhr',
      afternoon: 'Nachmittag, 12–16 Uhr',
      evening: 'Abend, 16–19 Uhr',
    },
    maxDistance: 'Maximale Entfernung:',
    miles: (miles: number) => plural(miles, { one: '# Meile', other: '# Meilen' }),
    budget: 'Budget pro Spieler:',
    players: 'Spieler',
    bookAhead: 'Im Voraus buchen',
    daysAhead: (days: number) =>
      plural(days, { one: '# Tag im Voraus', other: '# Tage im Voraus' }),
    difficulty: 'Schwierigkeit des Platzes',
    difficulties: {
      beginner: 'Einsteiger',
      intermediate: 'Mittel',
      advanced: 'Fortgeschritten',
    },
    weekdaysOnly: 'Nur unter der Woche',
    weekendsOnly: 'Nur am Wochenende',
    favoriteCourse: 'Lieblingsplatz (optional)',
    valid: 'Präferenzen erfolgreich eingerichtet.',
    timeRequired: 'Bitte wählen Sie mindestens eine bevorzugte Zeit, um fortzufahren.',
  } satisfies Translation<typeof preferencesStepMessages>,

  'onboarding.notifications': {
    push: 'Push-Benachrichtigungen auf diesem Gerät',
    pushUnsupported: 'Push-Benachrichtigungen werden in diesem Browser nicht unterstützt',
    email: 'E-Mail-Benachrichtigungen',
    emailAddress: 'E-Mail-Adresse',
    emailHelp: 'Eine neue Adresse erhält vor dem ersten Alarm einen Link zur Bestätigung.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    sms: 'SMS-Benachrichtigungen',
    premium: 'Premium',
    phoneNumber: 'Telefonnummer',
    phonePlaceholder: '(303) 555-0100',
    phoneHelp: 'Wir senden Ihnen zur Bestätigung einen 6-stelligen Code per SMS.',
    phoneMissing: 'Bitte geben Sie die Telefonnummer für die SMS ein',
    phoneInvalid: 'Bitte geben Sie eine Telefonnummer mit Ländervorwahl ein, z. B. +1 303 555 0100',
    quietHours: 'Ruhezeiten',
    holdOvernight: 'Nachrichten über Nacht zurückhalten',
    from: 'Von',
    until: 'Bis',
    tellMeAbout: 'Benachrichtigen bei',
    urgency: {
      immediate: 'Sofort: Startzeiten in den nächsten 2 Stunden',
      urgent: 'Dringend: innerhalb von 24 Stunden',
      normal: 'Normal: innerhalb einer Woche',
      low: 'Niedrig: mehr als eine Woche entfernt',
    },
    sendTest: 'Testbenachrichtigung senden',
    testReaches: 'Geht an diesen Browser und an Adressen, die Sie bereits bestätigt haben.',
    testNeedsChannel: 'Aktivieren Sie Push oder E-Mail, um einen Test zu senden.',
  } satisfies Translation<typeof notificationsStepMessages>,

  'onboarding.setUpNudge': {
    title: 'TeeWatch fertig einrichten',
    text: (points: number) =>
      plural(points, {
        one: 'Sagen Sie uns, wo Sie spielen, welche Zeiten und welches Budget Sie haben und wie wir Sie erreichen: Jeder Alarm startet dann mit Ihren Vorgaben. Das dauert eine Minute und bringt # Punkt.',
        other:
          'Sagen Sie uns, wo Sie spielen, welche Zeiten und welches Budget Sie haben und wie wir Sie erreichen: Jeder Alarm startet dann mit Ihren Vorgaben. Das dauert eine Minute und bringt # Punkte.',
      }),
    setUp: 'TeeWatch einrichten',
  } satisfies Translation<typeof setUpNudgeMessages>,
};
