import { plural, type Translation } from '../../../lib/i18n';
import type { browserPushMessages } from '../components/BrowserPushCard.messages';
import type { contactItemMessages } from '../components/ContactItem.messages';
import type { contactsSectionMessages } from '../components/ContactsSection.messages';
import type { gettingStartedMessages } from '../components/GettingStarted.messages';
import type { notificationActionsMessages } from '../components/NotificationActions.messages';
import type { notificationStatsMessages } from '../components/NotificationStats.messages';
import type { preferencesFormMessages } from '../components/PreferencesForm.messages';
import type { preferencesPanelMessages } from '../components/PreferencesPanel.messages';
import type { reachCardMessages } from '../components/ReachCard.messages';
import type { signedInMessages } from '../components/SignedInNotifications.messages';
import type { signedOutMessages } from '../components/SignedOutNotifications.messages';
import type { smartFeaturesMessages } from '../components/SmartFeatures.messages';
import type { notificationErrorMessages } from '../notifications.errors.messages';

export default {
  'notifications.features': {
    title: 'Intelligente Funktionen',
    features: [
      {
        title: 'Jede Minute geprüft',
        text: 'Jede Kombination aus Platz und Datum, die Ihre Alarme beobachten, wird mindestens einmal pro Minute abgefragt, heute und morgen alle 30 Sekunden.',
      },
      {
        title: 'In Sekunden informiert',
        text: 'Eine passende Startzeit erreicht Sie wenige Sekunden nach der Prüfung, die sie findet.',
      },
      {
        title: 'Push, E-Mail und SMS',
        text: 'Wählen Sie die Kanäle, über die Sie erreichbar sind; E-Mails und SMS gehen nur an Kontakte, die Sie bestätigt haben.',
      },
      {
        title: 'Nie doppelt',
        text: 'Eine Nachricht pro Startzeit und Kanal, egal wie oft wir sie sehen.',
      },
      {
        title: 'Ruhezeiten',
        text: 'Nachts kommt nichts an: Was dann frei wird, wartet bis zum Ende Ihrer Ruhezeiten.',
      },
      {
        title: 'Zusammenfassungen',
        text: 'Lieber weniger Nachrichten? Erhalten Sie stattdessen stündlich oder täglich eine Zusammenfassung.',
      },
    ],
  } satisfies Translation<typeof smartFeaturesMessages>,

  'notifications.gettingStarted': {
    title: 'Erste Schritte',
    steps: [
      {
        title: 'Alarm erstellen',
        text: 'Sagen Sie uns, wo, wann und mit wie vielen Spielern. Ihr Alarm beobachtet die Startzeiten sofort.',
      },
      {
        title: 'Wählen Sie, wie wir Sie erreichen',
        text: 'Aktivieren Sie Push für diesen Browser und fügen Sie eine E-Mail-Adresse oder Telefonnummer hinzu, die Sie bestätigen.',
      },
      {
        title: 'Vor allen anderen buchen',
        text: 'Wird eine passende Startzeit frei, folgen Sie dem Link und buchen Sie direkt beim Platz.',
      },
    ],
    createFirstAlert: 'Ersten Alarm erstellen',
  } satisfies Translation<typeof gettingStartedMessages>,

  'notifications.browserPush': {
    title: 'Dieser Browser',
  } satisfies Translation<typeof browserPushMessages>,

  'notifications.signedOut': {
    title: 'Intelligente Benachrichtigungen',
    intro:
      'Melden Sie sich an und wählen Sie, wie TeeWatch Sie erreicht: per Push, E-Mail oder SMS, sofort oder als Zusammenfassung, nie während Ihrer Ruhezeiten. Verfolgen Sie Ihre Alarme bei der Arbeit mit Live-Statistiken zur Überwachung.',
    free: 'TeeWatch ist kostenlos: kein Abo, keine Buchungsgebühren, keine Kreditkarte.',
    createAccount: 'Jetzt starten - Konto erstellen',
    signIn: 'Anmelden',
    home: 'Startseite',
    browserPush:
      'Kein Konto nötig: Alarme, die Sie in diesem Browser erstellen, erreichen ihn per Push.',
  } satisfies Translation<typeof signedOutMessages>,

  'notifications.signedIn': {
    title: 'Intelligente Benachrichtigungen',
    signedInAs: (name: string) => `Angemeldet als ${name}`,
    dashboard: 'Übersicht',
    logout: 'Abmelden',
    logoutFailedTitle: 'Fehler',
    logoutFailed: 'Abmelden fehlgeschlagen. Bitte versuchen Sie es erneut.',
    signedOut: 'Abgemeldet',
    browserPush: 'Startzeit-Alarme erreichen jeden Browser, in dem Sie Push aktivieren.',
  } satisfies Translation<typeof signedInMessages>,

  'notifications.stats': {
    loading: 'Ihre Benachrichtigungsstatistik wird geladen',
    loadFailed: (reason: string) =>
      `Ihre Benachrichtigungsstatistik konnte nicht geladen werden. ${reason}`,
    retry: 'Erneut versuchen',
    monitoring: 'Überwachung',
    active: 'Aktiv',
    idle: 'Inaktiv',
    monitoringActive: 'Ihre Plätze werden jede Minute geprüft.',
    monitoringIdle: 'Erstellen Sie einen Alarm, um die Überwachung zu starten.',
    activeAlerts: 'Aktive Alarme',
    activeAlertsText: 'Alarme, die gerade Startzeiten beobachten.',
    sent: 'Gesendete Benachrichtigungen',
    sentText: 'Push-, E-Mail- und SMS-Nachrichten bisher.',
  } satisfies Translation<typeof notificationStatsMessages>,

  'notifications.actions': {
    checkNow: 'Jetzt prüfen',
    testAlert: 'Testalarm',
    settings: 'Einstellungen',
    createAlert: 'Alarm erstellen',
    waitTitle: 'Einen Moment bitte',
    errorTitle: 'Fehler',
    checkFailed: (reason: string) =>
      `Die Verfügbarkeitsprüfung konnte nicht gestartet werden. ${reason}`,
    checkTriggered: 'Prüfung gestartet',
    nothingToCheck:
      'Keiner Ihrer Alarme beobachtet gerade einen Platz. Erstellen Sie einen Alarm, um zu beginnen.',
    checking: (courseDates: number) =>
      plural(courseDates, {
        one: 'Wir prüfen jetzt # Kombination aus Platz und Datum. Eine passende Startzeit erreicht Sie innerhalb von Sekunden.',
        other:
          'Wir prüfen jetzt # Kombinationen aus Platz und Datum. Eine passende Startzeit erreicht Sie innerhalb von Sekunden.',
      }),
  } satisfies Translation<typeof notificationActionsMessages>,

  'notifications.errors': {
    checkedRecently: (seconds: number) =>
      plural(seconds, {
        one: 'Sie haben gerade erst geprüft. Versuchen Sie es in # Sekunde erneut.',
        other: 'Sie haben gerade erst geprüft. Versuchen Sie es in # Sekunden erneut.',
      }),
    wrongCode: 'Falscher oder abgelaufener Code',
    contactNotFound: 'Diesen Kontakt gibt es nicht.',
    optedOut:
      'Diese Nummer hat TeeWatch mit STOP geantwortet. Senden Sie START per SMS, um sich wieder anzumelden, und versuchen Sie es dann erneut.',
    textLimit: 'Sie haben das heutige SMS-Limit erreicht. Versuchen Sie es morgen erneut.',
    notSent: {
      email: 'Die E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es erneut.',
      phone: 'Die SMS konnte gerade nicht gesendet werden. Bitte versuchen Sie es erneut.',
    },
  } satisfies Translation<typeof notificationErrorMessages>,

  'notifications.preferencesPanel': {
    title: 'Benachrichtigungseinstellungen',
    loading: 'Ihre Benachrichtigungseinstellungen werden geladen',
    loadFailed: (reason: string) =>
      `Ihre Benachrichtigungseinstellungen konnten nicht geladen werden. ${reason}`,
    retry: 'Erneut versuchen',
  } satisfies Translation<typeof preferencesPanelMessages>,

  'notifications.preferencesForm': {
    errorTitle: 'Fehler',
    saveFailed: (reason: string) =>
      `Ihre Benachrichtigungseinstellungen konnten nicht gespeichert werden. ${reason}`,
    saved: 'Einstellungen gespeichert',
    channels: 'Kanäle',
    email: {
      label: 'E-Mail',
      verified: 'An Ihre bestätigten E-Mail-Adressen.',
      missing: 'Noch keine bestätigte E-Mail-Adresse: Fügen Sie unten eine hinzu.',
    },
    sms: {
      label: 'SMS',
      verified: 'An Ihre bestätigten Telefonnummern.',
      missing: 'Noch keine bestätigte Telefonnummer: Fügen Sie unten eine hinzu.',
    },
    push: {
      label: 'Push',
      subscribed: 'An diesen Browser und Ihre anderen Browser mit aktiviertem Push.',
      elsewhere: 'An Ihre Browser mit aktiviertem Push.',
    },
    frequency: 'Häufigkeit',
    frequencies: {
      immediate: {
        label: 'Sofort',
        text: 'Sobald eine Startzeit frei wird (höchstens eine Nachricht alle 10 Minuten pro Alarm).',
      },
      hourly: {
        label: 'Stündlich',
        text: 'Einmal pro Stunde eine Zusammenfassung der freien Zeiten.',
      },
      daily: { label: 'Täglich', text: 'Einmal am Tag eine Zusammenfassung der freien Zeiten.' },
    },
    quietHours: 'Ruhezeiten',
    holdDuringQuietHours: 'Benachrichtigungen während der Ruhezeiten zurückhalten',
    quietHoursStart: 'Beginn der Ruhezeiten',
    quietHoursEnd: 'Ende der Ruhezeiten',
    quietHoursHelp:
      'Ortszeit Colorado. Was während der Ruhezeiten frei wird, erreicht Sie, sobald sie enden.',
    save: 'Einstellungen speichern',
  } satisfies Translation<typeof preferencesFormMessages>,

  'notifications.contacts': {
    title: 'E-Mail- und SMS-Kontakte',
    intro:
      'E-Mail- und SMS-Alarme gehen nur an bestätigte Kontakte. Zur Bestätigung senden wir an eine Adresse einen Link per E-Mail und an eine Telefonnummer einen 6-stelligen Code per SMS.',
    loading: 'Ihre Kontakte werden geladen',
    loadFailed: (reason: string) => `Ihre Kontakte konnten nicht geladen werden. ${reason}`,
    retry: 'Erneut versuchen',
    empty: 'Noch keine E-Mail-Adressen oder Telefonnummern.',
    list: 'Ihre Kontakte',
    form: 'Kontakt hinzufügen',
    kind: 'Kontaktart',
    email: {
      choice: 'E-Mail',
      label: 'E-Mail-Adresse',
      placeholder: 'name@example.com',
      add: 'E-Mail hinzufügen',
      missing: 'Bitte geben Sie eine E-Mail-Adresse ein',
      invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    },
    phone: {
      choice: 'Telefon',
      label: 'Telefonnummer',
      placeholder: '+1 303 555 0100',
      add: 'Telefon hinzufügen',
      missing: 'Bitte geben Sie eine Telefonnummer ein',
      invalid: 'Bitte geben Sie eine Telefonnummer mit Ländervorwahl ein, z. B. +1 303 555 0100',
    },
    linkSent: 'Bestätigungslink gesendet',
    linkSentText: (address: string) =>
      `Öffnen Sie den Link, den wir an ${address} gesendet haben, um dort Alarme zu erhalten.`,
    codeSent: 'Bestätigungscode gesendet',
    codeSentText: (number: string) =>
      `Geben Sie den 6-stelligen Code ein, den wir per SMS an ${number} gesendet haben.`,
  } satisfies Translation<typeof contactsSectionMessages>,

  'notifications.contactItem': {
    verified: 'Bestätigt',
    unverified: 'Nicht bestätigt',
    remove: (contact: string) => `${contact} entfernen`,
    removeFailed: 'Der Kontakt konnte nicht entfernt werden',
    emailPending:
      'Wir haben einen Bestätigungslink an diese Adresse gesendet. Öffnen Sie ihn, um dort Alarme zu erhalten.',
    code: '6-stelliger Code',
    codeHelp: 'Wir haben ihn per SMS an diese Nummer gesendet.',
    enterCode: 'Bitte geben Sie den 6-stelligen Code ein',
    verify: 'Bestätigen',
    phoneVerified: 'Telefonnummer bestätigt',
    phoneVerifiedText: (number: string) => `SMS-Alarme können jetzt an ${number} gehen.`,
  } satisfies Translation<typeof contactItemMessages>,

  'notifications.reach': {
    loading: 'Ihre Benachrichtigungswege werden geladen',
    title: 'So erfahren Sie von Treffern',
    nobody:
      'Noch können wir Sie über keinen Treffer informieren. Aktivieren Sie Push oder fügen Sie eine E-Mail hinzu.',
    channels: 'Benachrichtigungskanäle',
    reaches: 'Erreicht Sie',
    off: 'Aus',
    offInPreferences: 'In Ihren Benachrichtigungseinstellungen ausgeschaltet',
    change: 'Ändern',
    push: {
      name: 'Push in diesem Browser',
      unsupported: 'Dieser Browser kann keine Push-Benachrichtigungen empfangen',
      notAllowed: 'In diesem Browser noch nicht erlaubt',
      on: 'An',
      turnOn: 'Einschalten',
    },
    email: {
      name: 'E-Mail',
      missing: 'Keine bestätigte Adresse',
      add: 'E-Mail hinzufügen',
    },
    sms: {
      name: 'SMS',
      missing: 'Keine bestätigte Telefonnummer',
      add: 'Telefon hinzufügen',
    },
  } satisfies Translation<typeof reachCardMessages>,
};
